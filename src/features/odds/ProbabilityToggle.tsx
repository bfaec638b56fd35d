import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { probabilitiesToggled, selectProbabilitiesShown } from './matchupsSlice';

const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: 600;
  cursor: pointer;

  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.accent};
  }
`;

/** The /nfl toolbar's switch for each price's implied and no-vig fair probability (off by default). */
export function ProbabilityToggle() {
  const dispatch = useAppDispatch();
  const shown = useAppSelector(selectProbabilitiesShown);
  return (
    <Label>
      <input type="checkbox" checked={shown} onChange={(event) => dispatch(probabilitiesToggled(event.target.checked))} />
      Show implied probability
    </Label>
  );
}
