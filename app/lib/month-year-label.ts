/**
 * The month and year of a `YYYY-MM-DD` date in the page's language, written with the content's
 * month names (`November 2026`, `Mac 2027`). The content stores dates, never month words, so a
 * Malay page cannot show an English month.
 */
export function monthYearLabel(date: string, months: readonly string[]): string {
  const [year, month] = date.split('-').map(Number);
  const name = months[(month ?? 0) - 1];
  if (!year || !name) throw new Error(`monthYearLabel: "${date}" is not a date like 2026-11-21`);
  return `${name} ${year}`;
}
