import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ChoicePicker } from '../../components/ChoicePicker';
import { selectBetFilterOptions } from './myBetsSelectors';
import { betFilterChosen, FILTER_NAMES, selectBetFilters, type FilterName } from './myBetsViewSlice';

const LABELS: Record<FilterName, string> = {
  season: 'Season',
  week: 'Week',
  market: 'Market',
  book: 'Book',
  status: 'Status',
};

const Fields = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
`;

/** Season, week, market, book and status: each change is one store action, applied to the bets already here. */
export function BetsFilters() {
  const dispatch = useAppDispatch();
  const filters = useAppSelector(selectBetFilters);
  const options = useAppSelector(selectBetFilterOptions);
  return (
    <Fields role="group" aria-label="Filter bets">
      {FILTER_NAMES.map((name) => (
        <ChoicePicker
          key={name}
          label={LABELS[name]}
          value={filters[name]}
          choices={options[name]}
          onChoose={(value) => dispatch(betFilterChosen({ name, value }))}
        />
      ))}
    </Fields>
  );
}
