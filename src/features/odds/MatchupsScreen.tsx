import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { RootState } from '../../app/store';
import { formatClockTime } from '../../lib/clockTime';
import { selectResourceSource } from '../sources/sourcesSelectors';
import { UrlState } from '../../lib/useUrlState';
import { ClockValue } from '../../components/ClockValue';
import { useSeasonOverText } from './seasonOver';
import { PRERENDERED_WEEK } from '../../config/constants';
import { EmptyText } from '../../components/EmptyText';
import { ErrorText } from '../../components/ErrorText';
import { Loading } from '../../components/Loading';
import { PageHeader } from '../../components/PageHeader';
import { Toolbar } from '../../components/Toolbar';
import { WeekPicker } from '../../components/WeekPicker';
import { LAID_OUT } from '../../lib/useLayOutInFrames';
import { selectSelectedWeek, weekSelected } from '../week/weekSlice';
import { BestBetsTable } from './BestBetsTable';
import { CardDetailToggle } from './CardDetailToggle';
import { DevigMethodPicker, MatchupViewPicker } from './FairOddsPickers';
import { MatchupCard } from './MatchupCard';
import { MatchupModal } from './MatchupModal';
import { matchupsUrl } from './matchupsUrl';
import { MatchupSortPicker } from './MatchupSortPicker';
import { selectCardGames } from './movementSelectors';
import { useGetOddsQuery, useGetOpeningOddsQuery, useGetScoresQuery } from './oddsApi';
import { ProbabilityToggle } from './ProbabilityToggle';
import { selectMatchupView } from './matchupsSlice';
import { useKeyNumbers } from './useKeyNumbers';
import { useMatchupsPacing } from './useMatchupsPacing';

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
    /*
     * A card below the fold is not laid out or painted as the week comes in (a phone's load spent
     * twice as long in layout without it). Chromium leaves a skipped card out of the accessibility
     * tree, so once every card is in, they are laid out one a frame (useLayOutInFrames).
     */
    content-visibility: auto;
    contain-intrinsic-block-size: auto 36rem;

    &[${LAID_OUT}] {
      content-visibility: visible;
    }

    ${({ theme }) => theme.media.sm} {
      grid-column: span 6;
    }

    ${({ theme }) => theme.media.md} {
      grid-column: span 3;
    }
  }
`;

const SourceNote = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

/**
 * What a source that is not the demo says of its lines: nflverse's 'Closing consensus of games that
 * have kicked off. Lines need an Odds API key — see README'; a live provider's only when its lines
 * are old ('Lines as of 14:05 — the odds provider is not answering') or missing.
 */
const selectLinesNote = (state: RootState) => {
  const odds = selectResourceSource(state, 'odds');
  if (!odds || odds.source === 'demo') return undefined;
  if (odds.status === 'stale') {
    return `Lines as of ${odds.asOf ? formatClockTime(Date.parse(odds.asOf)) : 'an earlier answer'} — the odds provider is not answering`;
  }
  if (odds.status === 'failing') return 'No lines to come: the odds provider is not answering';
  return odds.source === 'nflverse' ? odds.detail : undefined;
};

interface MatchupsScreenProps {
  /** What the page puts between the toolbar and the week (the bet slip), composed by app/. */
  aside?: ReactNode;
}

export default function MatchupsScreen({ aside }: MatchupsScreenProps) {
  const dispatch = useAppDispatch();
  const linesNote = useAppSelector(selectLinesNote);
  const seasonOver = useSeasonOverText();
  const week = useAppSelector(selectSelectedWeek);
  const { isLoading, isFetching, error } = useGetOddsQuery(week);
  // The cards' open-vs-now notes, the movement sort and the final results; a failure leaves them out, quietly.
  const opening = useGetOpeningOddsQuery(week);
  const scores = useGetScoresQuery(week);
  const notesPending = [opening, scores].some((query) => query.isFetching && query.currentData === undefined);
  const games = useAppSelector(selectCardGames);
  const view = useAppSelector(selectMatchupView);
  // The real seasons' key numbers when the data is nflverse (the half points); the demo uses the built-in table.
  useKeyNumbers();
  const { loading, cards, shown, busy, gridRef } = useMatchupsPacing({
    week,
    games,
    loading: isLoading,
    fetching: isFetching,
    notesPending,
  });

  let body;
  if (error) body = <ErrorText>{error.message}</ErrorText>;
  else if (loading) body = <Loading />;
  else if (cards.games.length === 0) body = <EmptyText>No games scheduled for Week {week}.</EmptyText>;
  else if (view === 'bets') body = <BestBetsTable week={cards.week} />;
  else {
    body = (
      <Grid ref={gridRef} aria-label={`Week ${cards.week} games`} aria-busy={busy}>
        {/* Keyed by place: another week's games are drawn in the cards already on the page, not
            built anew in place of the old ones (taking those off the page was the largest part of
            a week switch). A card's own state is its game's, in the store. */}
        {cards.games.slice(0, shown).map((game, index) => (
          <li key={index}>
            <MatchupCard game={game} week={cards.week} />
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
          Week{' '}
          <ClockValue value={String(week)} prerendered={PRERENDERED_WEEK}>
            {(shown) => shown}
          </ClockValue>
        </WeekHeading>
        <Controls>
          <ProbabilityToggle />
          <MatchupViewPicker />
          <DevigMethodPicker />
          <MatchupSortPicker />
          <CardDetailToggle />
          <WeekPicker label="Choose week" week={week} onChange={(chosen) => dispatch(weekSelected(chosen))} />
        </Controls>
      </Toolbar>
      {seasonOver && <SourceNote role="status">{seasonOver}</SourceNote>}
      {linesNote && <SourceNote>{linesNote}</SourceNote>}
      {aside}
      {body}
      <MatchupModal />
    </>
  );
}
