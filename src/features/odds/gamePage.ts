import type { RootState } from '../../app/store';
import type { UrlStateBinding } from '../../lib/useUrlState';
import { weekInAddress } from '../../domain/week';
import { selectSelectedWeek, weekSelected } from '../week/weekSlice';

/** A game's page: /nfl/games/{id}?week=N (the week its lines are asked for). */
export const GAME_PAGE_ROUTE = '/nfl/games/:gameId';

/** The address of a game's page. */
export const gamePagePath = (gameId: string, week: number): string =>
  `/nfl/games/${encodeURIComponent(gameId)}?week=${week}`;

/** The page's week is the store's: its address names it, and a shared link selects it. */
export const gamePageUrl: UrlStateBinding<RootState> = {
  selectSearch: (state) => `week=${selectSelectedWeek(state)}`,
  restore: (params, state) => {
    const week = weekInAddress(params);
    return week === undefined || week === selectSelectedWeek(state) ? undefined : weekSelected(week);
  },
};
