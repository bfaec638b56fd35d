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

const slug = (part: string) =>
  part
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A download's file name from its parts, slugged and joined by '-': ['Players', '2025'] → 'players-2025.csv'. */
export const csvFilename = (parts: readonly string[]): string => `${parts.map(slug).filter(Boolean).join('-')}.csv`;

/**
 * Saves `csv` as a file: a UTF-8 Blob with a byte-order mark (so Excel reads accented names), an
 * object URL and a temporary `<a download>` click. Call it from an event handler.
 */
export function downloadCsv(filename: string, csv: string): void {
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the browser has taken the URL by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
