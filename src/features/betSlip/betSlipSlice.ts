import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { MAX_SLIP_LEGS } from '../../domain/bettorMath/parlay';
import type { TeaserPoints } from '../../domain/bettorMath/teaserPoints';
import { matchupsAddressRestored } from '../week/weekSlice';
import { isTeaserPoints, sameBet, slipFromAddress, slipLeg, type SlipKind, type SlipLeg } from './slipAddress';

export type { SlipKind, SlipLeg };

export interface BetSlipState {
  /** In the order they were added; at most MAX_SLIP_LEGS, no bet twice. */
  legs: SlipLeg[];
  kind: SlipKind;
  /** The teaser's points, when the slip is a teaser. */
  teaser: TeaserPoints;
}

const initialState: BetSlipState = { legs: [], kind: 'parlay', teaser: 6 };

const betSlipSlice = createSlice({
  name: 'betSlip',
  initialState,
  reducers: {
    /** A card's add button: a new bet joins the slip (not an eleventh leg, not the same bet twice). */
    legAdded: (state, action: PayloadAction<SlipLeg>) => {
      const leg = slipLeg(action.payload);
      if (!leg || state.legs.length >= MAX_SLIP_LEGS || state.legs.some((kept) => sameBet(kept, leg))) return;
      state.legs.push(leg);
    },
    /** The same button again, or the slip's remove button. */
    legRemoved: (state, action: PayloadAction<SlipLeg>) => {
      const leg = slipLeg(action.payload);
      if (leg) state.legs = state.legs.filter((kept) => !sameBet(kept, leg));
    },
    slipCleared: (state) => {
      state.legs = [];
    },
    /** The slip's kind: a parlay, or a teaser of 6, 6.5 or 7 points. Unknown values (a replayed log) are ignored. */
    slipKindChosen: (state, action: PayloadAction<{ kind: SlipKind; teaser?: TeaserPoints }>) => {
      const { kind, teaser } = action.payload;
      if (kind !== 'parlay' && kind !== 'teaser') return;
      state.kind = kind;
      if (isTeaserPoints(teaser)) state.teaser = teaser;
    },
  },
  extraReducers: (builder) => {
    // The /nfl address names the slip: a reload, Back and Forward bring it back as it was.
    builder.addCase(matchupsAddressRestored, (state, action) => {
      const { legs, teaser } = slipFromAddress(action.payload.slip, action.payload.teaser);
      const same = legs.length === state.legs.length && legs.every((leg, i) => sameBet(leg, state.legs[i] as SlipLeg));
      if (!same) state.legs = legs;
      state.kind = teaser === undefined ? 'parlay' : 'teaser';
      if (teaser !== undefined) state.teaser = teaser;
    });
  },
  selectors: {
    selectSlipLegs: (state) => state.legs,
    selectSlipKind: (state) => state.kind,
    selectTeaserPoints: (state) => state.teaser,
  },
});

export const { legAdded, legRemoved, slipCleared, slipKindChosen } = betSlipSlice.actions;
export const { selectSlipLegs, selectSlipKind, selectTeaserPoints } = betSlipSlice.selectors;
export default betSlipSlice;
