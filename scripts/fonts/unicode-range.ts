// CSS `unicode-range` values as sets of code points and back.

/** `U+0000-00FF, U+0131` → the sorted code points it covers. */
export function parseUnicodeRange(value: string): number[] {
  const points = new Set<number>();
  for (const part of value.split(',')) {
    const match = part.trim().match(/^U\+([0-9A-F]+)(?:-([0-9A-F]+))?$/i);
    if (!match) throw new Error(`Not a unicode-range part: "${part.trim()}"`);
    // The first group is not optional: it is there whenever the pattern matches.
    const start = parseInt(match[1]!, 16);
    const end = match[2] ? parseInt(match[2], 16) : start;
    for (let point = start; point <= end; point += 1) points.add(point);
  }
  return [...points].sort((a, b) => a - b);
}

const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0');

/** Code points → the shortest `unicode-range` value: consecutive points become ranges. */
export function formatUnicodeRange(points: readonly number[]): string {
  const sorted = [...new Set(points)].sort((a, b) => a - b);
  const parts = [];
  // index and end are always positions in sorted.
  for (let index = 0; index < sorted.length;) {
    let end = index;
    while (end + 1 < sorted.length && sorted[end + 1] === sorted[end]! + 1) end += 1;
    parts.push(end === index ? `U+${hex(sorted[index]!)}` : `U+${hex(sorted[index]!)}-${hex(sorted[end]!)}`);
    index = end + 1;
  }
  return parts.join(', ');
}
