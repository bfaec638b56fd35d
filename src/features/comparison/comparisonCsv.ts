import type { CsvRow } from '../../lib/csv';
import type { ComparisonRow } from '../../domain/statColumns';

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
