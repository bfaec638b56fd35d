import styled from 'styled-components';
import { formatPercent } from '../../domain/decimalFormat';
import type { PricedLeg, TeaserLegFigures } from '../odds/slipSelectors';
import { betText, chancesText, numberText } from './slipText';

const Item = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: start;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.875rem;
`;

const Bet = styled.span`
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Note = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.8125rem;
  font-variant-numeric: tabular-nums;
`;

/** A word on a bordered tag ('Crosses 3 and 7'). */
const Mark = styled.span`
  margin-left: ${({ theme }) => theme.space(1)};
  padding: 0 ${({ theme }) => theme.space(1)};
  border: 1px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.colors.accent};
  font-size: 0.75rem;
  font-weight: 700;
`;

const Remove = styled.button`
  min-width: 32px;
  min-height: 32px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;

const MARKET_WORDS: Record<string, string> = { h2h: 'Moneyline', spreads: 'Spread', totals: 'Total' };

/** 'Buffalo Bills +3.5 −110', 'Over 47.5 −110', 'Buffalo Bills moneyline +155'. */
export function legText(leg: PricedLeg): string {
  return betText(leg.outcome ?? leg.leg.side, leg.leg.market, leg.point, leg.price);
}

interface SlipLegItemProps {
  leg: PricedLeg;
  /** With a teaser: the leg's teased number and chances. */
  teaser: TeaserLegFigures | undefined;
  /** Called with the leg's name and book, for the slip to say what went. */
  onRemove: (name: string) => void;
}

/**
 * One leg: the bet and its book, its week and game, where it stands (moved, gone), and its fair chance or
 * its teased number.
 */
export function SlipLegItem({ leg, teaser, onRemove }: SlipLegItemProps) {
  const { market, week } = leg.leg;
  let detail: string;
  if (leg.status === 'loading') detail = `Loading week ${week}'s lines…`;
  else if (leg.status === 'gone') detail = 'No longer offered by this book: remove it or pick another line';
  else if (teaser) {
    detail =
      teaser.teased === undefined
        ? 'A teaser takes spreads and totals only: this leg is not teased'
        : `teased to ${numberText(teaser.teased, market)}${teaser.chances ? `: ${chancesText(teaser.chances)}` : ''}`;
  } else {
    detail =
      leg.fair === undefined
        ? 'No fair price: no other book prices this line'
        : `fair ${formatPercent(leg.fair)} ${leg.fairFrom ?? ''}`.trim();
  }
  const name = leg.status === 'priced' ? legText(leg) : `${MARKET_WORDS[market] ?? market}, week ${week}`;
  return (
    <Item>
      <span>
        <Bet>{name}</Bet>
        {leg.book && <span> · {leg.book}</span>}
        {teaser?.crossesThreeAndSeven && <Mark>Crosses 3 and 7</Mark>}
        {leg.matchup && <Note>{`Week ${week} · ${leg.matchup} · ${MARKET_WORDS[market] ?? market}`}</Note>}
        {leg.moved && leg.leg.point !== undefined && (
          <Note>{`Line moved: added at ${numberText(leg.leg.point, market)}`}</Note>
        )}
        <Note>{detail}</Note>
      </span>
      <Remove
        type="button"
        aria-label={`Remove ${name} from the bet slip`}
        onClick={() => onRemove(leg.book ? `${name} (${leg.book})` : name)}
      >
        <span aria-hidden="true">×</span>
      </Remove>
    </Item>
  );
}
