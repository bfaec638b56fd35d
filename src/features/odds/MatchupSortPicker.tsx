import { useId } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { InlineField, InlineLabel } from '../../components/InlineField';
import { Select } from '../../components/Select';
import { isMatchupSort, selectMatchupSort, sortChosen, type MatchupSort } from './matchupsSlice';

const OPTIONS: ReadonlyArray<{ value: MatchupSort; label: string }> = [
  { value: 'kickoff', label: 'Kickoff' },
  { value: 'movement', label: 'Biggest move' },
];

/** The /nfl toolbar's order of the cards: by kickoff (the default) or the biggest line move since opening first. */
export function MatchupSortPicker() {
  const id = useId();
  const dispatch = useAppDispatch();
  const sort = useAppSelector(selectMatchupSort);
  return (
    <InlineField>
      <InlineLabel htmlFor={id}>Sort games</InlineLabel>
      <Select
        id={id}
        value={sort}
        onChange={(event) => {
          if (isMatchupSort(event.target.value)) dispatch(sortChosen(event.target.value));
        }}
      >
        {OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </InlineField>
  );
}
