import { memo } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectLinesAreDemo, selectOutcomeValues } from './fairValueSelectors';
import { Freshness } from './Freshness';
import { AgainstTheNumber } from './GameResult';
import { joinTitles, type BestLine } from './lineMath';
import { MarketRows } from './MarketRows';
import { bookmakerCycled, selectBookmakerIndex, selectProbabilitiesShown } from './matchupsSlice';
import type { Bookmaker, Game } from './types';

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

/** The book's name over its freshness. */
const BookName = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  min-width: 0;
  text-align: center;
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

const Muted = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

interface BookmakerBoxProps {
  gameId: string;
  /** The card's game and week (the bet slip's legs name them). */
  game: Game;
  week: number;
  /** The game's commence_time: from kickoff on, the header says 'Closing line'. */
  kickoff: string;
  /** The game's FanDuel, DraftKings and BetMGM books only. */
  bookmakers: Bookmaker[];
  matchup: string;
  /** The game's best lines among those books (see bestLines). */
  best: readonly BestLine[];
  /** Every figure (EV, open vs now, hold, the result against the number); compact, the prices and best badges. */
  detailed?: boolean;
}

/**
 * One book at a time; the arrows cycle through the shown books, wrapping around; a final game's result against its
 * closing line.
 */
export const BookmakerBox = memo(function BookmakerBox({
  gameId,
  game,
  week,
  kickoff,
  bookmakers,
  matchup,
  best,
  detailed = true,
}: BookmakerBoxProps) {
  const dispatch = useAppDispatch();
  const index = useAppSelector((state) => selectBookmakerIndex(state, gameId, bookmakers.length));
  const probabilitiesShown = useAppSelector(selectProbabilitiesShown);
  const values = useAppSelector((state) => selectOutcomeValues(state, gameId));
  const demo = useAppSelector(selectLinesAreDemo);
  if (bookmakers.length === 0) {
    return (
      <Box>
        <Muted>No bookmakers available</Muted>
      </Box>
    );
  }
  const bookmaker = bookmakers[index] as Bookmaker;
  const cycle = (step: 1 | -1) => dispatch(bookmakerCycled({ gameId, step }));
  const bestLabel = `Best line among ${joinTitles(bookmakers.map((book) => book.title))}`;
  return (
    <Box>
      <BookHeader>
        <Arrow type="button" aria-label={`Previous bookmaker for ${matchup}`} onClick={() => cycle(-1)}>
          ‹
        </Arrow>
        <BookName>
          <BookTitle aria-live="polite">{bookmaker.title}</BookTitle>
          <Freshness iso={bookmaker.last_update} kickoff={kickoff} />
        </BookName>
        <Arrow type="button" aria-label={`Next bookmaker for ${matchup}`} onClick={() => cycle(1)}>
          ›
        </Arrow>
      </BookHeader>
      {bookmaker.markets.length === 0 ? (
        <Muted>No odds available</Muted>
      ) : (
        <Markets>
          {bookmaker.markets.map((market) => (
            <MarketRows
              key={market.key}
              gameId={gameId}
              game={game}
              week={week}
              market={market}
              book={bookmaker.title}
              bookKey={bookmaker.key}
              values={values}
              demo={demo}
              best={best}
              bestLabel={bestLabel}
              probabilitiesShown={probabilitiesShown}
              detailed={detailed}
            />
          ))}
        </Markets>
      )}
      {detailed && <AgainstTheNumber gameId={gameId} kickoff={kickoff} book={bookmaker} />}
    </Box>
  );
});
