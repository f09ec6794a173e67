/**
 * A `YYYY-MM-DD` date in the page's language, written with the content's month names
 * (`4 February 2026`, `4 Februari 2026`): the content stores dates, never month words.
 */
export function dateLabel(date: string, months: readonly string[]): string {
  const [year, month, day] = date.split('-').map(Number);
  const name = months[(month ?? 0) - 1];
  if (!year || !day || !name) throw new Error(`dateLabel: "${date}" is not a date like 2026-02-04`);
  return `${day} ${name} ${year}`;
}
