import type { SortColumn, SortState } from '../../domain/playerStats';

export const DEFAULT_SORT: SortState = { column: 'name', direction: 'asc' };

/** A header click: the active column flips direction, any other column starts ascending. */
export function nextSort(current: SortState, column: SortColumn): SortState {
  if (current.column === column) return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { column, direction: 'asc' };
}
