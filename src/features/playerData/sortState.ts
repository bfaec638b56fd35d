import type { SortColumn } from '../../domain/playerStats';
import type { TableSort } from '../../lib/tableSort';

export type SortState = TableSort<SortColumn>;

export const DEFAULT_SORT: SortState = { column: 'name', direction: 'asc' };
