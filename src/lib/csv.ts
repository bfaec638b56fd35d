export { toCsv, type CsvCell, type CsvRow } from '../domain/csv';

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
