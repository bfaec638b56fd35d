import { useId } from 'react';
import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { EmptyText } from '../../components/EmptyText';
import { FigureTable } from '../../components/FigureTable';
import { formatPrice } from '../../domain/americanOdds';
import { DEVIG_METHOD_NAMES } from '../../domain/bettorMath/devigMethods';
import { formatEv } from '../../domain/bettorMath/expectedValue';
import { useNow } from '../../lib/useNow';
import { joinTitles, formatPercent } from './lineMath';
import { selectBestBets, selectLinesAreDemo, type BestBet } from './fairValueSelectors';
import { selectDevigMethod } from './matchupsSlice';
import { formatPoint, kickoffLabel, marketLabel, teamNickname } from './oddsRules';

/** Wide on a phone: the table scrolls inside its own box (keyboard too), the bet and its EV first, in view. */
const Scroller = styled.div`
  overflow-x: auto;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

const Table = styled(FigureTable)`
  min-width: 44rem;

  td:first-child {
    text-align: left;
  }
`;

const Ev = styled.td`
  color: ${({ theme }) => theme.colors.positive};
  font-weight: 700;
`;

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.75rem;
`;

/** 'Spread: Chiefs -3.5', 'Total: Over 47.5', 'Moneyline: Bills'. */
export function betText(bet: Pick<BestBet, 'market' | 'outcome' | 'point'>): string {
  const point = bet.point === undefined ? '' : ` ${formatPoint(bet.point, bet.market)}`;
  return `${marketLabel(bet.market)}: ${teamNickname(bet.outcome)}${point}`;
}

/**
 * The week's outcomes at +1% EV or better, highest first, each with its book, price, fair price and what the fair
 * price is from; a game that has kicked off says its line is the closing line (no longer a bet).
 */
export function BestBetsTable({ week }: { week: number }) {
  const captionId = useId();
  const now = useNow();
  const { bets, graded, kickedOff } = useAppSelector((state) => selectBestBets(state, now));
  const method = DEVIG_METHOD_NAMES[useAppSelector(selectDevigMethod)];
  const demo = useAppSelector(selectLinesAreDemo);
  if (bets.length === 0) {
    const why =
      graded === 0
        ? `No bet of Week ${week} can be graded: EV needs two or more books pricing the same line.`
        : `No bet of Week ${week} is at +1% EV or better by the ${method} method.`;
    return <EmptyText>{why}</EmptyText>;
  }
  const of = `${bets.length} of the ${graded} outcomes two or more books price`;
  const left =
    kickedOff > 0
      ? `; ${kickedOff} ${kickedOff === 1 ? 'game has' : 'games have'} kicked off: their rows are closing lines, no longer bets`
      : '';
  return (
    <Scroller role="region" aria-labelledby={captionId} tabIndex={0}>
      <Table>
        <caption id={captionId}>
          {`Best bets of Week ${week}: ${of}, at +1% EV or better; fair from the other books' no-vig lines, ${method} method${left}${demo ? ' · demo lines' : ''}`}
        </caption>
        <thead>
          <tr>
            <th scope="col">Bet</th>
            <th scope="col">EV</th>
            <th scope="col">Book</th>
            <th scope="col">Price</th>
            <th scope="col">Fair price</th>
            <th scope="col">Fair</th>
          </tr>
        </thead>
        <tbody>
          {bets.map((bet) => (
            <tr key={`${bet.gameId}\u0000${bet.bookKey}\u0000${bet.market}\u0000${bet.outcome}`}>
              <td>
                {betText(bet)}
                <Muted>
                  {bet.matchup} · <time dateTime={bet.kickoff}>{kickoffLabel(bet.kickoff)}</time>
                  {bet.closing && ' · closing line'}
                </Muted>
              </td>
              <Ev>{formatEv(bet.ev)}</Ev>
              <td>{bet.book}</td>
              <td>{formatPrice(bet.price)}</td>
              <td>{formatPrice(Math.round(bet.fairPrice))}</td>
              <td>
                {formatPercent(bet.fair)}
                <Muted>from {joinTitles(bet.fromBooks)}</Muted>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}
