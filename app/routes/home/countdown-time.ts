/** The time left until the show opens, split the way the countdown shows it. */
export type CountdownParts = { days: number; hours: number; minutes: number; seconds: number };

/**
 * Whole seconds from `now` to `target` (epoch milliseconds), partial seconds rounded down
 * so the display reaches 0 exactly when the show opens; `null` from the target instant on.
 */
export function secondsLeft(now: number, target: number): number | null {
  const left = target - now;
  return left <= 0 ? null : Math.floor(left / 1000);
}

export function splitSeconds(total: number): CountdownParts {
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** Days, hours, minutes and seconds from `now` to `target`, or `null` once the target is reached. */
export function countdownParts(now: number, target: number): CountdownParts | null {
  const seconds = secondsLeft(now, target);
  return seconds === null ? null : splitSeconds(seconds);
}
