import type { PlanRect } from '~/content/edition';

export type Direction = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';

type Placed = PlanRect & { id: string };

const centre = (rect: PlanRect) => ({ x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 });

/**
 * The stand an arrow key moves to from `fromId`: the nearest one whose centre lies in that
 * direction, preferring stands in line with the current one (a row or a column) over ones
 * diagonally closer. `undefined` at the plan's edge.
 */
export function neighbour(stands: readonly Placed[], fromId: string, direction: Direction): string | undefined {
  const from = stands.find((stand) => stand.id === fromId);
  if (!from) return stands[0]?.id;
  const origin = centre(from);
  let best: { id: string; score: number } | undefined;
  for (const stand of stands) {
    if (stand.id === fromId) continue;
    const { x, y } = centre(stand);
    const dx = x - origin.x;
    const dy = y - origin.y;
    const along = { ArrowRight: dx, ArrowLeft: -dx, ArrowDown: dy, ArrowUp: -dy }[direction];
    const across = direction === 'ArrowLeft' || direction === 'ArrowRight' ? Math.abs(dy) : Math.abs(dx);
    if (along <= 0) continue;
    const score = along + across * 3;
    if (!best || score < best.score) best = { id: stand.id, score };
  }
  return best?.id;
}

/** Names containing every word of `query`, case- and accent-insensitively. */
export function matches<Item extends { name: string }>(items: readonly Item[], query: string): Item[] {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return items.filter((item) => words.every((word) => fold(item.name).includes(word)));
}
