import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { MAX_SLIP_LEGS } from '../../domain/bettorMath/parlay';
import type { TeaserPoints } from '../../domain/bettorMath/teaserPoints';
import { matchupsAddressRestored } from '../week/weekSlice';
import { DEFAULT_STAKE, MAX_STAKE_TEXT } from './stake';
import { isTeaserPoints, sameBet, slipFromAddress, slipLeg, type SlipKind, type SlipLeg } from './slipAddress';

export type { SlipKind, SlipLeg };

export interface BetSlipState {
  /** In the order they were added; at most MAX_SLIP_LEGS, no bet twice. */
  legs: SlipLeg[];
  kind: SlipKind;
  /** The teaser's points, when the slip is a teaser. */
  teaser: TeaserPoints;
  /** The stake as typed in the slip's field (read by readStake): kept as text, so a half-typed '12.' stays. */
  stake: string;
  /** What the last press on the slip did, for its live region; null once an address has set the slip. */
  lastEdit: SlipEdit | null;
}

/** A press's change: the bet in the words of the button pressed ('Chiefs (-3.5) -110 (FanDuel)'), the legs after. */
export interface SlipEdit {
  edit: 'added' | 'removed' | 'cleared';
  bet: string;
  legs: number;
}

const initialState: BetSlipState = { legs: [], kind: 'parlay', teaser: 6, stake: DEFAULT_STAKE, lastEdit: null };

/** A press names its bet (a replayed action without words, or with others than text, names none). */
const pressed = (bet?: string) => ({ meta: { bet: bet ?? '' } });
const betOf = (meta: unknown): string => {
  const bet = (meta as { bet?: unknown } | undefined)?.bet;
  return typeof bet === 'string' ? bet : '';
};

const betSlipSlice = createSlice({
  name: 'betSlip',
  initialState,
  reducers: {
    /** A card's add button: a new bet joins the slip (not an eleventh leg, not the same bet twice). */
    legAdded: {
      reducer: (state, action: PayloadAction<SlipLeg, string, { bet: string }>) => {
        const leg = slipLeg(action.payload);
        if (!leg || state.legs.length >= MAX_SLIP_LEGS || state.legs.some((kept) => sameBet(kept, leg))) return;
        state.legs.push(leg);
        state.lastEdit = { edit: 'added', bet: betOf(action.meta), legs: state.legs.length };
      },
      prepare: (leg: SlipLeg, bet?: string) => ({ payload: leg, ...pressed(bet) }),
    },
    /** The same button again, or the slip's remove button. */
    legRemoved: {
      reducer: (state, action: PayloadAction<SlipLeg, string, { bet: string }>) => {
        const leg = slipLeg(action.payload);
        if (!leg || !state.legs.some((kept) => sameBet(kept, leg))) return;
        state.legs = state.legs.filter((kept) => !sameBet(kept, leg));
        state.lastEdit = { edit: 'removed', bet: betOf(action.meta), legs: state.legs.length };
      },
      prepare: (leg: SlipLeg, bet?: string) => ({ payload: leg, ...pressed(bet) }),
    },
    slipCleared: (state) => {
      state.legs = [];
      state.lastEdit = { edit: 'cleared', bet: '', legs: 0 };
    },
    /** The slip's kind: a parlay, or a teaser of 6, 6.5 or 7 points. Unknown values (a replayed log) are ignored. */
    slipKindChosen: (state, action: PayloadAction<{ kind: SlipKind; teaser?: TeaserPoints }>) => {
      const { kind, teaser } = action.payload;
      if (kind !== 'parlay' && kind !== 'teaser') return;
      state.kind = kind;
      if (isTeaserPoints(teaser)) state.teaser = teaser;
    },
    /** The slip's Stake field; a replayed payload that is not text is ignored. */
    stakeChanged: (state, action: PayloadAction<string>) => {
      if (typeof action.payload === 'string') state.stake = action.payload.slice(0, MAX_STAKE_TEXT);
    },
  },
  extraReducers: (builder) => {
    // The /nfl address names the slip: a reload, Back and Forward bring it back as it was.
    builder.addCase(matchupsAddressRestored, (state, action) => {
      const { legs, teaser } = slipFromAddress(action.payload.slip, action.payload.teaser);
      const same = legs.length === state.legs.length && legs.every((leg, i) => sameBet(leg, state.legs[i] as SlipLeg));
      if (!same) state.legs = legs;
      state.lastEdit = null;
      state.kind = teaser === undefined ? 'parlay' : 'teaser';
      if (teaser !== undefined) state.teaser = teaser;
    });
  },
  selectors: {
    selectSlipLegs: (state) => state.legs,
    selectSlipKind: (state) => state.kind,
    selectTeaserPoints: (state) => state.teaser,
    selectStakeText: (state) => state.stake,
    selectLastEdit: (state) => state.lastEdit,
  },
});

export const { legAdded, legRemoved, slipCleared, slipKindChosen, stakeChanged } = betSlipSlice.actions;
export const { selectSlipLegs, selectSlipKind, selectTeaserPoints, selectStakeText, selectLastEdit } =
  betSlipSlice.selectors;
export default betSlipSlice;
