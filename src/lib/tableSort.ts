/*
 * The sortable-table kit: a table's sort state and its address here, the order in sortRows.ts, the
 * header cell in components/SortHeader.tsx. Player Data, the game log and any table after use it.
 * Apart from sortRows.ts, as the app shell's slices and addresses need this and not the collator.
 */

export type SortDirection = 'asc' | 'desc';

/** A table's sort: the column it is sorted by, and which way. */
export interface TableSort<Column extends string> {
  column: Column;
  direction: SortDirection;
}

export const isSortDirection = (value: unknown): value is SortDirection => value === 'asc' || value === 'desc';

/** A header click: the active column flips direction, any other column starts ascending. */
export function nextSort<Column extends string>(current: TableSort<Column>, column: Column): TableSort<Column> {
  if (current.column === column) return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { column, direction: 'asc' };
}

/** Writes a table's sort into an address ('sort=pass_yards&dir=desc'), unless it is the table's default. */
export function writeSortParams<Column extends string>(
  params: URLSearchParams,
  sort: TableSort<Column>,
  fallback: TableSort<Column>,
): void {
  if (sort.column === fallback.column && sort.direction === fallback.direction) return;
  params.set('sort', sort.column);
  params.set('dir', sort.direction);
}

/**
 * A table's sort from an address: an unknown column gives the default; a known one without a valid direction,
 * ascending.
 */
export function readSortParams<Column extends string>(
  params: URLSearchParams,
  isColumn: (value: string) => value is Column,
  fallback: TableSort<Column>,
): TableSort<Column> {
  const column = params.get('sort');
  const direction = params.get('dir');
  if (column === null || !isColumn(column)) return fallback;
  return { column, direction: isSortDirection(direction) ? direction : 'asc' };
}
