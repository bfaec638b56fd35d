import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { selectLastEdit, selectSlipKind, selectSlipLegs, selectTeaserPoints } from './betSlipSlice';
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

/** '2 legs', '1 leg'. */
export const legsText = (count: number): string => `${count} ${count === 1 ? 'leg' : 'legs'}`;

/** What the slip's live region says of the last press: 'Added Chiefs (-3.5) -110 (FanDuel) to the bet slip, 2 legs'. */
export const selectSlipAnnouncement = createSelector([selectLastEdit], (last): string => {
  if (!last) return '';
  if (last.edit === 'cleared') return 'Bet slip cleared';
  const bet = last.bet || 'a leg';
  const what = last.edit === 'added' ? `Added ${bet} to the bet slip` : `Removed ${bet} from the bet slip`;
  return `${what}, ${legsText(last.legs)}`;
});
