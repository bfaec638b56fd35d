import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import type { UrlStateBinding } from '../../lib/useUrlState';
import { DEFAULT_DEVIG_METHOD, isDevigMethod, type DevigMethod } from '../../domain/bettorMath/devigMethods';
import { weekInAddress } from '../../domain/week';
import { selectSlipSearch, slipSearchOfAddress } from '../betSlip/betSlipSelectors';
import { matchupsAddressRestored, selectSelectedWeek } from '../week/weekSlice';
import {
  DEFAULT_CARD_DETAIL,
  DEFAULT_MATCHUP_SORT,
  isCardDetail,
  DEFAULT_MATCHUP_VIEW,
  isMatchupView,
  selectCardDetail,
  selectDevigMethod,
  selectMatchupSort,
  selectMatchupView,
  type CardDetail,
  type MatchupSort,
  type MatchupView,
} from './matchupsSlice';

/** How /nfl shows its week: each part is in its address unless it is the default. */
export interface MatchupsShown {
  sort: MatchupSort;
  devig: DevigMethod;
  view: MatchupView;
  cards: CardDetail;
}

const DEFAULTS: MatchupsShown = {
  sort: DEFAULT_MATCHUP_SORT,
  devig: DEFAULT_DEVIG_METHOD,
  view: DEFAULT_MATCHUP_VIEW,
  cards: DEFAULT_CARD_DETAIL,
};
const KEYS = ['week', ...(Object.keys(DEFAULTS) as Array<keyof MatchupsShown>), 'slip', 'teaser'];

/**
 * 'week=3', 'week=3&sort=movement&devig=power&view=bets': the week always (the current week moves on), the rest
 * unless it is the default.
 */
export function matchupsSearch(week: number, shown: Partial<MatchupsShown> = {}): string {
  const parts = (Object.keys(DEFAULTS) as Array<keyof MatchupsShown>)
    .filter((key) => shown[key] !== undefined && shown[key] !== DEFAULTS[key])
    .map((key) => `&${key}=${shown[key] ?? ''}`);
  return `week=${week}${parts.join('')}`;
}

const selectMatchupsSearch = createSelector(
  [selectSelectedWeek, selectMatchupSort, selectDevigMethod, selectMatchupView, selectCardDetail, selectSlipSearch],
  (week, sort, devig, view, cards, slip) => matchupsSearch(week, { sort, devig, view, cards }) + slip,
);

/**
 * /nfl?week=N&sort=movement&devig=shin&view=bets. An address with none of these (the header's link) keeps the screen
 * as shown; otherwise an absent or invalid week keeps the shown one and an absent or unknown part is its default.
 */
export const matchupsUrl: UrlStateBinding<RootState> = {
  selectSearch: selectMatchupsSearch,
  restore: (params, state) => {
    if (!KEYS.some((key) => params.has(key))) return undefined;
    const week = weekInAddress(params) ?? selectSelectedWeek(state);
    const devig = params.get('devig');
    const view = params.get('view');
    const cards = params.get('cards');
    const shown: MatchupsShown = {
      sort: params.get('sort') === 'movement' ? 'movement' : DEFAULT_MATCHUP_SORT,
      devig: isDevigMethod(devig) ? devig : DEFAULT_DEVIG_METHOD,
      view: isMatchupView(view) ? view : DEFAULT_MATCHUP_VIEW,
      cards: isCardDetail(cards) ? cards : DEFAULT_CARD_DETAIL,
    };
    if (matchupsSearch(week, shown) + slipSearchOfAddress(params) === selectMatchupsSearch(state)) return undefined;
    const [slip, teaser] = [params.get('slip'), params.get('teaser')];
    // The sort always (the spec's screen's one choice); the newer parts only when the address has them.
    const named = Object.entries(shown).filter(
      ([key, value]) => key !== 'sort' && value !== DEFAULTS[key as keyof MatchupsShown],
    );
    return matchupsAddressRestored({
      week,
      sort: shown.sort,
      ...Object.fromEntries(named),
      ...(slip ? { slip } : {}),
      ...(teaser !== null ? { teaser } : {}),
    });
  },
};
