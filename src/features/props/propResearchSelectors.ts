import { createSelector, weakMapMemoize } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { selectDefenseMatchupLookup, type DefenseMatchup } from '../gameLogs/defenseSelectors';
import { selectSeasonLogs, type SeasonLogsStatus } from '../gameLogs/seasonLogsSelectors';
import { sortByHitRate } from './hitRateSort';
import { propKey } from './parseProps';
import { splitAtWeek, type LoggedGame } from './hitRates';
import { latestPosition, playerResearch, type PlayerResearch } from './propResearch';
import { selectAllProps, selectPropPlayerIds, selectPropRows, type PropTableRow } from './propsSelectors';
import { selectPropsSort } from './propsSlice';
import { selectSelectedWeek } from '../week/weekSlice';
import type { PropLine } from './types';

const selectPropLogs = (state: RootState) => selectSeasonLogs(state, selectPropPlayerIds(state));

/** Whether the hit rates are there: they show, and the table sorts by them, only when 'ready'. */
export const selectHitRatesStatus = (state: RootState): SeasonLogsStatus => selectPropLogs(state).status;

/**
 * Whether the hit rates are on their way: their logs asked for, or to be once the season is known (players with ids).
 */
export const selectHitRatesPending = (state: RootState): boolean => {
  const { status } = selectPropLogs(state);
  return status === 'loading' || (status === 'idle' && selectPropPlayerIds(state).length > 0);
};

/**
 * A player's lines and his completed games before the props' week (the selected week, whose games
 * give the opponents): what his hit rates are counted from; his game of that week once final; and
 * his position in his latest game.
 */
interface LoggedProps {
  lines: readonly PropLine[];
  games: readonly LoggedGame[];
  thisGame?: LoggedGame;
  position: string;
}

const noLogged = new Map<string, LoggedProps>();
/** One object per player's lines, games and week while they stand. */
const loggedProps = weakMapMemoize(
  (lines: readonly PropLine[], games: readonly LoggedGame[], week: number): LoggedProps => {
    const { before, thisGame } = splitAtWeek(games, week);
    return { lines, games: before, ...(thisGame ? { thisGame } : {}), position: latestPosition(games) };
  },
);

/** Each answered player's lines and games by his row's key; matched by props.player.id. */
const selectLoggedProps = createSelector([selectAllProps, selectPropLogs, selectSelectedWeek], (props, logs, week) => {
  if (logs.status !== 'ready') return noLogged;
  const logged = new Map<string, LoggedProps>();
  for (const p of props) {
    const games = p.playerId === undefined ? undefined : logs.byPlayer.get(p.playerId);
    if (games) logged.set(propKey(p), loggedProps(p.lines, games, week));
  }
  return logged;
});

export interface ResearchedPropRow extends PropTableRow {
  /**
   * His lines and games, which his hit rates are counted from (rowResearch); absent while the game logs are not in (or
   * failed), or for a player without an id.
   */
  logged?: LoggedProps;
  /** The opponent's defence against his position; absent without figures, a position or an opponent. */
  defense?: DefenseMatchup;
}

/**
 * A player's research, counted when first asked for and kept while his lines and games stand: a row
 * counts its own as it is drawn, so the count is spread over the table's steps (which React renders
 * in slices), not one task for every player when the logs arrive; a sort by hit rate finds them counted.
 */
const researchOf = weakMapMemoize(playerResearch);

/** A row's hit rates per market, counted once (researchOf); undefined without logs (see ResearchedPropRow.logged). */
export const rowResearch = (row: ResearchedPropRow): PlayerResearch | undefined =>
  row.logged && researchOf(row.logged.lines, row.logged.games, row.logged.thisGame);

/** One object per row, logs and matchup: a row keeps its identity through a re-sort, so it is not drawn again. */
const researchedRow = weakMapMemoize(
  (row: PropTableRow, logged: LoggedProps | undefined, defense: DefenseMatchup | undefined): ResearchedPropRow => ({
    ...row,
    ...(logged ? { logged } : {}),
    ...(defense ? { defense } : {}),
  }),
);

/** The table's rows (selectPropRows) with each player's logs and matchup, in the chosen order. */
export const selectResearchedPropRows = createSelector(
  [selectPropRows, selectLoggedProps, selectDefenseMatchupLookup, selectPropsSort],
  (rows, logged, matchupOf, sort): ResearchedPropRow[] => {
    if (logged.size === 0) return rows;
    const researched = rows.map((row) => {
      const found = logged.get(row.id);
      return researchedRow(row, found, found?.position ? matchupOf(row.opponent, found.position) : undefined);
    });
    return sortByHitRate(researched, (row) => rowResearch(row)?.lastTen, sort);
  },
);
