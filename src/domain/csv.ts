/* The app's CSV format, shared by the client's downloads and the server's exports (pure: no DOM). */

export type CsvCell = string | number | null | undefined;
export type CsvRow = readonly CsvCell[];

// Spreadsheets run a cell that starts with one of these as a formula (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

function field(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  // Numbers are written as numbers, so -3 stays a number; NaN and infinities are no value.
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  const safe = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * RFC 4180 CSV: fields holding a comma, quote, CR or LF are quoted (quotes doubled), lines end in
 * CRLF, null and undefined are empty, and a text that a spreadsheet would run as a formula gets a
 * leading apostrophe.
 */
export function toCsv(rows: readonly CsvRow[]): string {
  return rows.map((row) => row.map(field).join(',')).join('\r\n') + (rows.length > 0 ? '\r\n' : '');
}
