import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { formatPrice } from '../../domain/americanOdds';
import { MAX_SLIP_LEGS } from '../../domain/bettorMath/parlay';
import { selectHasBet } from '../betSlip/betSlipSelectors';
import { legAdded, legRemoved, selectSlipLegs } from '../betSlip/betSlipSlice';
import { formatPoint, teamNickname } from './oddsRules';
import { legOf } from './slipPricing';
import type { Game, Outcome } from './types';

const Toggle = styled.button`
  position: relative;
  z-index: 1;
  min-width: 24px;
  min-height: 24px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 700;
  line-height: 1;
  cursor: pointer;

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentText};
  }

  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

interface AddToSlipButtonProps {
  week: number;
  game: Game;
  bookKey: string;
  bookTitle: string;
  market: string;
  outcome: Outcome;
}

/** A card outcome's '+': adds the book's line to the bet slip, or (pressed) takes it off; none past ten legs. */
export function AddToSlipButton({ week, game, bookKey, bookTitle, market, outcome }: AddToSlipButtonProps) {
  const dispatch = useAppDispatch();
  const leg = legOf(week, game, bookKey, market, outcome);
  const count = useAppSelector((state) => selectSlipLegs(state).length);
  const inSlip = useAppSelector((state) => leg !== undefined && selectHasBet(state, leg));
  if (!leg) return null;
  const full = !inSlip && count >= MAX_SLIP_LEGS;
  const what = `${teamNickname(outcome.name)}${outcome.point === undefined ? '' : ` ${formatPoint(outcome.point, market)}`} ${formatPrice(outcome.price)} (${bookTitle})`;
  return (
    <Toggle
      type="button"
      aria-pressed={inSlip}
      disabled={full}
      title={full ? `The bet slip holds ${MAX_SLIP_LEGS} legs` : undefined}
      aria-label={`${what}: bet slip`}
      onClick={() => dispatch(inSlip ? legRemoved(leg) : legAdded(leg))}
    >
      <span aria-hidden="true">{inSlip ? '✓' : '+'}</span>
    </Toggle>
  );
}
