import { describe, expect, it } from 'vitest';
import {
  itemOf,
  mergePlans,
  parseStoredPlan,
  planFromSearch,
  planToSearch,
  serializePlan,
  toggleKey,
} from './my-show-plan';

const plan = ['boat:azure-horizon', 'event:2025-05-21-morning-cruise', 'session:0945-2', 'exhibitor:aquavolt'];

describe('the stored plan', () => {
  it('reads back what it wrote', () => {
    expect(parseStoredPlan(serializePlan(plan))).toEqual(plan);
  });

  it('is empty for nothing, broken JSON or another shape, and drops unknown kinds and odd ids', () => {
    expect(parseStoredPlan(null)).toEqual([]);
    expect(parseStoredPlan('{not json')).toEqual([]);
    expect(parseStoredPlan('["boat:x"]')).toEqual([]);
    expect(
      parseStoredPlan(JSON.stringify({ items: ['boat:x', 'ghost:y', 'boat:<script>', 42, 'boat:x', ':x'] })),
    ).toEqual(['boat:x']);
  });

  it('toggles a key on and off, keeping the order things were saved in', () => {
    const saved = toggleKey(toggleKey([], 'boat:a'), 'event:b');
    expect(saved).toEqual(['boat:a', 'event:b']);
    expect(toggleKey(saved, 'boat:a')).toEqual(['event:b']);
  });

  it('merges a shared plan without doubles', () => {
    expect(mergePlans(['boat:a', 'event:b'], ['event:b', 'session:c'])).toEqual(['boat:a', 'event:b', 'session:c']);
  });

  it('splits keys into kind and id', () => {
    expect(itemOf('session:0945-2')).toEqual({ kind: 'session', id: '0945-2' });
    expect(itemOf('nothing')).toBeUndefined();
  });
});

describe('the share link', () => {
  it('names each kind once and reads back the same items', () => {
    const search = planToSearch(plan);
    expect(search).toBe('?events=2025-05-21-morning-cruise&sessions=0945-2&boats=azure-horizon&exhibitors=aquavolt');
    expect([...planFromSearch(search)].sort()).toEqual([...plan].sort());
  });

  it('is empty for an empty plan, and ignores anything that is not an id', () => {
    expect(planToSearch([])).toBe('');
    expect(planFromSearch('?boats=a,,b%20c,<x>&events=&utm_source=mail')).toEqual(['boat:a']);
  });
});
