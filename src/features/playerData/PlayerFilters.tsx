import { useId } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { SearchField } from '../../components/SearchField';
import { selectSeasonId, selectSeasons } from './playerDataSelectors';
import {
  groupChosen,
  searchChanged,
  seasonChosen,
  selectChosenSeasonId,
  selectPlayerSearch,
  selectPositionGroup,
} from './playerDataSlice';
import { POSITION_GROUP_OPTIONS } from '../../domain/positions';
import { Select } from '../../components/Select';
import { useValueTypedEarly } from '../../lib/useValueTypedEarly';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  font-size: 0.875rem;
  font-weight: 600;
`;

const Search = styled.div`
  flex: 1 1 240px;
  max-width: 360px;
`;

/** Season, name search and position group: each change is one store action. */
export function PlayerFilters() {
  const seasons = useAppSelector(selectSeasons);
  const seasonId = useAppSelector((state) => selectSeasonId(state, selectChosenSeasonId(state)));
  const search = useAppSelector(selectPlayerSearch);
  const group = useAppSelector(selectPositionGroup);
  const dispatch = useAppDispatch();
  const seasonSelectId = useId();
  const groupSelectId = useId();
  const chooseGroup = (value: string) => {
    const option = POSITION_GROUP_OPTIONS.find((choice) => choice.value === value);
    if (option) dispatch(groupChosen(option.value));
  };
  const groupRef = useValueTypedEarly<HTMLSelectElement>(group, chooseGroup);

  return (
    <Toolbar>
      <Field>
        <label htmlFor={seasonSelectId}>Season</label>
        <Select
          id={seasonSelectId}
          value={seasonId ?? ''}
          disabled={seasons.length === 0}
          onChange={(event) => dispatch(seasonChosen(event.target.value))}
        >
          {seasons.map((season) => (
            <option key={season.id} value={season.id}>
              {season.label}
            </option>
          ))}
        </Select>
      </Field>
      <Search>
        <SearchField
          label="Search players by name"
          value={search}
          onChange={(value) => dispatch(searchChanged(value))}
        />
      </Search>
      <Field>
        <label htmlFor={groupSelectId}>Position group</label>
        <Select ref={groupRef} id={groupSelectId} value={group} onChange={(event) => chooseGroup(event.target.value)}>
          {POSITION_GROUP_OPTIONS.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </Field>
    </Toolbar>
  );
}
