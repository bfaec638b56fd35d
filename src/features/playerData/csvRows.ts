import type { CsvCell, CsvRow } from '../../lib/csv';
import type { Column, ComparisonRow } from './columns';
import type { PlayerStat } from './types';

// Whole rows to export, not only the window of them the table renders.
const headersOf = (column: Column) => (column.parts.length === 0 ? [column.header] : column.parts.map((part) => part.header));
const valuesOf = (column: Column, row: PlayerStat): CsvCell[] =>
  column.parts.length === 0 ? [column.cell(row)] : column.parts.map((part) => part.value(row));

/**
 * The Player Data export: a header line of the shown columns, then one line per shown row, in
 * order. Text as the table writes it; numbers raw (empty when missing), an 'a / b' column as its
 * two numbers so that a spreadsheet reads them as numbers.
 */
export function playerCsvRows(rows: readonly PlayerStat[], columns: readonly Column[]): CsvRow[] {
  return [columns.flatMap(headersOf), ...rows.map((row) => columns.flatMap((column) => valuesOf(column, row)))];
}

/**
 * The comparison export: 'Stat' and the players' headings, then the dialog's rows in its order,
 * an 'a / b' row as two rows of raw numbers. As in the dialog, 'N/A' where a stat is missing and
 * empty where it does not apply to the player's position.
 */
export function comparisonCsvRows(headings: readonly string[], rows: readonly ComparisonRow[]): CsvRow[] {
  const lines = rows.flatMap((row): CsvRow[] =>
    row.stats.length === 0
      ? [[row.header, ...row.cells]]
      : row.stats.map((stat) => [
          stat.header,
          ...stat.values.map((value, index) => (row.cells[index] === '' ? '' : (value ?? 'N/A'))),
        ]),
  );
  return [['Stat', ...headings], ...lines];
}
