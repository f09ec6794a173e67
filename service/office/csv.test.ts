import { describe, expect, it } from 'vitest';
import { csvBom, csvCell, csvLine, csvText } from './csv';

describe('the office CSV writer', () => {
  it('starts with the UTF-8 byte order mark, ends each line with CRLF, and keeps Unicode', async () => {
    const text = await csvText(['name', 'company'], [['陈美玲', 'Muñoz & Anak-Anak Sdn. Bhd.']]);
    expect(text).toBe(`${csvBom}name,company\r\n陈美玲,Muñoz & Anak-Anak Sdn. Bhd.\r\n`);
    expect([...Buffer.from(text, 'utf8').subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('quotes a field holding a comma, a double quote, CR or LF, and doubles its quotes (RFC 4180)', () => {
    expect(csvCell('Lee, Wei Ming')).toBe('"Lee, Wei Ming"');
    expect(csvCell('The "Manta" crew')).toBe('"The ""Manta"" crew"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
    expect(csvCell('plain words')).toBe('plain words');
    expect(csvLine(['a', 'b,c', ''])).toBe('a,"b,c",\r\n');
  });

  it('neutralises a text cell a spreadsheet would run as a formula with a leading apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","click")')).toBe(
      `"'=HYPERLINK(""http://evil.example"",""click"")"`,
    );
    expect(csvCell('+60 12-345 6789')).toBe("'+60 12-345 6789");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)");
    expect(csvCell('\t=1+1')).toBe("'\t=1+1");
    expect(csvCell('\r=1+1')).toBe(`"'\r=1+1"`);
    // Only at the start: elsewhere the characters are text.
    expect(csvCell('Tan Mei-Ling = Tan')).toBe('Tan Mei-Ling = Tan');
    expect(csvCell('mei@example.com')).toBe('mei@example.com');
  });

  it('writes numbers as numbers, booleans as words, and nothing for null', () => {
    expect(csvLine([-3, 350, 0.5, true, false, null, undefined, Number.NaN])).toBe('-3,350,0.5,true,false,,,\r\n');
  });

  it('takes rows from an async source', async () => {
    async function* rows() {
      yield ['one'];
      yield ['two'];
    }
    expect(await csvText(['n'], rows())).toBe(`${csvBom}n\r\none\r\ntwo\r\n`);
  });
});
