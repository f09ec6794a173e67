import { describe, expect, it } from 'vitest';
import { readEditions } from './read-editions.server';
import type { PlanRect } from './edition';

// Facts of the content that a schema cannot state: the plan's geometry and who is where.
const { en } = readEditions();
const boats = en.boats.all;
const exhibitors = en.exhibitors.all;
const { facilities, size: planSize, stands } = en.venuePlan;

const ids = new Set(stands.map((stand) => stand.id));
const overlap = (a: PlanRect, b: PlanRect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (rect: PlanRect) =>
  rect.x >= 0 && rect.y >= 0 && rect.x + rect.width <= planSize.width && rect.y + rect.height <= planSize.height;

describe('the venue plan', () => {
  it('gives every stand a unique id of the documented form, on the plan', () => {
    expect(ids.size).toBe(stands.length);
    for (const stand of stands) {
      expect(stand.id).toMatch(stand.zone === 'hall' ? /^H\d{2}$/ : /^B\d{2}$/);
      expect(inside(stand), stand.id).toBe(true);
    }
  });

  it('draws no stand over another', () => {
    for (const [index, a] of stands.entries())
      for (const b of stands.slice(index + 1)) expect(overlap(a, b), `${a.id} overlaps ${b.id}`).toBe(false);
  });

  it('keeps the hall stands inside the hall and every landmark on the plan', () => {
    const hall = facilities.find((facility) => facility.kind === 'hall')!;
    for (const stand of stands.filter((candidate) => candidate.zone === 'hall')) {
      expect(stand.x >= hall.x && stand.x + stand.width <= hall.x + hall.width, stand.id).toBe(true);
      expect(stand.y >= hall.y && stand.y + stand.height <= hall.y + hall.height, stand.id).toBe(true);
    }
    for (const facility of facilities) expect(inside(facility), facility.kind).toBe(true);
  });
});

describe('who is where', () => {
  it('puts every exhibitor on a stand that exists', () => {
    for (const exhibitor of exhibitors) expect(ids.has(exhibitor.stand), exhibitor.name).toBe(true);
  });

  it('moors every boat at a pontoon berth that exists, one boat per berth', () => {
    for (const boat of boats) expect(boat.berth, boat.name).toMatch(/^B\d{2}$/);
    for (const boat of boats) expect(ids.has(boat.berth), boat.name).toBe(true);
    expect(new Set(boats.map((boat) => boat.berth)).size).toBe(boats.length);
  });

  it('gives no two exhibitors one stand; a builder shares a berth only with its own boat', () => {
    const stands = exhibitors.map((exhibitor) => exhibitor.stand);
    expect(new Set(stands).size).toBe(stands.length);
    for (const exhibitor of exhibitors.filter((candidate) => candidate.stand.startsWith('B'))) {
      const moored = boats.filter((boat) => boat.berth === exhibitor.stand);
      for (const boat of moored) expect(boat.builder, `${boat.name} at ${exhibitor.name}'s berth`).toBe(exhibitor.name);
    }
  });
});
