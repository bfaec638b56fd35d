import type { CsvCell, CsvRow } from '../../lib/csv';
import type { Column } from '../../domain/statColumns';
import type { PlayerStat } from '../../domain/playerStats';

// Whole rows to export, not only the window of them the table renders.
const headersOf = (column: Column) =>
  column.parts.length === 0 ? [column.header] : column.parts.map((part) => part.header);
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
