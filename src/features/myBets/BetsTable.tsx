import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useRenderInSteps } from '../../lib/useRenderInSteps';
import { Button } from '../../components/Button';
import { SortHeader, SortHeaders, type SortableColumn } from '../../components/SortHeader';
import type { BetRow } from './betRows';
import { COLUMN_WIDTHS, Scroller, Table } from './betsTableStyles';
import { SavedBetRow, UnsavedBetRow } from './BetTableRow';
import { DeleteBetDialog } from './DeleteBetDialog';
import { EditBetDialog } from './EditBetDialog';
import { useDeleteBetMutation, useUpdateBetMutation } from './meApi';
import { selectSortedRows, selectUnsavedRows } from './myBetsSelectors';
import { betSortClicked, selectBetFilters, selectBetSort, type BetColumn } from './myBetsViewSlice';

/** Rows drawn at first, and added by each "Show more": a long history stays quick to sort and filter. */
export const PAGE_ROWS = 50;
/** Rows drawn at once (about a screen's worth); the page's others follow in steps (useRenderInSteps). */
const FIRST_ROWS = 8;

const COLUMNS: readonly SortableColumn<BetColumn>[] = [
  { id: 'placed', header: 'Placed', numeric: false },
  { id: 'game', header: 'Game', numeric: false },
  { id: 'bet', header: 'Bet', numeric: false },
  { id: 'book', header: 'Book', numeric: false },
  { id: 'price', header: 'Price', numeric: true },
  { id: 'stake', header: 'Stake', numeric: true },
  { id: 'status', header: 'Status', numeric: false },
  { id: 'profit', header: 'Profit', numeric: true },
];

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

const More = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

type Dialog = { kind: 'edit' | 'delete'; row: BetRow } | null;

/**
 * The bets as a table: those not saved yet first, then the stored ones in the chosen sort; a stored bet's Edit and
 * Delete change the list at once (meApi undoes them, with a notice, when the server says no).
 */
export function BetsTable() {
  const dispatch = useAppDispatch();
  const unsaved = useAppSelector(selectUnsavedRows);
  const rows = useAppSelector(selectSortedRows);
  const sort = useAppSelector(selectBetSort);
  const filters = useAppSelector(selectBetFilters);
  // The list the steps start again for: another sort or filter, not new data under the same view (a week's odds naming
  // the games, an edit), which keeps every row drawn.
  const view = useMemo(() => JSON.stringify([sort, filters]), [sort, filters]);
  const [updateBet] = useUpdateBetMutation();
  const [deleteBet] = useDeleteBetMutation();
  const [shown, setShown] = useState(PAGE_ROWS);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [deleted, setDeleted] = useState(0);
  const scroller = useRef<HTMLDivElement>(null);

  const onSort = useCallback((column: BetColumn) => dispatch(betSortClicked(column)), [dispatch]);
  const onEdit = useCallback((row: BetRow) => setDialog({ kind: 'edit', row }), []);
  const onDelete = useCallback((row: BetRow) => setDialog({ kind: 'delete', row }), []);
  // The deleted bet's row, and its Delete button, are gone: the focus goes to the table rather than the page's top.
  useEffect(() => {
    if (deleted > 0) scroller.current?.focus();
  }, [deleted]);

  const page = rows.length > shown ? rows.slice(0, shown) : rows;
  // The first rows in the frame of the click or choice that made them, the rest of the page just after (in steps,
  // in the background): a sort or filter of a long history is on screen within 100 ms at 4x CPU slowdown.
  const drawn = useRenderInSteps(page.length, FIRST_ROWS, view);
  const visible = drawn < page.length ? page.slice(0, drawn) : page;
  const count = unsaved.length + rows.length;
  return (
    <>
      <Note>
        Stakes and profits are in units. CLV, the closing-line value, is what the closing line says the price taken was
        worth.
      </Note>
      <Scroller ref={scroller} role="region" aria-label="Your bets, scrollable" tabIndex={0}>
        <Table aria-label="Your bets">
          <colgroup>
            {Object.entries(COLUMN_WIDTHS).map(([column, width]) => (
              <col key={column} style={{ width: `${width}rem` }} />
            ))}
          </colgroup>
          <thead>
            <tr>
              <SortHeaders columns={COLUMNS} sort={sort} onSort={onSort} fill />
              <th scope="col">Close</th>
              <SortHeader column="clv" sort={sort} onSort={onSort} numeric fill>
                CLV
              </SortHeader>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {unsaved.map((row) => row.unsaved && <UnsavedBetRow key={row.id} row={row} unsaved={row.unsaved} />)}
            {visible.map((row) => (
              <SavedBetRow key={row.id} row={row} onEdit={onEdit} onDelete={onDelete} />
            ))}
          </tbody>
        </Table>
      </Scroller>
      <More>
        <span>
          {page.length + unsaved.length === count
            ? `${count} ${count === 1 ? 'bet' : 'bets'}`
            : `Showing ${page.length + unsaved.length} of ${count} bets`}
        </span>
        {rows.length > shown && (
          <Button type="button" $variant="secondary" onClick={() => setShown((before) => before + PAGE_ROWS)}>
            Show {Math.min(PAGE_ROWS, rows.length - shown)} more
          </Button>
        )}
      </More>
      {dialog?.kind === 'edit' && (
        <EditBetDialog
          row={dialog.row}
          onClose={() => setDialog(null)}
          onSave={(changes) => void updateBet({ id: dialog.row.id, version: dialog.row.bet.version, changes })}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteBetDialog
          row={dialog.row}
          onClose={() => setDialog(null)}
          onConfirm={() => {
            void deleteBet(dialog.row.id);
            setDialog(null);
            setDeleted((times) => times + 1);
          }}
        />
      )}
    </>
  );
}
