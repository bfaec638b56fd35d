import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useLayoutEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button';
import { EmptyText } from '../../components/EmptyText';
import { ErrorText } from '../../components/ErrorText';
import { Loading } from '../../components/Loading';
import { PageHeader } from '../../components/PageHeader';
import { UrlState } from '../../lib/useUrlState';
import { selectAuthStatus, selectCurrentUser } from '../auth/authSlice';
import { BetsBreakdowns } from './BetsBreakdowns';
import { BetsCharts } from './BetsCharts';
import { BetsNotice } from './BetsNotice';
import { BetsSummary } from './BetsSummary';
import { BetsTable } from './BetsTable';
import { BetsToolbar } from './BetsToolbar';
import { betsOwnerEnsured } from './betsOwner';
import { useListBetsQuery, type MeQueryError } from './meApi';
import { selectHasAnyBet, selectShownCount } from './myBetsSelectors';
import { myBetsUrl } from './myBetsUrl';
import { betFiltersCleared, selectBetsOwner } from './myBetsViewSlice';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(8)};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: 1.25rem;
  }
`;

/**
 * Below the table: laid out and painted only when scrolled near (content-visibility), so a sort or a filter of a long
 * history, which changes the table's height, does not lay out the charts' thousands of marks again off screen.
 */
const LowerSection = styled(Section)`
  content-visibility: auto;
  contain-intrinsic-size: auto 32rem;
`;

const SUBTITLE = 'Every bet you log, graded as finals come in and measured against the closing line.';

/** What the user reads when the bets did not load: a 503 is the database, and logged bets wait in this browser. */
function failureText(error: MeQueryError): string {
  if (error.status === 503)
    return (
      'The database is unavailable, so your saved bets cannot be shown right now. ' +
      'Bets you log meanwhile wait in this browser, marked "not saved yet", and are saved when it is back.'
    );
  return `Your bets could not be loaded: ${error.message}.`;
}

function EmptyBets() {
  return (
    <EmptyText>
      <strong>No bets yet.</strong> Add a line to the bet slip from a game on <Link to="/nfl">the matchups</Link> and
      choose Log bet: it shows here, graded once its game is final.
    </EmptyText>
  );
}

function NoMatches() {
  const dispatch = useAppDispatch();
  return (
    <EmptyText>
      No bets match these filters.{' '}
      <Button type="button" $variant="secondary" onClick={() => dispatch(betFiltersCleared())}>
        Clear filters
      </Button>
    </EmptyText>
  );
}

/** A signed-in user's bets: one `GET /api/me/bets`, filtered, summed and charted here. */
function UserBets({ uid, actions }: { uid: string; actions?: ReactNode }) {
  const dispatch = useAppDispatch();
  const owner = useAppSelector(selectBetsOwner);
  // Another user's bets never show: the cache is dropped before this user's are asked for.
  useLayoutEffect(() => {
    dispatch(betsOwnerEnsured(uid));
  }, [dispatch, owner, uid]);
  const query = useListBetsQuery(owner === uid ? undefined : skipToken);
  const hasAny = useAppSelector(selectHasAnyBet);
  const shown = useAppSelector(selectShownCount);
  const answered = owner === uid && query.data !== undefined;
  const error = query.error as MeQueryError | undefined;

  return (
    <>
      <UrlState binding={myBetsUrl} />
      <BetsToolbar actions={actions} hasBets={hasAny} />
      <BetsNotice />
      {error && (
        <ErrorText>
          {failureText(error)}{' '}
          <Button type="button" $variant="secondary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </ErrorText>
      )}
      {!answered && !error && <Loading label="Loading your bets..." />}
      {answered && !hasAny && <EmptyBets />}
      {answered && hasAny && (
        <Section aria-labelledby="my-bets-summary">
          <h2 id="my-bets-summary">Summary</h2>
          <BetsSummary />
        </Section>
      )}
      {hasAny && (
        <Section aria-labelledby="my-bets-table">
          <h2 id="my-bets-table">Bets</h2>
          {shown > 0 ? <BetsTable /> : <NoMatches />}
        </Section>
      )}
      {answered && hasAny && (
        <>
          <LowerSection aria-labelledby="my-bets-breakdowns">
            <h2 id="my-bets-breakdowns">Breakdowns</h2>
            <BetsBreakdowns />
          </LowerSection>
          <LowerSection aria-labelledby="my-bets-charts">
            <h2 id="my-bets-charts">Charts</h2>
            <BetsCharts />
          </LowerSection>
        </>
      )}
    </>
  );
}

interface MyBetsScreenProps {
  /** "Log a bet" and "Import CSV", composed by app/ into the toolbar, before Export CSV. */
  actions?: ReactNode;
}

/** /my-bets: the signed-in user's bets; signed out, a word to sign in. */
export default function MyBetsScreen({ actions }: MyBetsScreenProps) {
  const status = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectCurrentUser);
  // The page's title while the screen shows, and the one before it back after.
  useEffect(() => {
    const before = document.title;
    document.title = 'My bets · Gridline';
    return () => {
      document.title = before;
    };
  }, []);

  let body: ReactNode;
  if (user) body = <UserBets uid={user.uid} actions={actions} />;
  else if (status === 'unknown' || status === 'signingIn') body = <Loading />;
  else
    body = (
      <EmptyText>
        <Link to="/login">Sign in</Link> to see your bets: each one you log is kept, graded as finals come in and
        measured against the closing line.
      </EmptyText>
    );
  return (
    <div>
      <PageHeader title="My bets" subtitle={SUBTITLE} />
      {body}
    </div>
  );
}
