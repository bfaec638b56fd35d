import { createSelector } from '@reduxjs/toolkit';
import { selectSlipKind, selectSlipLegs, selectTeaserPoints } from './betSlipSlice';
import { slipFromAddress, slipSearch } from './slipAddress';

/** The slip's part of the /nfl address: '&slip=…' with its legs and '&teaser=6.5' for a teaser ('' when empty). */
export const selectSlipSearch = createSelector([selectSlipLegs, selectSlipKind, selectTeaserPoints], slipSearch);

/** The slip part an address would lead to once restored (the legs it names that read, its teaser if valid). */
export function slipSearchOfAddress(params: URLSearchParams): string {
  const { legs, teaser } = slipFromAddress(params.get('slip'), params.get('teaser'));
  return slipSearch(legs, teaser === undefined ? 'parlay' : 'teaser', teaser ?? 6);
}
