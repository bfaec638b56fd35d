import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { comparisonKey, selectSelectedPlayers } from '../comparison/comparisonSlice';
import { comparisonRows, playerName, visibleColumns } from './columns';
import { chartedStats } from './comparisonChartData';
import { playerDataApi, playersAdapter } from './playerDataApi';
import { selectChosenSeasonId, selectPlayerSearch, selectPlayerSort, selectPositionGroup } from './playerDataSlice';
import { filterPlayers } from './playerFilter';
import { sortPlayers } from './playerSort';
import type { PlayerStat, Season } from './types';

const noSeasons: Season[] = [];
const noPlayers: PlayerStat[] = [];
const { selectAll } = playersAdapter.getSelectors();

const selectSeasonsEntry = playerDataApi.endpoints.getSeasons.select();

/** The seasons from /seasons, newest first; empty until loaded. */
export const selectSeasons = (state: RootState): Season[] => selectSeasonsEntry(state).data ?? noSeasons;

/**
 * The season shown: the user's choice, else the first from /seasons (2025); null before /seasons
 * answers. A choice /seasons does not list (from an address) gives way to the first once it has answered.
 */
export function selectSeasonId(state: RootState): string | null {
  const chosen = selectChosenSeasonId(state);
  const seasons = selectSeasons(state);
  if (chosen !== null && (seasons.length === 0 || seasons.some((season) => season.id === chosen))) return chosen;
  return seasons[0]?.id ?? null;
}

const seasonLabel = (seasons: readonly Season[], seasonId: string) =>
  seasons.find((season) => season.id === seasonId)?.label ?? seasonId;

/** The shown season's label ('2025'); '' before /seasons answers. */
export const selectSeasonLabel = (state: RootState): string => {
  const seasonId = selectSeasonId(state);
  return seasonId === null ? '' : seasonLabel(selectSeasons(state), seasonId);
};

/** The shown season's player-stats query: data (normalized) and status. */
export const selectSeasonStats = (state: RootState) => {
  const seasonId = selectSeasonId(state);
  return seasonId === null ? undefined : playerDataApi.endpoints.getPlayerStats.select(seasonId)(state);
};

const selectSeasonPlayersState = (state: RootState) => selectSeasonStats(state)?.data;

/** Every row of the shown season, in the API's order. */
export const selectSeasonPlayers = createSelector([selectSeasonPlayersState], (players) =>
  players ? selectAll(players) : noPlayers,
);

const selectPlayerQuery = createSelector(
  [selectSeasonId, selectPlayerSearch, selectPositionGroup],
  (seasonId, search, group) => ({ seasonId: seasonId ?? '', search, group }),
);

/** The table's rows: filtered by season, games, name and position group (spec §5), then sorted. */
export const selectVisiblePlayers = createSelector(
  [selectSeasonPlayers, selectPlayerQuery, selectPlayerSort],
  (rows, query, sort) => {
    const filtered = filterPlayers(rows, query);
    return filtered.length === 0 ? noPlayers : sortPlayers(filtered, sort);
  },
);

/** The table's columns (CONTRACT §5): base, plus the groups the position group and the rows call for. */
export const selectVisibleColumns = createSelector([selectVisiblePlayers, selectPositionGroup], visibleColumns);

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
export const selectComparedPlayers = createSelector([selectSelectedPlayers, selectSeasons], (players, seasons) => {
  const spansSeasons = new Set(players.map((player) => player.season_id)).size > 1;
  return players.map(
    (player): ComparedPlayer => ({
      key: comparisonKey(player),
      heading: spansSeasons ? `${playerName(player)} (${seasonLabel(seasons, player.season_id)})` : playerName(player),
    }),
  );
});

/** The labels of the seasons the selected players come from, in the order chosen: '2025', or '2025-2024'. */
export const selectComparedSeasons = createSelector([selectSelectedPlayers, selectSeasons], (players, seasons) =>
  [...new Set(players.map((player) => seasonLabel(seasons, player.season_id)))].join('-'),
);
