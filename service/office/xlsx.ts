import { Zip, ZipDeflate } from 'fflate';
import type { ExportCell } from './export-table';

/**
 * The office's XLSX export: a workbook of one sheet, written as it is read, a row at a time,
 * through fflate's streaming zip (docs/decisions/095-office-xlsx-export-streamed-with-fflate.md).
 * Text cells are inline strings (`t="inlineStr"`), so there is no shared-strings table to hold
 * in memory until the end, and an export of 50,000 rows holds one batch of rows and the
 * compressor's window. A cell is a formula only inside an `<f>` element, which this writer
 * never writes: a name typed `=HYPERLINK(…)` is text. A text cell starting with `=`, `+`, `-`
 * or `@` also gets the style with Excel's quote prefix (what typing `'` before it does), so
 * that editing the cell later keeps it text.
 */

/** Node's own UTF-8 encoder: several times faster than fflate's `strToU8` on a sheet's text. */
const utf8 = (text: string) => Buffer.from(text, 'utf8');

export const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const officeRels = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const packageRels = 'http://schemas.openxmlformats.org/package/2006/relationships';
const prolog = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

const staticParts: [string, string][] = [
  [
    '[Content_Types].xml',
    `${prolog}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
      '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
      '</Types>',
  ],
  [
    '_rels/.rels',
    `${prolog}<Relationships xmlns="${packageRels}">` +
      `<Relationship Id="rId1" Type="${officeRels}/officeDocument" Target="xl/workbook.xml"/>` +
      '</Relationships>',
  ],
  [
    'xl/_rels/workbook.xml.rels',
    `${prolog}<Relationships xmlns="${packageRels}">` +
      `<Relationship Id="rId1" Type="${officeRels}/worksheet" Target="worksheets/sheet1.xml"/>` +
      `<Relationship Id="rId2" Type="${officeRels}/styles" Target="styles.xml"/>` +
      '</Relationships>',
  ],
  [
    'xl/styles.xml',
    // Style 0: the default. Style 1: text (number format 49, `@`) with the quote prefix.
    // Style 2: the header row, bold.
    `${prolog}<styleSheet xmlns="${main}">` +
      '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
      '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
      '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
      '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
      '<cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
      '<xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" quotePrefix="1"/>' +
      '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>' +
      '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
      '</styleSheet>',
  ],
];

const workbook = (sheetName: string) =>
  `${prolog}<workbook xmlns="${main}" xmlns:r="${officeRels}">` +
  `<sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;

/** Characters XML 1.0 cannot hold at all (controls but tab, LF and CR; lone surrogates; U+FFFE/F). */
const notXml =
  // eslint-disable-next-line no-control-regex -- these are the characters to take out
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

// eslint-disable-next-line no-control-regex -- what may need escaping or taking out, tested first
const needsWork = /[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/;

export function escapeXml(text: string): string {
  // Most cells need nothing: tested once, without the slower replacements.
  if (!needsWork.test(text)) return text;
  return text
    .replace(notXml, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** Excel's limit for one cell's text. */
export const maxCellLength = 32_767;
const formulaStart = /^[=+\-@]/;

/** `A`, `B`, … `Z`, `AA`: a column's letters from its index (0-based). */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return name;
}

function cellXml(value: ExportCell, ref: string, header: boolean): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'number') return Number.isFinite(value) ? `<c r="${ref}"><v>${value}</v></c>` : '';
  if (typeof value === 'boolean') return `<c r="${ref}" t="b"><v>${value ? 1 : 0}</v></c>`;
  const text = value.length > maxCellLength ? value.slice(0, maxCellLength) : value;
  const style = header ? ' s="2"' : formulaStart.test(text) ? ' s="1"' : '';
  return `<c r="${ref}" t="inlineStr"${style}><is><t xml:space="preserve">${escapeXml(text)}</t></is></c>`;
}

function rowXml(cells: readonly ExportCell[], index: number, header = false): string {
  const r = index + 1;
  return `<row r="${r}">${cells.map((cell, column) => cellXml(cell, `${columnName(column)}${r}`, header)).join('')}</row>`;
}

/**
 * A whole workbook, in pieces to write out as they come: the header row (bold, frozen), then a
 * row per item of `rows`, which may come from an async source. Rows are compressed in pieces
 * of about 64 KiB of XML.
 */
export async function* xlsxChunks(
  header: readonly string[],
  rows: AsyncIterable<readonly ExportCell[]> | Iterable<readonly ExportCell[]>,
  { sheetName = 'Sheet1' }: { sheetName?: string } = {},
): AsyncGenerator<Uint8Array> {
  const out: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else out.push(chunk);
  });
  const drain = function* () {
    if (failure) throw failure;
    while (out.length > 0) yield out.shift()!;
  };
  for (const [name, text] of [...staticParts, ['xl/workbook.xml', workbook(sheetName)] as [string, string]]) {
    const part = new ZipDeflate(name, { level: 6 });
    zip.add(part);
    part.push(utf8(text), true);
  }
  yield* drain();

  const sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 6 });
  zip.add(sheet);
  let pending =
    `${prolog}<worksheet xmlns="${main}" xmlns:r="${officeRels}">` +
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
    `<sheetData>${rowXml(header, 0, true)}`;
  let index = 1;
  for await (const row of rows) {
    pending += rowXml(row, index);
    index += 1;
    if (pending.length >= 65_536) {
      sheet.push(utf8(pending));
      pending = '';
      yield* drain();
    }
  }
  sheet.push(utf8(`${pending}</sheetData></worksheet>`), true);
  zip.end();
  yield* drain();
}
