import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import type { UrlStateBinding } from '../../lib/useUrlState';
import { COLUMNS } from '../../domain/statColumns';
import { selectSeasonId } from './playerDataSelectors';
import { DEFAULT_POSITION_GROUP, POSITION_GROUP_OPTIONS } from '../../domain/positions';
import {
  selectChosenSeasonId,
  selectPlayerSearch,
  selectPlayerSort,
  selectPositionGroup,
  filtersRestoredFromUrl,
  type PlayerDataState,
} from './playerDataSlice';
import { DEFAULT_SORT } from './sortState';
import type { PositionGroup, SortColumn } from '../../domain/playerStats';
import { readSortParams, writeSortParams } from '../../lib/tableSort';

/** The query keys of /player-data, in the order the address lists them. */
const KEYS = ['season', 'q', 'group', 'sort', 'dir'] as const;

/** Longer searches are cut: nobody types 100 characters of a player's name. */
export const MAX_SEARCH_LENGTH = 100;

const SEASON_ID = /^[\w-]{1,32}$/;
const groups: ReadonlySet<string> = new Set(POSITION_GROUP_OPTIONS.map((option) => option.value));
const sortColumns: ReadonlySet<string> = new Set(COLUMNS.map((column) => column.id));

const isGroup = (value: string | null): value is PositionGroup => value !== null && groups.has(value);
const isSortColumn = (value: string): value is SortColumn => sortColumns.has(value);

/** The filters as a query string, defaults left out: 'season=2024&q=allen&group=QB&sort=pass_yards&dir=desc'. */
export function playerDataSearch({ seasonId, search, group, sort }: PlayerDataState): string {
  const params = new URLSearchParams();
  if (seasonId !== null) params.set('season', seasonId);
  if (search !== '') params.set('q', search);
  if (group !== DEFAULT_POSITION_GROUP) params.set('group', group);
  writeSortParams(params, sort, DEFAULT_SORT);
  return params.toString();
}

/**
 * The filters an address holds; undefined when it holds none of them (the tab link, so the
 * current filters stay). Absent or invalid values take their defaults.
 */
export function parsePlayerDataSearch(params: URLSearchParams): PlayerDataState | undefined {
  if (!KEYS.some((key) => params.has(key))) return undefined;
  const season = params.get('season')?.trim() ?? null;
  const group = params.get('group');
  return {
    seasonId: season !== null && SEASON_ID.test(season) ? season : null,
    search: (params.get('q') ?? '').slice(0, MAX_SEARCH_LENGTH),
    group: isGroup(group) ? group : DEFAULT_POSITION_GROUP,
    sort: readSortParams(params, isSortColumn, DEFAULT_SORT),
  };
}

/** The chosen season as shown (an unlisted choice reads as the season shown instead); null when none was chosen. */
const selectShownChoice = (state: RootState) => {
  const chosen = selectChosenSeasonId(state);
  return chosen === null ? null : selectSeasonId(state, chosen);
};

const selectPlayerDataSearch = createSelector(
  [selectShownChoice, selectPlayerSearch, selectPositionGroup, selectPlayerSort],
  (seasonId, search, group, sort) => playerDataSearch({ seasonId, search, group, sort }),
);

const withoutSearch = (query: string) => {
  const params = new URLSearchParams(query);
  params.delete('q');
  return params.toString();
};

/** /player-data?season=…&q=…&group=…&sort=…&dir=…; typing in the search replaces the entry. */
export const playerDataUrl: UrlStateBinding<RootState> = {
  selectSearch: selectPlayerDataSearch,
  restore: (params, state) => {
    const restored = parsePlayerDataSearch(params);
    if (restored === undefined || playerDataSearch(restored) === selectPlayerDataSearch(state)) return undefined;
    return filtersRestoredFromUrl(restored);
  },
  replaces: (from, to) => withoutSearch(from) === withoutSearch(to),
};
