import { describe, expect, it } from 'vitest';
import type { Manifest } from './gate-api';
import { fullEveryMs, mergeManifest, sinceFor, type HeldManifest } from './manifest-merge';

const pass = (id: string) => ({
  id,
  reference: `ref-${id}`,
  kind: 'visitor' as const,
  name: id,
  what: 'visitor',
  days: ['2026-02-05'],
  pax: 1,
});
const scan = (passId: string, scannedAt: string) => ({
  passId,
  device: 'Hall door 1',
  gate: 'hall' as const,
  direction: 'in' as const,
  trip: null,
  scannedAt,
  day: '2026-02-05',
});
const manifest = (changes: Partial<Manifest>): Manifest => ({
  device: { id: 'd', name: 'Hall door 1', gate: 'hall', direction: 'in', trip: null },
  utcOffset: '+08:00',
  keys: { keys: [] },
  day: '2026-02-05',
  passes: [],
  revoked: [],
  scans: [],
  generatedAt: '2026-02-05T02:00:00.000Z',
  ...changes,
});

describe("the phone's list of passes", () => {
  const held: HeldManifest = {
    ...manifest({ passes: [pass('a'), pass('b')], scans: [scan('a', '2026-02-05T01:00:00.000Z')] }),
    fullAt: '2026-02-05T02:00:00.000Z',
  };

  it('asks for what is new since a little before its last list, and for the whole list on a new day or after half an hour', () => {
    expect(sinceFor(held, '2026-02-05', new Date('2026-02-05T02:01:00.000Z'))).toBe('2026-02-05T01:58:00.000Z');
    expect(sinceFor(held, '2026-02-06', new Date('2026-02-05T02:01:00.000Z'))).toBeUndefined();
    expect(sinceFor(held, '2026-02-05', new Date(Date.parse(held.fullAt) + fullEveryMs))).toBeUndefined();
    expect(sinceFor(undefined, '2026-02-05', new Date())).toBeUndefined();
  });

  it('adds what is new once, and drops what is revoked', () => {
    const merged = mergeManifest(
      held,
      manifest({
        since: '2026-02-05T01:58:00.000Z',
        generatedAt: '2026-02-05T02:01:00.000Z',
        passes: [pass('b'), pass('c')],
        revoked: ['a'],
        scans: [scan('a', '2026-02-05T01:00:00.000Z'), scan('c', '2026-02-05T02:00:30.000Z')],
      }),
    );
    expect(merged.passes.map((one) => one.id)).toEqual(['b', 'c']);
    expect(merged.scans.map((one) => one.passId)).toEqual(['a', 'c']);
    expect(merged.revoked).toEqual(['a']);
    expect(merged.generatedAt).toBe('2026-02-05T02:01:00.000Z');
    expect(merged.fullAt).toBe(held.fullAt);
    expect(merged).not.toHaveProperty('since');
  });

  it('takes a whole list as it is', () => {
    const whole = mergeManifest(held, manifest({ passes: [pass('z')], generatedAt: '2026-02-05T03:00:00.000Z' }));
    expect(whole.passes.map((one) => one.id)).toEqual(['z']);
    expect(whole.fullAt).toBe('2026-02-05T03:00:00.000Z');
  });
});
