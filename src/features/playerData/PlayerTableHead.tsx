import { memo, type Ref } from 'react';
import type { Column } from '../../domain/statColumns';
import { columnWidthRem, SELECT_COLUMN_REM } from './columnWidths';
import { SortHeaders } from '../../components/SortHeader';
import type { SortColumn } from '../../domain/playerStats';
import type { SortState } from './sortState';

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
        <SortHeaders
          columns={columns}
          sort={sort}
          onSort={onSort}
          fill
          styleOf={(column) => ({ width: `${columnWidthRem(column)}rem` })}
        />
        <th scope="col" style={{ width: `${SELECT_COLUMN_REM}rem` }}>
          Select for Comparison
        </th>
      </tr>
    </thead>
  );
});
