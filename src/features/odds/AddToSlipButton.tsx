import { useEffect, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { formatPrice } from '../../domain/americanOdds';
import { MAX_SLIP_LEGS } from '../../domain/bettorMath/parlay';
import { selectHasBet } from '../betSlip/betSlipSelectors';
import { legAdded, legRemoved, selectSlipLegs } from '../betSlip/betSlipSlice';
import { useNow } from '../../lib/useNow';
import { hasKickedOff } from './gameResult';
import { formatPoint, teamNickname } from './oddsRules';
import { legOf } from './slipPricing';
import type { Game, Outcome } from './types';

/** How long the 'Added to slip' bubble stays over the '+'. */
const BUBBLE_MS = 1800;

/** Two names for one animation: a press's bubble takes the other one, so it starts again. */
const [bubbleOdd, bubbleEven] = [0, 1].map(
  () => keyframes`
    from { opacity: 0; transform: translateY(4px); }
    10% { opacity: 1; transform: none; }
    80% { opacity: 1; }
    to { opacity: 0; }
  `,
);

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

  /* The glyph is drawn, not written: its name is the label, and a hundred of these need no element each. */
  &::before {
    content: '+' / '';
  }

  &[aria-pressed='true']::before {
    content: '✓' / '';
  }

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentText};
  }

  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }

  /*
   * 'Added to slip' over the '+' just pressed, for a moment: the slip itself may be far from the press. Drawn, like the
   * glyph, so it adds no element and no text to the button's name (the slip's live region says it to screen readers).
   */
  &[data-bubble]::after {
    content: attr(data-bubble) / '';
    position: absolute;
    right: -4px;
    bottom: calc(100% + 8px);
    z-index: 3;
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.header};
    color: ${({ theme }) => theme.colors.headerText};
    box-shadow: ${({ theme }) => theme.shadow};
    font-size: 0.75rem;
    font-weight: 600;
    white-space: nowrap;
    pointer-events: none;
    animation: ${bubbleOdd} ${BUBBLE_MS}ms ease-out forwards;
  }

  &[data-bubble-run='even']::after {
    animation-name: ${bubbleEven};
  }

  @media (prefers-reduced-motion: reduce) {
    &[data-bubble]::after {
      animation: none;
    }
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

/**
 * A card outcome's '+': adds the book's line to the bet slip, or (pressed) takes it off, saying so where it was pressed
 * and to screen readers. It refuses a game that has kicked off and an eleventh leg, and says why; a leg in the slip
 * can always be taken off.
 */
export function AddToSlipButton({ week, game, bookKey, bookTitle, market, outcome }: AddToSlipButtonProps) {
  const dispatch = useAppDispatch();
  const now = useNow();
  const [bubble, setBubble] = useState<
    { text: string; /** Counts the presses: each restarts the bubble. */ at: number } | undefined
  >(undefined);
  useEffect(() => {
    if (!bubble) return;
    const timer = setTimeout(() => setBubble(undefined), BUBBLE_MS);
    return () => clearTimeout(timer);
  }, [bubble]);
  const leg = legOf(week, game, bookKey, market, outcome);
  const count = useAppSelector((state) => selectSlipLegs(state).length);
  const inSlip = useAppSelector((state) => leg !== undefined && selectHasBet(state, leg));
  if (!leg) return null;
  let refusal: string | undefined;
  if (!inSlip && hasKickedOff(game.commence_time, now)) refusal = 'Kicked off: no new bets';
  else if (!inSlip && count >= MAX_SLIP_LEGS) refusal = `The bet slip holds ${MAX_SLIP_LEGS} legs`;
  const what = `${teamNickname(outcome.name)}${outcome.point === undefined ? '' : ` ${formatPoint(outcome.point, market)}`} ${formatPrice(outcome.price)} (${bookTitle})`;
  const press = () => {
    if (refusal) return;
    // The slip's live region says it in these words; the bubble says it here.
    dispatch(inSlip ? legRemoved(leg, what) : legAdded(leg, what));
    setBubble({ text: inSlip ? 'Removed from slip' : 'Added to slip', at: (bubble?.at ?? 0) + 1 });
  };
  // The refusal is the button's title, which is its accessible description (its name is the label). No wrapper and no
  // child: a week's cards hold about a hundred of these.
  return (
    <Toggle
      type="button"
      aria-pressed={inSlip}
      aria-disabled={refusal ? true : undefined}
      title={refusal}
      aria-label={`${what}: bet slip`}
      onClick={press}
      data-bubble={bubble?.text}
      data-bubble-run={bubble ? (bubble.at % 2 === 0 ? 'even' : 'odd') : undefined}
    />
  );
}
