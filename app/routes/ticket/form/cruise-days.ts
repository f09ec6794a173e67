import { dateLabel } from '~/lib/date-label';

/** A show day a cruise can be booked on: its date as the service takes it, and as the page writes it. */
export type CruiseDay = { value: string; label: string };

/** The show's days (`YYYY-MM-DD`) written with the content's month names: `4 February 2026`. */
export function cruiseDays(dates: readonly string[], months: readonly string[]): CruiseDay[] {
  return dates.map((date) => ({ value: date, label: dateLabel(date, months) }));
}
