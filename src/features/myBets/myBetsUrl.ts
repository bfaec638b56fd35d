import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { readSortParams, writeSortParams } from '../../lib/tableSort';
import type { UrlStateBinding } from '../../lib/useUrlState';
import {
  BET_COLUMNS,
  betsViewRestored,
  DEFAULT_BET_SORT,
  FILTER_NAMES,
  NO_FILTERS,
  selectBetFilters,
  selectBetSort,
  type BetColumn,
  type BetFilters,
  type MyBetsView,
} from './myBetsViewSlice';

const columns: ReadonlySet<string> = new Set(BET_COLUMNS);
const isColumn = (value: string): value is BetColumn => columns.has(value);

/** What a filter may hold in an address: a short word or number; anything else is no filter. */
const FILTER_VALUE = /^[\w-]{1,32}$/;

/** The view as a query string, defaults left out: 'book=draftkings&sort=clv&dir=desc'. */
export function myBetsSearch({ filters, sort }: MyBetsView): string {
  const params = new URLSearchParams();
  for (const name of FILTER_NAMES) if (filters[name]) params.set(name, filters[name]);
  writeSortParams(params, sort, DEFAULT_BET_SORT);
  return params.toString();
}

const KEYS = [...FILTER_NAMES, 'sort', 'dir'];

/** The view an address holds; undefined when it holds none of its keys. Unknown or malformed values take defaults. */
export function parseMyBetsSearch(params: URLSearchParams): MyBetsView | undefined {
  if (!KEYS.some((key) => params.has(key))) return undefined;
  const filters: BetFilters = { ...NO_FILTERS };
  for (const name of FILTER_NAMES) {
    const value = params.get(name)?.trim() ?? '';
    if (FILTER_VALUE.test(value)) filters[name] = value;
  }
  return { filters, sort: readSortParams(params, isColumn, DEFAULT_BET_SORT) };
}

const selectSearch = createSelector([selectBetFilters, selectBetSort], (filters, sort) =>
  myBetsSearch({ filters, sort }),
);

/** /my-bets?…: the address and the store in step (lib/useUrlState.ts). */
export const myBetsUrl: UrlStateBinding<RootState> = {
  selectSearch,
  restore: (params, state) => {
    const restored = parseMyBetsSearch(params);
    if (restored === undefined || myBetsSearch(restored) === selectSearch(state)) return undefined;
    return betsViewRestored(restored);
  },
};
