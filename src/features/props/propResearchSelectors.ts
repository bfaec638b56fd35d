import { createSelector, weakMapMemoize } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { selectDefenseMatchupLookup, type DefenseMatchup } from '../gameLogs/defenseSelectors';
import { selectSeasonLogs, type SeasonLogsStatus } from '../gameLogs/seasonLogsSelectors';
import { sortByHitRate } from './hitRateSort';
import { propKey } from './parseProps';
import { playerResearch, type PlayerResearch } from './propResearch';
import { selectAllProps, selectPropPlayerIds, selectPropRows, type PropTableRow } from './propsSelectors';
import { selectPropsSort } from './propsSlice';

const selectPropLogs = (state: RootState) => selectSeasonLogs(state, selectPropPlayerIds(state));

/** Whether the hit rates are there: they show, and the table sorts by them, only when 'ready'. */
export const selectHitRatesStatus = (state: RootState): SeasonLogsStatus => selectPropLogs(state).status;

/** Whether the hit rates are on their way: their logs asked for, or to be once the season is known (players with ids). */
export const selectHitRatesPending = (state: RootState): boolean => {
  const { status } = selectPropLogs(state);
  return status === 'loading' || (status === 'idle' && selectPropPlayerIds(state).length > 0);
};

const noResearch = new Map<string, PlayerResearch>();

/** Each answered player's research (his games against his lines) by his row's key; matched by props.player.id. */
export const selectPropResearch = createSelector([selectAllProps, selectPropLogs], (props, logs) => {
  if (logs.status !== 'ready') return noResearch;
  const research = new Map<string, PlayerResearch>();
  for (const p of props) {
    const games = p.playerId === undefined ? undefined : logs.byPlayer.get(p.playerId);
    if (games) research.set(propKey(p), playerResearch(p.lines, games));
  }
  return research;
});

export interface ResearchedPropRow extends PropTableRow {
  /** His hit rates; absent while the game logs are not in (or failed), or for a player without an id. */
  research?: PlayerResearch;
  /** The opponent's defence against his position; absent without figures, a position or an opponent. */
  defense?: DefenseMatchup;
}

/** One object per row, research and matchup: a row keeps its identity through a re-sort, so it is not drawn again. */
const researchedRow = weakMapMemoize(
  (row: PropTableRow, research: PlayerResearch | undefined, defense: DefenseMatchup | undefined): ResearchedPropRow => ({
    ...row,
    ...(research ? { research } : {}),
    ...(defense ? { defense } : {}),
  }),
);

/** The table's rows (selectPropRows) with each player's hit rates and matchup, in the chosen order. */
export const selectResearchedPropRows = createSelector(
  [selectPropRows, selectPropResearch, selectDefenseMatchupLookup, selectPropsSort],
  (rows, research, matchupOf, sort): ResearchedPropRow[] => {
    if (research.size === 0) return rows;
    const researched = rows.map((row) => {
      const found = research.get(row.id);
      return researchedRow(row, found, found?.position ? matchupOf(row.opponent, found.position) : undefined);
    });
    return sortByHitRate(researched, (row) => row.research?.lastTen, sort);
  },
);
