import { useMemo } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectUnservedText } from '../sources/sourcesSelectors';
import { EmptyText } from '../../components/EmptyText';
import { ErrorText } from '../../components/ErrorText';
import { Loading } from '../../components/Loading';
import { PageHeader } from '../../components/PageHeader';
import { SearchField } from '../../components/SearchField';
import { RESEARCH_WAIT_MS } from '../../config/constants';
import { useDeferredSteps } from '../../lib/useRenderInSteps';
import { useWaited } from '../../lib/useWaited';
import { HitRatesNote } from './HitRatesNote';
import { PropsSortControl } from './PropsSortControl';
import { FIRST_ROWS, PropsTable } from './PropsTable';
import { PropsWeekPicker } from './PropsWeekPicker';
import { PROPS_FALLBACK_ERROR, useGetPlayerPropsQuery } from './propsApi';
import { selectHitRatesPending, selectHitRatesStatus, selectResearchedPropRows } from './propResearchSelectors';
import { selectPropsCount } from './propsSelectors';
import { propsSearchChanged, selectPropsSearch, selectPropsSort } from './propsSlice';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(6)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const SearchBox = styled.div`
  flex: 1 1 240px;
  max-width: 360px;
`;

// The order, said where it is shown: by the rate's 95% range, so a small sample follows a full one.
const ORDER_CAPTIONS = {
  lastTenHighFirst: 'by last-10 hit rate, small samples after full ones (the low end of its 95% range), high to low',
  lastTenLowFirst: 'by last-10 hit rate, small samples after full ones (the high end of its 95% range), low to high',
} as const;

interface TableState {
  order: string | undefined;
  search: string;
  held: boolean;
  note: boolean;
}

/** Only the order changed (the sort picked): its first rows are drawn at once, as Player Data's sort is. */
const reordered = (latest: TableState, shown: TableState) =>
  latest.order !== shown.order &&
  latest.search === shown.search &&
  latest.held === shown.held &&
  latest.note === shown.note;

function PropsContent() {
  const { isLoading, isError, error } = useGetPlayerPropsQuery();
  const latestRows = useAppSelector(selectResearchedPropRows);
  const total = useAppSelector(selectPropsCount);
  const search = useAppSelector(selectPropsSearch);
  const sort = useAppSelector(selectPropsSort);
  const hitRates = useAppSelector(selectHitRatesStatus);
  const order = hitRates === 'ready' && sort !== 'listed' ? ORDER_CAPTIONS[sort] : undefined;
  // The hit rates add a line under each row and a note above them: the table waits for them, a little.
  const waitedForResearch = useWaited(RESEARCH_WAIT_MS, 'props');
  // No live source of props (the real seasons without an odds key): said, not "no data" (CONTRACT §10).
  const unserved = useAppSelector((state) => selectUnservedText(state, 'props'));
  const held = useAppSelector(selectHitRatesPending) && !waitedForResearch;
  // The table follows in the background (React draws it in slices, the browser painting and taking
  // input between them: a keystroke, the hit rates arriving), the rows shown before staying until then.
  // A new order or search draws its first rows first, the rest just after; a new order's first rows
  // come in the render the sort brings. The note and the hold go with the rows, so the hit rates'
  // lines and their note appear with the table, not after it.
  const latest = useMemo(
    () => ({
      rows: latestRows,
      order,
      search,
      list: `${order ?? 'listed'}\u0000${search}`,
      held,
      note: hitRates === 'ready',
    }),
    [latestRows, order, search, held, hitRates],
  );
  // Held, the table is not drawn: its steps start when it is, not while it waits.
  const {
    value: table,
    shown,
    busy,
  } = useDeferredSteps(
    latest,
    (value) => (value.held ? 0 : value.rows.length),
    FIRST_ROWS,
    (value) => value.list,
    reordered,
  );

  if (isLoading) return <Loading />;
  if (isError) return <ErrorText>Error: {error?.message ?? PROPS_FALLBACK_ERROR}</ErrorText>;
  if (total === 0) return <EmptyText>{unserved ?? 'No player props data available.'}</EmptyText>;
  if (latestRows.length === 0) return <EmptyText role="status">No players match “{search.trim()}”.</EmptyText>;
  // Held for the hit rates, or a search cleared (its rows on their way).
  if (table.held || table.rows.length === 0) return <Loading />;
  return (
    <>
      {table.note && <HitRatesNote />}
      <PropsTable
        rows={table.rows}
        shown={shown}
        busy={busy}
        total={total}
        {...(table.order ? { order: table.order } : {})}
      />
    </>
  );
}

export default function PlayerPropsScreen() {
  const dispatch = useAppDispatch();
  const search = useAppSelector(selectPropsSearch);
  const hitRates = useAppSelector(selectHitRatesStatus);
  // Until the props say otherwise (no player ids), hit rates are expected: the sort control's place is kept.
  const propsLoading = useGetPlayerPropsQuery().isLoading;
  const researchExpected = useAppSelector(selectHitRatesPending) || (propsLoading && hitRates === 'idle');

  return (
    <>
      <PageHeader title="Player Props" subtitle="Prop lines and prices per player, with this week's opponent." />
      <Toolbar>
        <SearchBox>
          <SearchField
            label="Search player name"
            value={search}
            onChange={(text) => dispatch(propsSearchChanged(text))}
          />
        </SearchBox>
        {(hitRates === 'ready' || researchExpected) && <PropsSortControl pending={hitRates !== 'ready'} />}
        <PropsWeekPicker />
      </Toolbar>
      <PropsContent />
    </>
  );
}
