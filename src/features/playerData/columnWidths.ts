import type { Column } from '../../domain/statColumns';
import type { SortColumn } from '../../domain/playerStats';

// Fixed widths: the row window renders only some rows, so content-sized columns would jump on scroll.
const WIDTH_REM: Partial<Record<SortColumn, number>> = {
  name: 12,
  team_name: 14,
  position: 6.5,
  pass_completions: 8.5,
  rec_receptions: 8.5,
};
const DEFAULT_REM = 7.5;
/** The Select toggle, then the Game log link. */
export const SELECT_COLUMN_REM = 14;

export const columnWidthRem = (column: Pick<Column, 'id'>): number => WIDTH_REM[column.id] ?? DEFAULT_REM;

/** The table's least width: every column at its width, the Select column included. */
export const tableWidthRem = (columns: readonly Pick<Column, 'id'>[]): number =>
  columns.reduce((sum, column) => sum + columnWidthRem(column), SELECT_COLUMN_REM);
