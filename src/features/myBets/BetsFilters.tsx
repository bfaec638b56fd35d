import { useId } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Select } from '../../components/Select';
import { selectBetFilterOptions } from './myBetsSelectors';
import { betFilterChosen, FILTER_NAMES, selectBetFilters, type FilterName } from './myBetsViewSlice';

const LABELS: Record<FilterName, string> = {
  season: 'Season',
  week: 'Week',
  market: 'Market',
  book: 'Book',
  status: 'Status',
};

/** Five across on a desktop, two or three a row on a phone: each label over its drop-down. */
const Fields = styled.div`
  display: grid;
  flex: 1 1 min(100%, 36rem);
  min-width: 0;
  grid-template-columns: repeat(auto-fill, minmax(8.5rem, 1fr));
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  max-width: 52rem;
`;

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  font-size: 0.875rem;
  font-weight: 600;

  select {
    width: 100%;
  }
`;

function FilterField({ name }: { name: FilterName }) {
  const dispatch = useAppDispatch();
  const value = useAppSelector(selectBetFilters)[name];
  const choices = useAppSelector(selectBetFilterOptions)[name];
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>{LABELS[name]}</label>
      <Select
        id={id}
        value={value}
        onChange={(event) => dispatch(betFilterChosen({ name, value: event.target.value }))}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** Season, week, market, book and status: each change is one store action, applied to the bets already here. */
export function BetsFilters() {
  return (
    <Fields role="group" aria-label="Filter bets">
      {FILTER_NAMES.map((name) => (
        <FilterField key={name} name={name} />
      ))}
    </Fields>
  );
}
