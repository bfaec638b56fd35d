import type { CSSProperties, ReactNode } from 'react';
import styled from 'styled-components';
import type { TableSort } from '../lib/tableSort';

const SortButton = styled.button<{ $fill: boolean }>`
  display: ${({ $fill }) => ($fill ? 'flex' : 'inline-flex')};
  ${({ $fill }) => ($fill ? 'width: 100%;' : '')}
  align-items: flex-end;
  /*
   * Inline, it sits on the cell's bottom, not on its baseline: a row-reverse flex box takes its baseline from its
   * first item, the empty arrow, so a number column's heading would ride higher than the others by the text's descent.
   */
  vertical-align: bottom;
  gap: ${({ theme }) => theme.space(1)};
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font-weight: 700;
  text-align: inherit;
  cursor: pointer;

  /* The arrow goes before a right-aligned heading so that the heading lines up with its numbers. */
  th.num > & {
    flex-direction: row-reverse;
    justify-content: flex-start;
  }
`;

/** Holds the sort arrow's place on every header, so sorting never shifts the headings. */
const SortArrow = styled.span<{ $fill: boolean }>`
  flex: ${({ $fill }) => ($fill ? 'none' : '0 1 auto')};
  width: 0.75em;
  font-size: 0.75em;
`;

interface SortHeaderProps<Column extends string> {
  column: Column;
  sort: TableSort<Column>;
  onSort: (column: Column) => void;
  /** A number column: the cell gets the class `num` (right-aligned), the arrow goes before the heading. */
  numeric: boolean;
  /** The button fills the cell (a fixed-layout table), rather than taking its heading's width. */
  fill?: boolean;
  style?: CSSProperties;
  /** The heading. */
  children: ReactNode;
}

/**
 * A sortable column's header cell: a button that sorts by the column, an arrow (▲ ascending,
 * ▼ descending, hidden from screen readers) and `aria-sort` on the sorted column.
 */
export function SortHeader<Column extends string>({
  column,
  sort,
  onSort,
  numeric,
  fill = false,
  style,
  children,
}: SortHeaderProps<Column>) {
  const active = sort.column === column;
  const ascending = sort.direction === 'asc';
  return (
    <th
      scope="col"
      className={numeric ? 'num' : undefined}
      style={style}
      aria-sort={active ? (ascending ? 'ascending' : 'descending') : undefined}
    >
      <SortButton type="button" $fill={fill} onClick={() => onSort(column)}>
        {children}
        <SortArrow $fill={fill} aria-hidden="true">
          {active ? (ascending ? '▲' : '▼') : ''}
        </SortArrow>
      </SortButton>
    </th>
  );
}

/** A sortable column as the header row needs it: what it sorts by, its heading, whether it holds numbers. */
export interface SortableColumn<Column extends string> {
  id: Column;
  header: ReactNode;
  numeric: boolean;
}

interface SortHeadersProps<Spec extends SortableColumn<string>> {
  columns: readonly Spec[];
  sort: TableSort<Spec['id']>;
  onSort: (column: Spec['id']) => void;
  fill?: boolean;
  /** A column's own style (its width, say). */
  styleOf?: (column: Spec) => CSSProperties;
}

/** A SortHeader per column, in order: the sortable cells of a header row (which may hold other cells after them). */
export function SortHeaders<Spec extends SortableColumn<string>>({
  columns,
  sort,
  onSort,
  fill,
  styleOf,
}: SortHeadersProps<Spec>) {
  return columns.map((column) => (
    <SortHeader
      key={column.id}
      column={column.id}
      sort={sort}
      onSort={onSort}
      numeric={column.numeric}
      fill={fill}
      style={styleOf?.(column)}
    >
      {column.header}
    </SortHeader>
  ));
}
