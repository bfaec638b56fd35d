import { memo } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { bookmakerCycled, selectBookmakerIndex } from './matchupsSlice';
import { formatPoint, formatPrice, isPositivePrice, marketLabel } from './oddsRules';
import type { Bookmaker, Market } from './types';

const Box = styled.div`
  margin-top: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const BookHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(1)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const BookTitle = styled.span`
  font-weight: 700;
`;

const Arrow = styled.button`
  position: relative;
  z-index: 1;
  width: 32px;
  height: 32px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
  }
`;

const Markets = styled.dl`
  margin: 0;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
`;

const MarketName = styled.dt`
  margin-top: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.75rem;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const Outcome = styled.dd`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  font-size: 0.875rem;
`;

const Price = styled.span<{ $positive: boolean }>`
  font-variant-numeric: tabular-nums;
  font-weight: 700;
  white-space: nowrap;
  color: ${({ theme, $positive }) => ($positive ? theme.colors.positive : theme.colors.negative)};
`;

const Point = styled.span`
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;

const Muted = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

function MarketRows({ market }: { market: Market }) {
  return (
    <>
      <MarketName>{marketLabel(market.key)}</MarketName>
      {market.outcomes.length === 0 ? (
        <Outcome>No odds available</Outcome>
      ) : (
        market.outcomes.map((outcome, index) => (
          <Outcome key={`${outcome.name}-${index}`}>
            <span>
              {outcome.name}
              {outcome.point !== undefined && <Point> {formatPoint(outcome.point, market.key)}</Point>}
            </span>
            <Price $positive={isPositivePrice(outcome.price)}>{formatPrice(outcome.price)}</Price>
          </Outcome>
        ))
      )}
    </>
  );
}

interface BookmakerBoxProps {
  gameId: string;
  /** The game's FanDuel, DraftKings and BetMGM books only. */
  bookmakers: Bookmaker[];
  matchup: string;
}

/** One book at a time; the arrows cycle through the shown books, wrapping around. */
export const BookmakerBox = memo(function BookmakerBox({ gameId, bookmakers, matchup }: BookmakerBoxProps) {
  const dispatch = useAppDispatch();
  const storedIndex = useAppSelector((state) => selectBookmakerIndex(state, gameId));
  if (bookmakers.length === 0) {
    return (
      <Box>
        <Muted>No bookmakers available</Muted>
      </Box>
    );
  }
  const index = storedIndex % bookmakers.length;
  const bookmaker = bookmakers[index] as Bookmaker;
  const cycle = (step: 1 | -1) => dispatch(bookmakerCycled({ gameId, step, count: bookmakers.length }));
  return (
    <Box>
      <BookHeader>
        <Arrow type="button" aria-label={`Previous bookmaker for ${matchup}`} onClick={() => cycle(-1)}>
          <span aria-hidden="true">‹</span>
        </Arrow>
        <BookTitle aria-live="polite">{bookmaker.title}</BookTitle>
        <Arrow type="button" aria-label={`Next bookmaker for ${matchup}`} onClick={() => cycle(1)}>
          <span aria-hidden="true">›</span>
        </Arrow>
      </BookHeader>
      {bookmaker.markets.length === 0 ? (
        <Muted>No odds available</Muted>
      ) : (
        <Markets>
          {bookmaker.markets.map((market) => (
            <MarketRows key={market.key} market={market} />
          ))}
        </Markets>
      )}
    </Box>
  );
});
