import { createSelector } from '@reduxjs/toolkit';
import { comparisonRows, playerName } from '../../domain/statColumns';
import { selectSeasonLabels } from '../playerData/playerDataSelectors';
import { chartedStats } from './comparisonChartData';
import { comparisonKey, selectSelectedPlayers } from './comparisonSlice';

/** The selection's keys, for the table's Select / Selected toggles. */
export const selectSelectedKeys = createSelector(
  [selectSelectedPlayers],
  (rows): ReadonlySet<string> => new Set(rows.map(comparisonKey)),
);

/** The comparison dialog's rows for the selected players (whatever season each came from). */
export const selectComparisonRows = createSelector([selectSelectedPlayers], (players) => comparisonRows(players));

/** The comparison's numbers to chart: those at least one selected player has. */
export const selectComparisonChartStats = createSelector([selectComparisonRows], chartedStats);

export interface ComparedPlayer {
  key: string;
  /** The name ('N/A' when blank), with the season's label when the selection spans seasons. */
  heading: string;
}

/** The comparison dialog's column headings, one per selected player in the order chosen. */
export const selectComparedPlayers = createSelector([selectSelectedPlayers, selectSeasonLabels], (players, labelOf) => {
  const spansSeasons = new Set(players.map((player) => player.season_id)).size > 1;
  return players.map((player): ComparedPlayer => ({
    key: comparisonKey(player),
    heading: spansSeasons ? `${playerName(player)} (${labelOf(player.season_id)})` : playerName(player),
  }));
});

/** The labels of the seasons the selected players come from, in the order chosen: '2025', or '2025-2024'. */
export const selectComparedSeasons = createSelector([selectSelectedPlayers, selectSeasonLabels], (players, labelOf) =>
  [...new Set(players.map((player) => labelOf(player.season_id)))].join('-'),
);
