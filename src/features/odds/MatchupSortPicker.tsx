import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ChoicePicker, type Choice } from '../../components/ChoicePicker';
import { selectMatchupSort, sortChosen, type MatchupSort } from './matchupsSlice';

const CHOICES: ReadonlyArray<Choice<MatchupSort>> = [
  { value: 'kickoff', label: 'Kickoff' },
  { value: 'movement', label: 'Biggest move' },
];

/** The /nfl toolbar's order of the cards: by kickoff (the default) or the biggest line move since opening first. */
export function MatchupSortPicker() {
  const dispatch = useAppDispatch();
  const sort = useAppSelector(selectMatchupSort);
  return (
    <ChoicePicker label="Sort games" value={sort} choices={CHOICES} onChoose={(value) => dispatch(sortChosen(value))} />
  );
}
