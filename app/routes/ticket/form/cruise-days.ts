/** A show day a cruise can be booked on: its date as the service takes it, and as the page writes it. */
export type CruiseDay = { value: string; label: string };

/** The show's days (`YYYY-MM-DD`) written with the content's month names: `4 February 2026`. */
export function cruiseDays(dates: readonly string[], months: readonly string[]): CruiseDay[] {
  return dates.map((date) => {
    const [year, month, day] = date.split('-').map(Number);
    return { value: date, label: `${day} ${months[(month ?? 1) - 1] ?? ''} ${year}` };
  });
}
