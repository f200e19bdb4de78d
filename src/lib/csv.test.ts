import * as Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvText } from './csv';

/*
 * The file opened as a spreadsheet opens it: the text read back by a CSV parser that keeps
 * to RFC 4180 (papaparse), each cell compared with what it must read. The expected cells are
 * written out by hand.
 */

const BOM = '\uFEFF';

/** The cells of a file, as a spreadsheet reads them (after the byte order mark). */
function cellsOf(text: string): string[][] {
  expect(text.startsWith(BOM)).toBe(true);
  const parsed = Papa.parse<string[]>(text.slice(BOM.length), { delimiter: ',', skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  expect(parsed.meta.linebreak).toBe('\r\n');
  return parsed.data;
}

describe('csvText', () => {
  it('writes the BOM first, CRLF after every line (the last too), numbers as numbers', () => {
    expect(
      csvText(
        ['Unit', 'Amount (KES)'],
        [
          ['A1', 15000],
          ['A2', null],
        ],
      ),
    ).toBe('\uFEFFUnit,Amount (KES)\r\nA1,15000\r\nA2,\r\n');
    expect(csvText(['Unit'], [])).toBe('\uFEFFUnit\r\n');
  });

  it('reads back as written: commas, line breaks and double quotes inside a cell', () => {
    const text = csvText(
      ['Property', 'Note', 'Tenant'],
      [
        ['Ouru Heights, Kisii', 'Leak under the sink\nsince Monday', 'Brian "Bro" N.'],
        ['Kilimani Court', 'Meter read\r\nagain', 'Grace M.'],
      ],
    );
    expect(cellsOf(text)).toEqual([
      ['Property', 'Note', 'Tenant'],
      ['Ouru Heights, Kisii', 'Leak under the sink\nsince Monday', 'Brian "Bro" N.'],
      ['Kilimani Court', 'Meter read\r\nagain', 'Grace M.'],
    ]);
    // Quoted as RFC 4180 says: the quote doubled inside.
    expect(text).toContain('"Brian ""Bro"" N."');
  });

  it('writes text that a spreadsheet would run as a formula with a leading apostrophe; numbers never', () => {
    const text = csvText(
      ['Tenant', 'Phone', 'Note', 'Amount (KES)'],
      [
        ['=HYPERLINK("http://x","y")', '+254712345678', '-5', -500],
        ['@x', '\tindented', '\rreturn', 0],
        ['Faith K.', '0712 345 678', 'a = b', 19950],
      ],
    );
    expect(cellsOf(text)).toEqual([
      ['Tenant', 'Phone', 'Note', 'Amount (KES)'],
      [`'=HYPERLINK("http://x","y")`, "'+254712345678", "'-5", '-500'],
      ["'@x", "'\tindented", "'\rreturn", '0'],
      ['Faith K.', '0712 345 678', 'a = b', '19950'],
    ]);
    expect(text).toContain(`"'=HYPERLINK(""http://x"",""y"")",'+254712345678,'-5,-500\r\n`);
  });

  it('writes nothing for null and undefined, and ISO dates as given', () => {
    expect(cellsOf(csvText(['Date', 'Unit', 'Property'], [['2025-03-18', null, undefined]]))).toEqual([
      ['Date', 'Unit', 'Property'],
      ['2025-03-18', '', ''],
    ]);
  });

  it('refuses an amount that is not a whole number rather than round it', () => {
    expect(() => csvText(['Amount (KES)'], [[1500.5]])).toThrow(RangeError);
    expect(() => csvText(['Amount (KES)'], [[Number.NaN]])).toThrow(RangeError);
    expect(() => csvText(['Amount (KES)'], [[Number.POSITIVE_INFINITY]])).toThrow(RangeError);
    expect(csvText(['Amount (KES)'], [[-0]])).toBe('\uFEFFAmount (KES)\r\n0\r\n');
  });

  it('refuses a row whose cells do not match the header', () => {
    expect(() => csvText(['Unit', 'Tenant'], [['A1']])).toThrow(RangeError);
  });
});
