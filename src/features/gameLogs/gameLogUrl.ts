import { createSelector } from '@reduxjs/toolkit';
import type { UrlStateBinding } from '../../app/useUrlState';
import { COLUMNS } from '../../domain/statColumns';
import {
  DEFAULT_GAME_LOG_SORT,
  selectChosenLogSeasonId,
  selectGameLogSort,
  viewRestoredFromUrl,
  type GameLogColumnId,
  type GameLogViewState,
} from './gameLogsSlice';
import type { SortDirection } from '../../domain/playerStats';

const KEYS = ['season', 'sort', 'dir'] as const;
const SEASON_ID = /^[\w-]{1,32}$/;
const columns: ReadonlySet<string> = new Set<string>(['week', 'opponent', 'result', 'matchup', ...COLUMNS.map((column) => column.id)]);

const isColumn = (value: string | null): value is GameLogColumnId => value !== null && columns.has(value);
const isDirection = (value: string | null): value is SortDirection => value === 'asc' || value === 'desc';

/** The view as a query string, the default sort left out: 'season=99b5…&sort=pass_yards&dir=desc'. */
export function gameLogSearch({ seasonId, sort }: GameLogViewState): string {
  const params = new URLSearchParams();
  if (seasonId !== null) params.set('season', seasonId);
  if (sort.column !== DEFAULT_GAME_LOG_SORT.column || sort.direction !== DEFAULT_GAME_LOG_SORT.direction) {
    params.set('sort', sort.column);
    params.set('dir', sort.direction);
  }
  return params.toString();
}

/** The view an address holds; undefined when it holds none of its keys. Invalid values take their defaults. */
export function parseGameLogSearch(params: URLSearchParams): GameLogViewState | undefined {
  if (!KEYS.some((key) => params.has(key))) return undefined;
  const season = params.get('season')?.trim() ?? null;
  const column = params.get('sort');
  const direction = params.get('dir');
  return {
    seasonId: season !== null && SEASON_ID.test(season) ? season : null,
    sort: isColumn(column) ? { column, direction: isDirection(direction) ? direction : 'asc' } : DEFAULT_GAME_LOG_SORT,
  };
}

const selectSearch = createSelector([selectChosenLogSeasonId, selectGameLogSort], (seasonId, sort) => gameLogSearch({ seasonId, sort }));

/** /player-data/{player_id}?season=…&sort=…&dir=…: the address and the store in step (app/useUrlState.ts). */
export const gameLogUrl: UrlStateBinding = {
  selectSearch,
  restore: (params, state) => {
    const restored = parseGameLogSearch(params);
    if (restored === undefined || gameLogSearch(restored) === selectSearch(state)) return undefined;
    return viewRestoredFromUrl(restored);
  },
};
