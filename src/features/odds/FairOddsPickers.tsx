import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ChoicePicker, type Choice } from '../../components/ChoicePicker';
import { DEVIG_METHODS, type DevigMethod } from '../../domain/bettorMath/devigMethods';
import {
  devigMethodChosen,
  matchupViewChosen,
  selectDevigMethod,
  selectMatchupView,
  type MatchupView,
} from './matchupsSlice';

const METHOD_LABELS: Record<DevigMethod, string> = {
  multiplicative: 'Multiplicative',
  additive: 'Additive',
  power: 'Power',
  shin: 'Shin',
};
const METHOD_CHOICES: ReadonlyArray<Choice<DevigMethod>> = DEVIG_METHODS.map((value) => ({
  value,
  label: METHOD_LABELS[value],
}));

const VIEW_CHOICES: ReadonlyArray<Choice<MatchupView>> = [
  { value: 'cards', label: 'Game cards' },
  { value: 'bets', label: 'Best bets' },
];

/** How the other books' lines are made fair (no-vig) for the EV marks and the best bets (docs/research.md). */
export function DevigMethodPicker() {
  const dispatch = useAppDispatch();
  const method = useAppSelector(selectDevigMethod);
  return (
    <ChoicePicker
      label="Fair odds"
      value={method}
      choices={METHOD_CHOICES}
      onChoose={(value) => dispatch(devigMethodChosen(value))}
    />
  );
}

/** The week as game cards (the default) or as its best bets, the outcomes by EV. */
export function MatchupViewPicker() {
  const dispatch = useAppDispatch();
  const view = useAppSelector(selectMatchupView);
  return (
    <ChoicePicker
      label="View"
      value={view}
      choices={VIEW_CHOICES}
      onChoose={(value) => dispatch(matchupViewChosen(value))}
    />
  );
}
