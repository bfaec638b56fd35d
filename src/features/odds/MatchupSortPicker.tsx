import { useId } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { InlineField, InlineLabel } from '../../components/InlineField';
import { Select } from '../../components/Select';
import { useValueTypedEarly } from '../../lib/useValueTypedEarly';
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
  const choose = (value: string) => {
    if (isMatchupSort(value)) dispatch(sortChosen(value));
  };
  const ref = useValueTypedEarly<HTMLSelectElement>(sort, choose);
  return (
    <InlineField>
      <InlineLabel htmlFor={id}>Sort games</InlineLabel>
      <Select ref={ref} id={id} value={sort} onChange={(event) => choose(event.target.value)}>
        {OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </InlineField>
  );
}
