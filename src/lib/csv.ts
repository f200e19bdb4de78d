/**
 * CSV files for a spreadsheet or an accountant (product rules, 'Owners', the CSV exports;
 * DECISIONS, 'Money owners can trust'): RFC 4180 text that Excel opens as UTF-8, and a
 * download of it.
 *
 * - A UTF-8 byte order mark first, so Excel reads the file as UTF-8 ('Nyabururu – A5').
 * - Every line ends with CRLF, the last one too.
 * - A field is quoted when it holds a comma, a double quote, a CR or an LF; a double quote
 *   inside is doubled.
 * - A number is written as a whole number: money is whole shillings, and anything else (a
 *   fraction, NaN, Infinity, beyond 2^53) is a bug upstream, refused rather than rounded.
 * - Dates are strings, written as given (ISO: '2025-03-18').
 * - null or undefined is an empty field.
 * - Spreadsheet formula injection (OWASP, 'CSV Injection'): a text field that starts with
 *   = + - @, a tab or a CR is written with a leading apostrophe, so a tenant named
 *   '=HYPERLINK(...)' is text, never a formula. Numbers are numbers and never prefixed:
 *   -500 stays -500.
 *
 * Pure but for downloadCsv, which needs a browser and runs from a click.
 */

export type CsvCell = string | number | null | undefined;

const BOM = '\uFEFF';
const CRLF = '\r\n';

/** The first characters that make a spreadsheet read a text field as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** What makes a field need quotes (RFC 4180, 2.6). */
const NEEDS_QUOTES = /[",\r\n]/;

function numberField(value: number): string {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`A CSV amount must be a whole number; got ${String(value)}.`);
  }
  // -0 is written 0.
  return String(value === 0 ? 0 : value);
}

function textField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One field as written in the file. */
export function csvField(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  return typeof cell === 'number' ? numberField(cell) : textField(cell);
}

const line = (cells: readonly CsvCell[]): string => cells.map(csvField).join(',') + CRLF;

/**
 * The whole file: BOM, the header line, then a line per row. A row with more or fewer cells
 * than the header is refused (a column would shift under the wrong heading).
 */
export function csvText(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  rows.forEach((row, i) => {
    if (row.length !== header.length) {
      throw new RangeError(`CSV row ${i + 1} has ${row.length} cells; the header has ${header.length}.`);
    }
  });
  return BOM + line(header) + rows.map(line).join('');
}

/**
 * Saves `text` as `fileName` through the browser's download (from a click handler): a Blob
 * as text/csv in UTF-8, a link with `download` clicked, and the object URL let go once the
 * download has taken it.
 */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked on the next task, not at once: some browsers read the URL after click() returns.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
