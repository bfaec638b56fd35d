import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import type { UrlStateBinding } from '../../lib/useUrlState';
import { COLUMNS } from '../../domain/statColumns';
import {
  DEFAULT_GAME_LOG_SORT,
  selectChosenLogSeasonId,
  selectGameLogSort,
  viewRestoredFromUrl,
  type GameLogColumnId,
  type GameLogViewState,
} from './gameLogsSlice';
import { readSortParams, writeSortParams } from '../../lib/tableSort';

const KEYS = ['season', 'sort', 'dir'] as const;
const SEASON_ID = /^[\w-]{1,32}$/;
const columns: ReadonlySet<string> = new Set<string>([
  'week',
  'opponent',
  'result',
  'matchup',
  ...COLUMNS.map((column) => column.id),
]);

const isColumn = (value: string): value is GameLogColumnId => columns.has(value);

/** The view as a query string, the default sort left out: 'season=99b5…&sort=pass_yards&dir=desc'. */
export function gameLogSearch({ seasonId, sort }: GameLogViewState): string {
  const params = new URLSearchParams();
  if (seasonId !== null) params.set('season', seasonId);
  writeSortParams(params, sort, DEFAULT_GAME_LOG_SORT);
  return params.toString();
}

/** The view an address holds; undefined when it holds none of its keys. Invalid values take their defaults. */
export function parseGameLogSearch(params: URLSearchParams): GameLogViewState | undefined {
  if (!KEYS.some((key) => params.has(key))) return undefined;
  const season = params.get('season')?.trim() ?? null;
  return {
    seasonId: season !== null && SEASON_ID.test(season) ? season : null,
    sort: readSortParams(params, isColumn, DEFAULT_GAME_LOG_SORT),
  };
}

const selectSearch = createSelector([selectChosenLogSeasonId, selectGameLogSort], (seasonId, sort) =>
  gameLogSearch({ seasonId, sort }),
);

/** /player-data/{player_id}?season=…&sort=…&dir=…: the address and the store in step (lib/useUrlState.ts). */
export const gameLogUrl: UrlStateBinding<RootState> = {
  selectSearch,
  restore: (params, state) => {
    const restored = parseGameLogSearch(params);
    if (restored === undefined || gameLogSearch(restored) === selectSearch(state)) return undefined;
    return viewRestoredFromUrl(restored);
  },
};
