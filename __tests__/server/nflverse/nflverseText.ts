import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseCsv } from '../../../server/sources/nflverse/csv';

const fixtures = path.resolve(__dirname, '../../fixtures/nflverse');

/** A fixture's text (verbatim nflverse rows, see its README). */
export const fixtureText = (name: string): string => readFileSync(path.join(fixtures, name), 'utf8');

/** A fixture as its header and data rows. */
export function fixtureTable(name: string): { header: string[]; rows: string[][] } {
  const [header = [], ...rows] = parseCsv(fixtureText(name));
  return { header, rows };
}

/** One CSV field, quoted when it must be (or always, when asked). */
export const csvField = (value: string, quote = false): string =>
  quote || /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;

export const csvLine = (fields: readonly string[]): string => fields.map((field) => csvField(field)).join(',');

/** A header and rows back into CSV text, LF-ended. */
export const csvText = (header: readonly string[], rows: readonly (readonly string[])[]): string =>
  [header, ...rows].map(csvLine).join('\n') + '\n';

/** The rows with one column's cells changed by name (the fixture's own column order kept). */
export function withCells(
  table: { header: string[]; rows: string[][] },
  column: string,
  change: (cell: string, row: string[]) => string,
): string[][] {
  const index = table.header.indexOf(column);
  if (index < 0) throw new Error(`no column ${column}`);
  return table.rows.map((row) => row.map((cell, i) => (i === index ? change(cell, row) : cell)));
}
