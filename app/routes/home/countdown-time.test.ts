import { describe, expect, it } from 'vitest';
import { readEditions } from '~/content/read-editions.server';
import { countdownParts, secondsLeft, splitSeconds } from './countdown-time';

const { site } = readEditions().en;
const target = Date.parse(site.countdownTarget);
const at = (iso: string) => countdownParts(Date.parse(iso), target);

describe('countdownParts', () => {
  it('targets midnight on 4 February 2026, Malaysia time (16:00 UTC the day before)', () => {
    expect(target).toBe(Date.parse('2026-02-03T16:00:00Z'));
  });

  it('breaks the time left into days, hours, minutes and seconds', () => {
    expect(at('2026-02-01T12:00:00+08:00')).toEqual({ days: 2, hours: 12, minutes: 0, seconds: 0 });
    expect(at('2026-02-03T22:58:30+08:00')).toEqual({ days: 0, hours: 1, minutes: 1, seconds: 30 });
    expect(at('2025-02-04T00:00:00+08:00')).toEqual({ days: 365, hours: 0, minutes: 0, seconds: 0 });
  });

  it('is the same instant whatever the visitor’s time zone', () => {
    expect(at('2026-02-01T04:00:00Z')).toEqual(at('2026-02-01T12:00:00+08:00'));
  });

  it('rounds partial seconds down', () => {
    expect(countdownParts(target - 1500, target)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(countdownParts(target - 1, target)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('expires exactly at the target and stays expired', () => {
    expect(countdownParts(target, target)).toBeNull();
    expect(at('2026-02-05T09:00:00+08:00')).toBeNull();
  });
});

describe('secondsLeft and splitSeconds', () => {
  it('counts whole seconds left and is null from the target on', () => {
    expect(secondsLeft(target - 4500, target)).toBe(4);
    expect(secondsLeft(target - 1, target)).toBe(0);
    expect(secondsLeft(target, target)).toBeNull();
  });

  it('splits seconds into days, hours, minutes and seconds', () => {
    expect(splitSeconds(2 * 86_400 + 12 * 3600 + 59)).toEqual({ days: 2, hours: 12, minutes: 0, seconds: 59 });
  });
});
