/** The time left until the show opens, split the way the countdown shows it. */
export type CountdownParts = { days: number; hours: number; minutes: number; seconds: number };

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Whole days, hours, minutes and seconds from `now` to `target` (both epoch milliseconds),
 * or `null` from the target instant on. Partial seconds round down, so the display reaches
 * 0 seconds exactly when the show opens.
 */
export function countdownParts(now: number, target: number): CountdownParts | null {
  const left = target - now;
  if (left <= 0) return null;
  return {
    days: Math.floor(left / DAY),
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.floor((left % HOUR) / MINUTE),
    seconds: Math.floor((left % MINUTE) / SECOND),
  };
}
