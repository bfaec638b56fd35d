import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { UrlState } from '../../app/useUrlState';
import { ClockValue } from '../../components/ClockValue';
import { EmptyText } from '../../components/EmptyText';
import { ErrorText } from '../../components/ErrorText';
import { Loading } from '../../components/Loading';
import { PageHeader } from '../../components/PageHeader';
import { Toolbar } from '../../components/Toolbar';
import { WeekPicker } from '../../components/WeekPicker';
import { selectSelectedWeek, weekSelected } from '../week/weekSlice';
import { LineHistoryDialog } from './LineHistoryDialog';
import { MatchupCard } from './MatchupCard';
import { MatchupModal } from './MatchupModal';
import { matchupsUrl } from './matchupsUrl';
import { MatchupSortPicker } from './MatchupSortPicker';
import { selectCardGames } from './movementSelectors';
import { useGetOddsQuery, useGetOpeningOddsQuery, useGetScoresQuery } from './oddsApi';
import { ProbabilityToggle } from './ProbabilityToggle';

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(5)};
`;

const WeekHeading = styled.h2`
  margin: 0;
  font-size: 1.375rem;
`;

/** 12 columns; cards span 12 / 6 / 3 (1, 2, 4 per row at xs, sm, md and up). */
const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(12, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    grid-column: span 12;

    ${({ theme }) => theme.media.sm} {
      grid-column: span 6;
    }

    ${({ theme }) => theme.media.md} {
      grid-column: span 3;
    }
  }
`;

export default function MatchupsScreen() {
  const dispatch = useAppDispatch();
  const week = useAppSelector(selectSelectedWeek);
  const { isLoading, isFetching, error } = useGetOddsQuery(week);
  // The cards' open-vs-now notes, the movement sort and the final results; a failure leaves them out, quietly.
  useGetOpeningOddsQuery(week);
  useGetScoresQuery(week);
  const games = useAppSelector(selectCardGames);

  let body;
  if (error) body = <ErrorText>{error.message}</ErrorText>;
  else if (isLoading || (isFetching && games.length === 0)) body = <Loading />;
  else if (games.length === 0) body = <EmptyText>No games scheduled for Week {week}.</EmptyText>;
  else {
    body = (
      <Grid aria-label={`Week ${week} games`}>
        {games.map((game) => (
          <li key={game.id}>
            <MatchupCard game={game} />
          </li>
        ))}
      </Grid>
    );
  }

  return (
    <>
      <UrlState binding={matchupsUrl} />
      <PageHeader title="Matchups & Odds" subtitle="Stay up to date with the latest matchups and betting lines." />
      <Toolbar>
        <WeekHeading>
          <ClockValue>Week {week}</ClockValue>
        </WeekHeading>
        <Controls>
          <ProbabilityToggle />
          <MatchupSortPicker />
          <WeekPicker label="Choose week" week={week} onChange={(chosen) => dispatch(weekSelected(chosen))} />
        </Controls>
      </Toolbar>
      {body}
      <MatchupModal />
      <LineHistoryDialog />
    </>
  );
}
