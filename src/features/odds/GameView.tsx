import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { EmptyText } from '../../components/EmptyText';
import { ErrorText } from '../../components/ErrorText';
import { Loading } from '../../components/Loading';
import { PageHeader } from '../../components/PageHeader';
import { selectSelectedWeek } from '../week/weekSlice';
import { BookmakerBox } from './BookmakerBox';
import { BooksTable } from './BooksTable';
import { ConsensusLines } from './ConsensusLines';
import { GameScoreLine } from './GameResult';
import { KickoffWeather } from './KickoffWeather';
import { CardResearch } from './MatchupCard';
import { useGetOddsQuery, useGetOpeningOddsQuery, useGetScoresQuery } from './oddsApi';
import { kickoffLabel, matchupTitle } from './oddsRules';
import { selectBestLines, selectGamesOfWeek } from './oddsSelectors';
import { useKeyNumbers } from './useKeyNumbers';

const Back = styled(Link)`
  display: inline-block;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 600;
`;

/** The lines beside every book's at md and up; one under another below. */
const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  align-items: start;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 22rem) minmax(0, 1fr);
  }
`;

const Panel = styled.section`
  min-width: 0;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};

  & + & {
    margin-top: ${({ theme }) => theme.space(5)};
  }
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: 1.125rem;
`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Panel aria-label={title}>
      <Heading>{title}</Heading>
      {children}
    </Panel>
  );
}

/** Over the card's research parts, whose own headings are a level below a card's title. */
const SubHeading = styled.h3`
  margin: ${({ theme }) => theme.space(4)} 0 0;
  font-size: 1rem;
`;

const TITLE = document.title;

/**
 * A game's page (/nfl/games/{id}?week=N): everything its detailed card shows, by the same components (the book's
 * lines with their fair odds, opening and hold, the best lines, half points, the best prices across the books, the
 * result against the number, the kickoff weather), every book's lines side by side, and `history` (app/
 * composes the line history's).
 */
export function GameView({ gameId, history }: { gameId: string; history: ReactNode }) {
  const week = useAppSelector(selectSelectedWeek);
  const { isLoading, error } = useGetOddsQuery(week);
  useGetOpeningOddsQuery(week);
  useGetScoresQuery(week);
  useKeyNumbers();
  const game = useAppSelector((state) => selectGamesOfWeek(state).find((each) => each.id === gameId));
  const best = useAppSelector((state) => selectBestLines(state, gameId));
  const title = game ? matchupTitle(game) : undefined;
  useEffect(() => {
    document.title = title ? `${title} · Week ${week} · Gridline` : TITLE;
    return () => {
      document.title = TITLE;
    };
  }, [title, week]);

  const back = <Back to={`/nfl?week=${week}`}>← Week {week} matchups</Back>;
  if (error) return <ErrorText>{error.message}</ErrorText>;
  if (isLoading) return <Loading />;
  if (!game || !title) {
    return (
      <>
        <PageHeader title="Game not found" />
        <EmptyText>No game of Week {week} has this address.</EmptyText>
        {back}
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={title}
        subtitle={
          <>
            Week {week} · <time dateTime={game.commence_time}>{kickoffLabel(game.commence_time)}</time>
          </>
        }
      />
      {back}
      <Columns>
        <div>
          <Section title="Lines">
            <GameScoreLine gameId={game.id} />
            <KickoffWeather game={game} />
            <BookmakerBox
              gameId={game.id}
              game={game}
              week={week}
              kickoff={game.commence_time}
              bookmakers={game.bookmakers}
              matchup={title}
              best={best}
            />
            {game.consensus && (
              <ConsensusLines gameId={game.id} kickoff={game.commence_time} consensus={game.consensus} />
            )}
            <SubHeading>Across the books</SubHeading>
            <CardResearch game={game} best={best} />
          </Section>
        </div>
        <div>
          <Section title="Every book">
            {game.bookmakers.length > 0 ? (
              <BooksTable bookmakers={game.bookmakers} best={best} />
            ) : (
              <EmptyText>No bookmakers available</EmptyText>
            )}
          </Section>
          <Section title="Line history">{history}</Section>
        </div>
      </Columns>
    </>
  );
}
