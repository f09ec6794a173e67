/**
 * The show grounds at the Royal Langkawi Yacht Club, drawn for this site: every shape of the
 * venue map, in the map's own units (a 1000 × 640 plan, land at the top, the harbour below).
 * Stand and berth ids are what exhibitors and boats carry (`stand`, `berth`) and what
 * `/visit?stand=<id>#map` addresses. The layout follows the organisers' draft floor plan;
 * the final allocation is theirs to confirm.
 */

export type PlanRect = { x: number; y: number; width: number; height: number };

/** A place a visitor can be sent to: a hall stand (`H01`…) or a pontoon berth (`B01`…). */
export type Stand = PlanRect & { id: string; zone: 'hall' | 'pier' };

/** The plan's landmarks; their names are in the page's content (`visit.map.zones`). */
export type FacilityKind =
  | 'entrance'
  | 'hall'
  | 'pier'
  | 'conference'
  | 'water'
  | 'cruise'
  | 'food'
  | 'firstAid'
  | 'surau'
  | 'toilets'
  | 'parking'
  | 'shuttle';

export type Facility = PlanRect & { kind: FacilityKind };

export const planSize = { width: 1000, height: 640 } as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** The main exhibition hall: 4 rows of 9 stands. */
const hall: PlanRect = { x: 30, y: 150, width: 540, height: 230 };
const hallStands: Stand[] = Array.from({ length: 36 }, (_, index) => {
  const column = index % 9;
  const row = Math.floor(index / 9);
  return {
    id: `H${pad(index + 1)}`,
    zone: 'hall',
    x: hall.x + 14 + column * 58,
    y: hall.y + 34 + row * 48,
    width: 50,
    height: 40,
  };
});

/** Two pontoons off the main pier, six berths on each side of each: B01–B24. */
const pontoons = [
  { x: 290, y: 452, width: 680, height: 14 },
  { x: 290, y: 566, width: 680, height: 14 },
] as const;
const berths: Stand[] = pontoons.flatMap((pontoon, pontoonIndex) =>
  [-1, 1].flatMap((side, sideIndex) =>
    Array.from({ length: 6 }, (_, slot) => ({
      id: `B${pad(pontoonIndex * 12 + sideIndex * 6 + slot + 1)}`,
      zone: 'pier' as const,
      x: pontoon.x + 14 + slot * 108,
      y: side < 0 ? pontoon.y - 46 : pontoon.y + pontoon.height + 4,
      width: 96,
      height: 42,
    })),
  ),
);

export const stands: readonly Stand[] = [...hallStands, ...berths];

export const facilities: readonly Facility[] = [
  { kind: 'parking', x: 20, y: 16, width: 190, height: 92 },
  { kind: 'shuttle', x: 226, y: 16, width: 130, height: 52 },
  { kind: 'entrance', x: 372, y: 16, width: 200, height: 64 },
  { kind: 'hall', ...hall },
  { kind: 'conference', x: 594, y: 150, width: 176, height: 104 },
  { kind: 'food', x: 594, y: 270, width: 176, height: 66 },
  { kind: 'toilets', x: 790, y: 150, width: 88, height: 60 },
  { kind: 'surau', x: 890, y: 150, width: 96, height: 60 },
  { kind: 'firstAid', x: 790, y: 222, width: 196, height: 52 },
  { kind: 'pier', x: 262, y: 392, width: 28, height: 196 },
  { kind: 'cruise', x: 800, y: 300, width: 186, height: 44 },
  { kind: 'water', x: 20, y: 430, width: 228, height: 190 },
];

/** The water's edge: the harbour is everything below this line. */
export const shoreline = 'M0 400 C 180 390, 320 410, 480 398 S 820 392, 1000 404 L1000 640 L0 640 Z';

/** This module's namespace of the English edition: the same plan in every language. */
export const venuePlanContent = { size: planSize, stands, facilities, shoreline, pontoons };
