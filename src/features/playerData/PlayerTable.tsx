import { useCallback, useLayoutEffect, useRef, type MouseEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useElementSize } from '../../lib/useElementSize';
import { selectSelectedKeys } from '../comparison/comparisonSelectors';
import { comparisonKey, playerToggled } from '../comparison/comparisonSlice';
import { tableWidthRem } from './columnWidths';
import { selectVisibleColumns, selectVisiblePlayers } from './playerDataSelectors';
import { selectPlayerSort, sortClicked } from './playerDataSlice';
import { PlayerRow } from './PlayerRow';
import { PlayerTableHead } from './PlayerTableHead';
import { ROW_HEIGHT, Scroller, Table } from './playerTableStyles';
import type { PlayerStat, SortColumn } from '../../domain/playerStats';
import { useRowWindow } from './useRowWindow';

/** Where the table was scrolled when a row's game log was opened, kept in that history entry. */
const SCROLL_STATE_KEY = 'gridlinePlayerTableScroll';

interface SavedScroll {
  table: number;
  page: number;
}

const savedScroll = (): SavedScroll | undefined => {
  const saved: unknown = (window.history.state as Record<string, unknown> | null)?.[SCROLL_STATE_KEY];
  return saved && typeof saved === 'object' && 'table' in saved && 'page' in saved ? (saved as SavedScroll) : undefined;
};

function Spacer({ height, span }: { height: number; span: number }) {
  return (
    <tr className="spacer" aria-hidden="true">
      <td colSpan={span} style={{ height }} />
    </tr>
  );
}

/**
 * The filtered, sorted players as a real table. Only the rows in view (and a few either side) are
 * in the DOM; spacer rows keep the scroll height, and aria-rowcount / aria-rowindex tell screen
 * readers where they are among all of them.
 */
export function PlayerTable() {
  const rows = useAppSelector(selectVisiblePlayers);
  const columns = useAppSelector(selectVisibleColumns);
  const sort = useAppSelector(selectPlayerSort);
  const selectedKeys = useAppSelector(selectSelectedKeys);
  const dispatch = useAppDispatch();
  const onSort = useCallback((column: SortColumn) => dispatch(sortClicked(column)), [dispatch]);
  const onToggle = useCallback((row: PlayerStat) => dispatch(playerToggled(row)), [dispatch]);

  const scrollRef = useRef<HTMLDivElement>(null);
  const headRef = useRef<HTMLTableSectionElement>(null);
  const headHeight = useElementSize(headRef, 'height', 0);
  const { indexes, before, after } = useRowWindow(rows.length, scrollRef, ROW_HEIGHT, headHeight);
  // A new result (search, group, sort or season) starts at its first row; sideways scroll stays.
  useLayoutEffect(() => {
    const scroller = scrollRef.current;
    if (scroller && scroller.scrollTop > 0) scroller.scrollTop = 0;
  }, [rows]);
  // Back from a game log returns to the rows it was opened from: the scroll positions go with the
  // table's history entry as its link is followed, and are put back when the table is shown again.
  const rememberScroll = useCallback((event: MouseEvent<HTMLDivElement>) => {
    const scroller = scrollRef.current;
    if (!scroller || !(event.target instanceof Element) || !event.target.closest('a[href^="/player-data/"]')) return;
    const state = (window.history.state as Record<string, unknown> | null) ?? {};
    window.history.replaceState(
      { ...state, [SCROLL_STATE_KEY]: { table: scroller.scrollTop, page: window.scrollY } },
      '',
    );
  }, []);
  useLayoutEffect(() => {
    const saved = savedScroll();
    if (!saved || !scrollRef.current) return;
    scrollRef.current.scrollTop = saved.table;
    window.scrollTo(0, saved.page);
  }, []);
  const span = columns.length + 1;

  return (
    <Scroller
      ref={scrollRef}
      role="region"
      aria-label="Player statistics, scrollable"
      tabIndex={0}
      onClickCapture={rememberScroll}
    >
      <Table
        aria-label="Player statistics"
        aria-rowcount={rows.length + 1}
        style={{ minWidth: `${tableWidthRem(columns)}rem` }}
      >
        <PlayerTableHead ref={headRef} columns={columns} sort={sort} onSort={onSort} />
        <tbody>
          {before > 0 && <Spacer height={before} span={span} />}
          {indexes.map((index) => {
            const row = rows[index];
            if (!row) return null;
            return (
              <PlayerRow
                key={index}
                row={row}
                columns={columns}
                rowIndex={index + 2}
                selected={selectedKeys.has(comparisonKey(row))}
                onToggle={onToggle}
              />
            );
          })}
          {after > 0 && <Spacer height={after} span={span} />}
        </tbody>
      </Table>
    </Scroller>
  );
}
