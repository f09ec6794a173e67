/**
 * The office's CSV exports: UTF-8 with a byte order mark (without it Excel reads the file as
 * the machine's code page, and 陈美玲 or Muñoz arrive garbled), fields quoted as RFC 4180 says
 * (when they hold a comma, a double quote, CR or LF; quotes doubled), lines ended by CRLF.
 *
 * A registrant types their own name and company, and a spreadsheet runs a cell that starts
 * with `=`, `+`, `-` or `@` as a formula (`=HYPERLINK(...)` and worse: CSV injection). Such a
 * text cell, and one starting with a tab or CR, gets a leading `'`, which spreadsheets show as
 * text and do not print. A phone number `+60 12-345 6789` is written `'+60 12-345 6789` for the
 * same reason. Numbers are written as numbers: they cannot be formulas.
 */

export type CsvValue = string | number | boolean | null | undefined;

export const csvBom = '\uFEFF';

const formulaStart = /^[=+\-@\t\r]/;
const needsQuotes = /[",\r\n]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = formulaStart.test(value) ? `'${value}` : value;
  return needsQuotes.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, its line ending included. */
export function csvLine(cells: readonly CsvValue[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/**
 * A whole file, in pieces to write out as they come: the byte order mark with the header, then
 * a line per row. Rows may come from an async source (export-rows.ts), one batch in memory.
 */
export async function* csvChunks(
  header: readonly string[],
  rows: AsyncIterable<readonly CsvValue[]> | Iterable<readonly CsvValue[]>,
): AsyncGenerator<string> {
  yield csvBom + csvLine(header);
  for await (const row of rows) yield csvLine(row);
}

/** A whole file at once, for a small one. */
export async function csvText(
  header: readonly string[],
  rows: AsyncIterable<readonly CsvValue[]> | Iterable<readonly CsvValue[]>,
): Promise<string> {
  let text = '';
  for await (const chunk of csvChunks(header, rows)) text += chunk;
  return text;
}
