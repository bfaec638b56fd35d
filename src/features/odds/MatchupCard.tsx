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
import { matchupOpened, selectCardDetail } from './matchupsSlice';
import { kickoffLabel, matchupTitle } from './oddsRules';
import { selectBestLines } from './oddsSelectors';
import { GamePageLink } from './GamePageLink';
import type { BestLine } from './lineMath';
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

/** The kickoff, a line of its own (the element is the time itself: one element fewer on each of a week's cards). */
const Kickoff = styled.time`
  display: block;
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
  font-variant-numeric: tabular-nums;
`;

/** The parts of the detailed card beyond the compact one: the research figures, which the game's page also shows. */
export function CardResearch({ game, best }: { game: Game; best: readonly BestLine[] }) {
  return (
    <>
      <BestLinesList lines={best} />
      <HalfPointList gameId={game.id} />
      <AcrossBooks gameId={game.id} homeTeam={game.home_team} />
    </>
  );
}

/**
 * A game: '{home} vs {away}', the local kickoff and the bookmaker box, with its best price badges and its final score
 * or biggest move; a link to its page. A click opens the rankings modal. Detailed, it carries every research figure
 * (its page's, but for the line history chart, which its button opens).
 */
export const MatchupCard = memo(function MatchupCard({ game, week }: { game: Game; week?: number }) {
  const dispatch = useAppDispatch();
  // The week the card's game is of: the screen says (it may still draw the last week's cards); else the one selected.
  const selectedWeek = useAppSelector(selectSelectedWeek);
  const detailed = useAppSelector(selectCardDetail) === 'detailed';
  const openRef = useRef<HTMLButtonElement>(null);
  const best = useAppSelector((state) => selectBestLines(state, game.id));
  const title = matchupTitle(game);
  const gameWeek = week ?? selectedWeek;
  const open = () => {
    openRef.current?.focus(); // so focus comes back here when the modal closes
    dispatch(matchupOpened(game.id));
  };
  return (
    <Card
      onClick={(event) => {
        // The bookmaker arrows are buttons of their own, and the page link a link.
        const control = event.target instanceof Element ? event.target.closest('button, a') : null;
        if (control === null || control === openRef.current) open();
      }}
    >
      <Title>
        <OpenButton ref={openRef} type="button" aria-haspopup="dialog" aria-label={`${title}: show unit rankings`}>
          {title}
        </OpenButton>
      </Title>
      <Kickoff dateTime={game.commence_time}>{kickoffLabel(game.commence_time)}</Kickoff>
      <GameScoreLine gameId={game.id} />
      {detailed && <KickoffWeather game={game} />}
      <LargestMoveNote gameId={game.id} />
      <BookmakerBox
        gameId={game.id}
        game={game}
        week={gameWeek}
        kickoff={game.commence_time}
        bookmakers={game.bookmakers}
        matchup={title}
        best={best}
        detailed={detailed}
      />
      {game.consensus && <ConsensusLines gameId={game.id} kickoff={game.commence_time} consensus={game.consensus} />}
      {detailed && <CardResearch game={game} best={best} />}
      {/* The history charts the three books: a game none of them prices has none to show. */}
      {detailed && game.bookmakers.length > 0 && <LineHistoryButton gameId={game.id} matchup={title} />}
      <GamePageLink gameId={game.id} week={gameWeek} matchup={title} />
    </Card>
  );
});
