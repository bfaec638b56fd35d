import { memo, type Ref } from 'react';
import type { Column } from '../../domain/statColumns';
import { columnWidthRem, SELECT_COLUMN_REM } from './columnWidths';
import { SortArrow, SortButton } from './playerTableStyles';
import type { SortColumn, SortState } from '../../domain/playerStats';

interface PlayerTableHeadProps {
  columns: readonly Column[];
  sort: SortState;
  onSort: (column: SortColumn) => void;
  ref?: Ref<HTMLTableSectionElement>;
}

/** The header row: a sort button per column, `aria-sort` on the sorted one, then the Select column. */
export const PlayerTableHead = memo(function PlayerTableHead({ columns, sort, onSort, ref }: PlayerTableHeadProps) {
  return (
    <thead ref={ref}>
      <tr aria-rowindex={1}>
        {columns.map((column) => {
          const active = sort.column === column.id;
          const ascending = sort.direction === 'asc';
          return (
            <th
              key={column.id}
              scope="col"
              className={column.numeric ? 'num' : undefined}
              style={{ width: `${columnWidthRem(column)}rem` }}
              aria-sort={active ? (ascending ? 'ascending' : 'descending') : undefined}
            >
              <SortButton type="button" onClick={() => onSort(column.id)}>
                {column.header}
                <SortArrow aria-hidden="true">{active ? (ascending ? '▲' : '▼') : ''}</SortArrow>
              </SortButton>
            </th>
          );
        })}
        <th scope="col" style={{ width: `${SELECT_COLUMN_REM}rem` }}>
          Select for Comparison
        </th>
      </tr>
    </thead>
  );
});
