import { strFromU8, unzipSync } from 'fflate';

/** One cell as the sheet holds it: its text or number, its type and style, whether it is a formula. */
export type ReadCell = { value: string; type: string; style: string; formula: boolean };

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

const columnIndex = (letters: string) =>
  [...letters].reduce((index, letter) => index * 26 + letter.charCodeAt(0) - 64, 0) - 1;

/**
 * The first sheet of an XLSX file, read back as the tests need it: unzipped with fflate, its
 * XML read cell by cell (the office's writer's cells: inline strings, numbers, booleans). Rows
 * as arrays, an absent cell as ''. Enough to check a file, not a general reader.
 */
export function readXlsxSheet(bytes: Uint8Array): { files: string[]; rows: ReadCell[][] } {
  const files = unzipSync(bytes);
  const sheet = files['xl/worksheets/sheet1.xml'];
  if (!sheet) throw new Error('no xl/worksheets/sheet1.xml');
  const xml = strFromU8(sheet);
  const rows: ReadCell[][] = [];
  for (const [, body] of xml.matchAll(/<row [^>]*>(.*?)<\/row>/gs)) {
    const row: ReadCell[] = [];
    for (const [, attributes = '', inner = ''] of (body ?? '').matchAll(/<c ([^>]*)>(.*?)<\/c>/gs)) {
      const ref = /r="([A-Z]+)\d+"/.exec(attributes)?.[1] ?? 'A';
      const type = /t="(\w+)"/.exec(attributes)?.[1] ?? 'n';
      const style = /s="(\d+)"/.exec(attributes)?.[1] ?? '0';
      const text = /<t[^>]*>(.*?)<\/t>/s.exec(inner)?.[1] ?? /<v>(.*?)<\/v>/s.exec(inner)?.[1] ?? '';
      const index = columnIndex(ref);
      while (row.length < index) row.push({ value: '', type: '', style: '', formula: false });
      row[index] = { value: unescapeXml(text), type, style, formula: inner.includes('<f') };
    }
    rows.push(row);
  }
  return { files: Object.keys(files), rows };
}

/** The rows' values only, each row padded to `width` cells. */
export const sheetValues = (rows: ReadCell[][], width: number) =>
  rows.map((row) => Array.from({ length: width }, (_, index) => row[index]?.value ?? ''));
