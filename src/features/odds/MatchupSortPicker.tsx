import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ChoicePicker, type Choice } from '../../components/ChoicePicker';
import { selectMatchupSort, selectMatchupView, sortChosen, type MatchupSort } from './matchupsSlice';

const CHOICES: ReadonlyArray<Choice<MatchupSort>> = [
  { value: 'kickoff', label: 'Kickoff' },
  { value: 'movement', label: 'Biggest move' },
];

/**
 * The /nfl toolbar's order of the cards: by kickoff (the default) or the biggest line move since opening first; the
 * best bets have their own order, so there it is shown disabled.
 */
export function MatchupSortPicker() {
  const dispatch = useAppDispatch();
  const sort = useAppSelector(selectMatchupSort);
  const bets = useAppSelector(selectMatchupView) === 'bets';
  return (
    <ChoicePicker
      label="Sort games"
      value={sort}
      choices={CHOICES}
      disabled={bets}
      onChoose={(value) => dispatch(sortChosen(value))}
    />
  );
}
