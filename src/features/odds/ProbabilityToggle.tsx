import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { CheckboxLabel } from '../../components/CheckboxLabel';
import { probabilitiesToggled, selectProbabilitiesShown } from './matchupsSlice';

/** The /nfl toolbar's switch for each price's implied and no-vig fair probability (off by default). */
export function ProbabilityToggle() {
  const dispatch = useAppDispatch();
  const shown = useAppSelector(selectProbabilitiesShown);
  return (
    <CheckboxLabel>
      <input
        type="checkbox"
        checked={shown}
        onChange={(event) => dispatch(probabilitiesToggled(event.target.checked))}
      />
      Show implied probability
    </CheckboxLabel>
  );
}
