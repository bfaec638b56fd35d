import { memo, useRef } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { AcrossBooks } from './AcrossBooks';
import { BestLinesList } from './BestLinesList';
import { BookmakerBox } from './BookmakerBox';
import { ConsensusLines } from './ConsensusLines';
import { GameScoreLine } from './GameResult';
import { HalfPointList } from './HalfPointList';
import { KickoffWeather } from './KickoffWeather';
import { LargestMoveNote } from './LargestMoveNote';
import { LineHistoryButton } from './LineHistoryButton';
import { selectSelectedWeek } from '../week/weekSlice';
import { matchupOpened } from './matchupsSlice';
import { kickoffLabel, matchupTitle } from './oddsRules';
import { selectBestLines } from './oddsSelectors';
import type { Game } from './types';

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  cursor: pointer;
  transition:
    border-color 120ms ease,
    box-shadow 120ms ease;

  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
    box-shadow: 0 4px 12px rgba(16, 24, 40, 0.12);
  }
`;

const Title = styled.h3`
  margin: 0;
  font-size: 1.0625rem;
  line-height: 1.3;
`;

/** The title is the card's keyboard entry point to the modal. */
const OpenButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
`;

const Kickoff = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
  font-variant-numeric: tabular-nums;
`;

/**
 * A game: '{home} vs {away}', the local kickoff, the bookmaker box and the best lines among its books;
 * a click opens the rankings modal.
 */
export const MatchupCard = memo(function MatchupCard({ game, week }: { game: Game; week?: number }) {
  const dispatch = useAppDispatch();
  // The week the card's game is of: the screen says (it may still draw the last week's cards); else the one selected.
  const selectedWeek = useAppSelector(selectSelectedWeek);
  const openRef = useRef<HTMLButtonElement>(null);
  const best = useAppSelector((state) => selectBestLines(state, game.id));
  const title = matchupTitle(game);
  const open = () => {
    openRef.current?.focus(); // so focus comes back here when the modal closes
    dispatch(matchupOpened(game.id));
  };
  return (
    <Card
      onClick={(event) => {
        // The bookmaker arrows are buttons of their own.
        const button = event.target instanceof Element ? event.target.closest('button') : null;
        if (button === null || button === openRef.current) open();
      }}
    >
      <Title>
        <OpenButton ref={openRef} type="button" aria-haspopup="dialog" aria-label={`${title}: show unit rankings`}>
          {title}
        </OpenButton>
      </Title>
      <Kickoff>
        <time dateTime={game.commence_time}>{kickoffLabel(game.commence_time)}</time>
      </Kickoff>
      <GameScoreLine gameId={game.id} />
      <KickoffWeather game={game} />
      <LargestMoveNote gameId={game.id} />
      <BookmakerBox
        gameId={game.id}
        game={game}
        week={week ?? selectedWeek}
        kickoff={game.commence_time}
        bookmakers={game.bookmakers}
        matchup={title}
        best={best}
      />
      {game.consensus && <ConsensusLines gameId={game.id} kickoff={game.commence_time} consensus={game.consensus} />}
      <BestLinesList lines={best} />
      <HalfPointList gameId={game.id} />
      <AcrossBooks gameId={game.id} homeTeam={game.home_team} />
      {/* The history charts the three books: a game none of them prices has none to show. */}
      {game.bookmakers.length > 0 && <LineHistoryButton gameId={game.id} matchup={title} />}
    </Card>
  );
});
