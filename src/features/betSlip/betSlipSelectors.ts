import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { selectSlipKind, selectSlipLegs, selectTeaserPoints } from './betSlipSlice';
import { sameBet, slipFromAddress, slipSearch, type SlipLeg } from './slipAddress';

/** The slip's part of the /nfl address: '&slip=…' with its legs and '&teaser=6.5' for a teaser ('' when empty). */
export const selectSlipSearch = createSelector([selectSlipLegs, selectSlipKind, selectTeaserPoints], slipSearch);

/** The slip part an address would lead to once restored (the legs it names that read, its teaser if valid). */
export function slipSearchOfAddress(params: URLSearchParams): string {
  const { legs, teaser } = slipFromAddress(params.get('slip'), params.get('teaser'));
  return slipSearch(legs, teaser === undefined ? 'parlay' : 'teaser', teaser ?? 6);
}

/** Whether the slip holds this bet (the same game, book, market and side, whatever its number now). */
export const selectHasBet = (state: RootState, leg: SlipLeg): boolean =>
  selectSlipLegs(state).some((kept) => sameBet(kept, leg));
