import { createSelector, lruMemoize } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { MIN_WEEK, SEASON_WEEKS } from '../../config/constants';
import { bookKey, marketKey, summarizeBets, summarizeBy } from '../../domain/bets/summary';
import type { GradedBet } from '../../domain/bets/types';
import { selectCurrentUser } from '../auth/authSlice';
import { selectOddsOfWeek } from '../odds/oddsSelectors';
import { gameOfId, gameWeeksToAsk, seasonAt, weekPlaced, type BetGame, type WeekLookup } from './betGames';
import { filterOptions, heldValues } from './betFilterOptions';
import { betRow, cumulativeUnits, inPlacedOrder, filterTest, sortBetRows, withClv, type BetRow } from './betRows';
import type { OutboxEntry } from './betOutboxSlice';
import { meApi } from './meApi';
import { selectBetFilters, selectBetSort } from './myBetsViewSlice';
import { pendingGradedBet } from './pendingBet';

const noBets: GradedBet[] = [];
const noEntries: OutboxEntry[] = [];

/** The screen's one `GET /api/me/bets` (every bet; filtered here). */
export const selectBetsQuery = meApi.endpoints.listBets.select();

const selectAnsweredBets = (state: RootState) => selectBetsQuery(state).data?.bets ?? noBets;

/** The signed-in user's bets not saved yet (betOutboxSlice's selectOutboxFor, memoized for the rows). */
export const selectUnsavedEntries = createSelector(
  [(state: RootState) => state.betOutbox.entries, (state: RootState) => selectCurrentUser(state)?.uid],
  (entries, uid) => (uid ? entries.filter((entry) => entry.uid === uid) : noEntries),
);

const weeks = Array.from({ length: SEASON_WEEKS - MIN_WEEK + 1 }, (_, index) => MIN_WEEK + index);

/** Each week's odds query as the game lookup reads it: the same list while no week's changes. */
const selectOddsWeeks = createSelector(
  weeks.map((week) => (state: RootState) => selectOddsOfWeek(state, week)),
  (...queries: ReturnType<typeof selectOddsOfWeek>[]) => queries,
);

interface KnownGames {
  games: ReadonlyMap<string, BetGame>;
  lookups: readonly WeekLookup[];
}

/** The games the cached weeks' odds name, by id, and what each week's odds are as far as the lookup goes. */
const selectKnownGames = createSelector([selectOddsWeeks], (queries): KnownGames => {
  const games = new Map<string, BetGame>();
  const lookups = queries.map((query, index): WeekLookup => {
    const week = weeks[index] ?? 0;
    if (query.data) {
      for (const game of Object.values(query.data.entities)) {
        const kickoff = Date.parse(game.commence_time);
        games.set(game.id, {
          week,
          season: seasonAt(Number.isNaN(kickoff) ? Date.now() : kickoff),
          away: game.away_team,
          home: game.home_team,
        });
      }
      return { state: 'loaded', ids: new Set(query.data.ids) };
    }
    if (query.isError) return { state: 'failed' };
    return { state: query.isUninitialized ? 'unasked' : 'loading' };
  });
  return { games, lookups };
});

/** A game by id: the id's own words when it has them (nflverse's), else the cached weeks' odds. */
const selectGameOf = createSelector(
  [selectKnownGames],
  ({ games }) =>
    (id: string) =>
      gameOfId(id) ?? games.get(id),
);

const sameWeeks = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((week, index) => week === b[index]);

/** The weeks whose odds the page asks for, to name the bets' games that their ids do not name (betGames.ts). */
export const selectGameWeeksToAsk = createSelector(
  [selectAnsweredBets, selectUnsavedEntries, selectKnownGames],
  (bets, entries, { lookups }) => {
    const wanted = [...bets, ...entries.map((entry) => entry.bet)].flatMap((bet) =>
      bet.legs
        .filter((leg) => !gameOfId(leg.game_id))
        .map((leg) => ({ gameId: leg.game_id, fromWeek: weekPlaced(bet.placed_at) })),
    );
    return gameWeeksToAsk(wanted, (week) => lookups[week - MIN_WEEK] ?? { state: 'unasked' });
  },
  { memoize: lruMemoize, memoizeOptions: { resultEqualityCheck: sameWeeks } },
);

interface AllRows {
  /** The outbox's, in the order logged. */
  unsaved: BetRow[];
  /** The stored bets, as answered (newest first); a bet also in the outbox (sent, not yet confirmed) is left out. */
  saved: BetRow[];
}

const selectAllRows = createSelector(
  [selectAnsweredBets, selectUnsavedEntries, selectGameOf],
  (bets, entries, gameOf): AllRows => {
    const inOutbox = new Set(entries.map((entry) => entry.bet.id));
    return {
      unsaved: entries.map(({ bet, state, message, fields }) =>
        betRow(pendingGradedBet(bet), gameOf, { state, message, fields }),
      ),
      saved: bets.filter((bet) => !inOutbox.has(bet.id)).map((bet) => betRow(bet, gameOf)),
    };
  },
);

const selectHeldValues = createSelector([selectAllRows], ({ unsaved, saved }) => heldValues([...unsaved, ...saved]));

/** Each filter's choices, from every bet. */
export const selectBetFilterOptions = createSelector([selectHeldValues, selectBetFilters], filterOptions);

/** Whether the user has any bet at all, saved or not (the empty state is for none). */
export const selectHasAnyBet = (state: RootState) => {
  const { unsaved, saved } = selectAllRows(state);
  return unsaved.length + saved.length > 0;
};

const selectFilteredRows = createSelector([selectAllRows, selectBetFilters], ({ unsaved, saved }, filters): AllRows => {
  const passes = filterTest(filters);
  return { unsaved: unsaved.filter(passes), saved: saved.filter(passes) };
});

/** The filtered bets not saved yet: always first, in the order logged. */
export const selectUnsavedRows = (state: RootState) => selectFilteredRows(state).unsaved;

/** The filtered stored bets, in the table's sort. */
export const selectSortedRows = createSelector([selectFilteredRows, selectBetSort], ({ saved }, sort) =>
  sortBetRows(saved, sort),
);

const selectFilteredBets = createSelector([selectFilteredRows], ({ saved }) => saved.map((row) => row.bet));

/** The summary of the filtered stored bets: the API's own function (src/domain/bets/summary.ts). */
export const selectFilteredSummary = createSelector([selectFilteredBets], summarizeBets);

/** The filtered bets' CLVs, for how many bets would tell skill from luck. */
export const selectFilteredClvs = createSelector([selectFilteredBets], (bets) =>
  bets.flatMap((bet) => (bet.clv === null ? [] : [bet.clv])),
);

/** The filtered bets by market, book and week (the week each settles: summary.ts's weekKey, as the filter reads it). */
export function breakdownsOf(saved: readonly BetRow[]) {
  const weekOf = new Map(saved.map((row) => [row.bet, row.week]));
  const bets = saved.map((row) => row.bet);
  return {
    market: summarizeBy(bets, marketKey),
    book: summarizeBy(bets, bookKey),
    week: summarizeBy(bets, (bet) => weekOf.get(bet) ?? ''),
  };
}

/** The charts' series: units won so far after each graded bet, and each bet's CLV, in the order placed. */
export function chartSeriesOf(saved: readonly BetRow[]) {
  const placed = inPlacedOrder(saved);
  return { units: cumulativeUnits(placed), clv: withClv(placed) };
}

/**
 * The filtered stored bets' rows, which the breakdowns and the charts work from in the background (useDeferredValue):
 * a selector of their figures would be computed with every store change, in the frame that answers a filter.
 */
export const selectFilteredSavedRows = (state: RootState) => selectFilteredRows(state).saved;

/** How many bets the table shows (filtered, saved or not): a number, so sorting re-renders none of the rest. */
export const selectShownCount = (state: RootState) => {
  const { unsaved, saved } = selectFilteredRows(state);
  return unsaved.length + saved.length;
};
