import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { EmptyText } from '../../components/EmptyText';
import { ErrorText } from '../../components/ErrorText';
import { Loading } from '../../components/Loading';
import { PageHeader } from '../../components/PageHeader';
import { SearchField } from '../../components/SearchField';
import { HitRatesNote } from './HitRatesNote';
import { PropsSortControl } from './PropsSortControl';
import { PropsTable } from './PropsTable';
import { PropsWeekPicker } from './PropsWeekPicker';
import { PROPS_FALLBACK_ERROR, useGetPlayerPropsQuery } from './propsApi';
import { selectHitRatesStatus, selectResearchedPropRows } from './propResearchSelectors';
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

const ORDER_CAPTIONS = { lastTenHighFirst: 'by last-10 hit rate, high to low', lastTenLowFirst: 'by last-10 hit rate, low to high' } as const;

function PropsContent() {
  const { isLoading, isError, error } = useGetPlayerPropsQuery();
  const rows = useAppSelector(selectResearchedPropRows);
  const total = useAppSelector(selectPropsCount);
  const search = useAppSelector(selectPropsSearch);
  const sort = useAppSelector(selectPropsSort);
  const hitRates = useAppSelector(selectHitRatesStatus);

  if (isLoading) return <Loading />;
  if (isError) return <ErrorText>Error: {error?.message ?? PROPS_FALLBACK_ERROR}</ErrorText>;
  if (total === 0) return <EmptyText>No player props data available.</EmptyText>;
  if (rows.length === 0) return <EmptyText role="status">No players match “{search.trim()}”.</EmptyText>;
  const order = hitRates === 'ready' && sort !== 'listed' ? ORDER_CAPTIONS[sort] : undefined;
  return (
    <>
      {hitRates === 'ready' && <HitRatesNote />}
      <PropsTable rows={rows} total={total} {...(order ? { order } : {})} />
    </>
  );
}

export default function PlayerPropsScreen() {
  const dispatch = useAppDispatch();
  const search = useAppSelector(selectPropsSearch);
  const hitRates = useAppSelector(selectHitRatesStatus);

  return (
    <>
      <PageHeader title="Player Props" subtitle="Prop lines and prices per player, with this week's opponent." />
      <Toolbar>
        <SearchBox>
          <SearchField label="Search player name" value={search} onChange={(text) => dispatch(propsSearchChanged(text))} />
        </SearchBox>
        {hitRates === 'ready' && <PropsSortControl />}
        <PropsWeekPicker />
      </Toolbar>
      <PropsContent />
    </>
  );
}
