import styled from 'styled-components';
import { formatPrice } from '../../domain/americanOdds';
import { formatPercent } from '../../domain/decimalFormat';
import type { selectSlipFigures } from '../odds/slipSelectors';
import { payoutText } from './slipText';

const Summary = styled.div`
  padding-top: ${({ theme }) => theme.space(2)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.875rem;
  font-variant-numeric: tabular-nums;

  p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
  }
`;

const Warning = styled.p`
  color: ${({ theme }) => theme.colors.negative};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.8125rem;
`;

interface SlipSummaryProps {
  slip: ReturnType<typeof selectSlipFigures>;
  /** The fair-odds method's name ('power'). */
  method: string;
  demo: boolean;
}

/** What the slip pays and what that is worth: a parlay against its fair payout, a teaser against its break-even. */
export function SlipSummary({ slip, method, demo }: SlipSummaryProps) {
  const { correlated } = slip;
  const lines = demo ? ' · demo lines' : '';
  const parts: React.ReactNode[] = [];
  if (slip.legs.length < 2) parts.push(<p key="one">Add another leg for a parlay or a teaser.</p>);
  else if (slip.kind === 'parlay') {
    const parlay = slip.parlay;
    if (!parlay) parts.push(<p key="wait">The payout waits for every leg's line.</p>);
    else {
      parts.push(<p key="pays">{`Pays ${payoutText(parlay.offeredDecimal)} for 1 staked`}</p>);
      if (parlay.fairDecimal === undefined || parlay.payoutShare === undefined)
        parts.push(<p key="nofair">No fair payout: a leg no other book prices has no fair chance.</p>);
      else
        parts.push(
          <p key="fair">
            {`Fair payout ${payoutText(parlay.fairDecimal)}: it pays ${formatPercent(parlay.payoutShare)} of fair, the legs' holds compounded (fair from the other books, ${method} method${lines})`}
          </p>,
        );
    }
  } else if (slip.teaser) {
    const { price, breakEvenPerLeg, winChance } = slip.teaser;
    if (price === undefined || breakEvenPerLeg === undefined)
      parts.push(
        <p key="more">{`The usual prices are for two-leg teasers: ask your book for a ${slip.legs.length}-leg price.`}</p>,
      );
    else
      parts.push(
        <p key="price">{`Two-leg ${slip.points}-point teaser at ${formatPrice(price)}: each leg must win ${formatPercent(breakEvenPerLeg)} of the time to break even`}</p>,
      );
    if (winChance !== undefined)
      parts.push(
        <p key="chance">{`All legs win ${formatPercent(winChance)} of the time by the key-number model, the legs taken as independent`}</p>,
      );
    parts.push(
      <Muted key="from">{`Chances from the key numbers of ${slip.keyNumbers} around the books' median lines${lines}; not a forecast`}</Muted>,
    );
  }
  return (
    <Summary>
      {parts}
      {correlated.map((matchup) => (
        <Warning
          key={matchup}
        >{`Correlated: two legs from ${matchup}. Their chances are not independent, so the payouts and chances above do not hold for them together.`}</Warning>
      ))}
    </Summary>
  );
}
