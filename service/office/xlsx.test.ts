import { describe, expect, it } from 'vitest';
import { readXlsxSheet, sheetValues } from '../test-support/xlsx-reader';
import { columnName, escapeXml, xlsxChunks } from './xlsx';

async function workbook(header: string[], rows: Iterable<(string | number | null)[]>) {
  const parts: Uint8Array[] = [];
  for await (const chunk of xlsxChunks(header, rows)) parts.push(chunk);
  return { parts: parts.length, bytes: Buffer.concat(parts) };
}

describe('the XLSX writer', () => {
  it('names columns as a spreadsheet does', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnName)).toEqual([
      'A',
      'B',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });

  it('escapes XML and drops what XML cannot hold', () => {
    expect(escapeXml('a & <b> "c"\u0001\u000b\ttab')).toBe('a &amp; &lt;b&gt; &quot;c&quot;\ttab');
    expect(escapeXml('陈美玲 😀 \ud800x')).toBe('陈美玲 😀 x');
  });

  it('writes text as text, formulas never, names in any script intact', async () => {
    const { bytes } = await workbook(
      ['name', 'company', 'seats'],
      [
        ['=HYPERLINK("http://x.example")', '+60 12-345 6789', 3],
        ['陈美玲', 'Syarikat Perahu Kedah', null],
        ['@SUM(A1)', '-1', 0],
      ],
    );
    const { files, rows } = readXlsxSheet(bytes);
    expect(files).toEqual(
      expect.arrayContaining(['[Content_Types].xml', 'xl/workbook.xml', 'xl/styles.xml', 'xl/worksheets/sheet1.xml']),
    );
    expect(sheetValues(rows, 3)).toEqual([
      ['name', 'company', 'seats'],
      ['=HYPERLINK("http://x.example")', '+60 12-345 6789', '3'],
      ['陈美玲', 'Syarikat Perahu Kedah', ''],
      ['@SUM(A1)', '-1', '0'],
    ]);
    const cells = rows.flat();
    expect(cells.some((cell) => cell.formula)).toBe(false);
    // Text with Excel's quote prefix where it starts as a formula would; numbers stay numbers.
    expect(rows[1]!.map((cell) => [cell.type, cell.style])).toEqual([
      ['inlineStr', '1'],
      ['inlineStr', '1'],
      ['n', '0'],
    ]);
    expect(rows[2]![0]).toMatchObject({ type: 'inlineStr', style: '0' });
  });

  it('streams 50,000 rows in pieces, never the whole sheet at once', async () => {
    function* rows() {
      for (let index = 0; index < 50_000; index += 1) {
        yield [`ref-${index}`, `Nur Aisyah binti Abdullah ${index}`, 'nur.aisyah@kedah.example', index];
      }
    }
    const { parts, bytes } = await workbook(['reference', 'name', 'email', 'n'], rows());
    expect(parts).toBeGreaterThan(10);
    const read = readXlsxSheet(bytes);
    expect(read.rows).toHaveLength(50_001);
    expect(sheetValues(read.rows.slice(-1), 4)).toEqual([
      ['ref-49999', 'Nur Aisyah binti Abdullah 49999', 'nur.aisyah@kedah.example', '49999'],
    ]);
  }, 30_000);
});
