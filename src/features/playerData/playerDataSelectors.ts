import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { visibleColumns } from '../../domain/statColumns';
import { playerDataApi, playersAdapter } from './playerDataApi';
import { selectChosenSeasonId, selectPlayerSearch, selectPlayerSort, selectPositionGroup } from './playerDataSlice';
import { filterPlayers } from './playerFilter';
import { sortPlayers } from './playerSort';
import type { PlayerStat, Season } from '../../domain/playerStats';

const noSeasons: Season[] = [];
const noPlayers: PlayerStat[] = [];
const { selectAll } = playersAdapter.getSelectors();

const selectSeasonsEntry = playerDataApi.endpoints.getSeasons.select();

/** The seasons from /seasons, newest first; empty until loaded. */
export const selectSeasons = (state: RootState): Season[] => selectSeasonsEntry(state).data ?? noSeasons;

/**
 * The season a view shows for its choice (Player Data's, the player log's; null for the current
 * season): the choice, else the first from /seasons (2025); null before /seasons answers. A choice
 * /seasons does not list (from an address) gives way to the first once it has answered.
 */
export function selectSeasonId(state: RootState, chosen: string | null): string | null {
  const seasons = selectSeasons(state);
  if (chosen !== null && (seasons.length === 0 || seasons.some((season) => season.id === chosen))) return chosen;
  return seasons[0]?.id ?? null;
}

/** Each season's label ('2025') by id: a label reads as its id when /seasons does not list it. */
export const selectSeasonLabels = createSelector(
  [selectSeasons],
  (seasons) =>
    (seasonId: string): string =>
      seasons.find((season) => season.id === seasonId)?.label ?? seasonId,
);

/** The label ('2025') of the season a view shows for its choice (see selectSeasonId); '' before /seasons answers. */
export const selectSeasonLabel = (state: RootState, chosen: string | null): string => {
  const seasonId = selectSeasonId(state, chosen);
  return seasonId === null ? '' : selectSeasonLabels(state)(seasonId);
};

/** Player Data's season: the user's choice, else the current one. */
const selectShownSeasonId = (state: RootState) => selectSeasonId(state, selectChosenSeasonId(state));

/** The shown season's player-stats query: data (normalized) and status. */
export const selectSeasonStats = (state: RootState) => {
  const seasonId = selectShownSeasonId(state);
  return seasonId === null ? undefined : playerDataApi.endpoints.getPlayerStats.select(seasonId)(state);
};

const selectSeasonPlayersState = (state: RootState) => selectSeasonStats(state)?.data;

/** Every row of the shown season, in the API's order. */
export const selectSeasonPlayers = createSelector([selectSeasonPlayersState], (players) =>
  players ? selectAll(players) : noPlayers,
);

const selectPlayerQuery = createSelector(
  [selectShownSeasonId, selectPlayerSearch, selectPositionGroup],
  (seasonId, search, group) => ({ seasonId: seasonId ?? '', search, group }),
);

/** The rows that pass the filter (spec §5), in the API's order: a new sort does not filter again. */
const selectFilteredPlayers = createSelector([selectSeasonPlayers, selectPlayerQuery], filterPlayers);

/** The table's rows: filtered by season, games, name and position group (spec §5), then sorted. */
export const selectVisiblePlayers = createSelector([selectFilteredPlayers, selectPlayerSort], (filtered, sort) =>
  filtered.length === 0 ? noPlayers : sortPlayers(filtered, sort),
);

/**
 * The table's columns (CONTRACT §5): base, plus the groups the position group and the rows call for.
 * From the filtered rows, so a sort keeps the same columns (and the header and rows their props).
 */
export const selectVisibleColumns = createSelector([selectFilteredPlayers, selectPositionGroup], visibleColumns);
