import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import type { TeaserPoints } from '../../domain/bettorMath/teaserPoints';
import type { BetKind, BetMarket, BetsAnswer, GradedBet } from '../../domain/bets/types';
import { selectCurrentUser } from '../auth/authSlice';
import type { MyBetsViewState } from './myBetsViewSlice';

/** One leg of the signed-in user's bets, as a game's line history marks it. */
export interface BetMark {
  /** The bet's id and the leg's place in it: one mark a leg. */
  key: string;
  kind: BetKind;
  teaserPoints?: TeaserPoints;
  market: BetMarket;
  /** A team's full name, or 'Over' / 'Under'. */
  side: string;
  /** The side's spread or the total (a teaser leg's as listed). */
  point?: number;
  /** The price taken: a single's is the bet's, a parlay's or a teaser's leg its own. */
  price: number;
  /** When the bet was placed (ms). */
  placedAt: number;
}

const noMarks: BetMark[] = [];
const noMarksByGame: ReadonlyMap<string, BetMark[]> = new Map();

/**
 * The cache of meApi (its reducerPath), read without importing the API: the line history's chunk then carries none
 * of it. Absent until something has loaded the API.
 */
const selectMeQueries = (state: RootState) => (state as Partial<Pick<RootState, 'meApi'>>).meApi?.queries ?? undefined;

/**
 * Whose bets the cache holds (myBetsViewSlice's owner), read by the slice's name as its own selector does: importing
 * the slice would bring the screen's view and sort code into the line history's chunk.
 */
const selectListOwner = (state: RootState): string | null =>
  (state as RootState & { myBetsView?: Pick<MyBetsViewState, 'owner'> }).myBetsView?.owner ?? null;

/** Every listed bet in the cache, once each (a bet may be in several lists), or none before a list has loaded. */
const selectListedBets = createSelector([selectMeQueries], (queries): GradedBet[] => {
  const bets = new Map<string, GradedBet>();
  for (const query of Object.values(queries ?? {})) {
    if (query?.endpointName !== 'listBets' || query.data === undefined) continue;
    for (const bet of (query.data as BetsAnswer).bets) bets.set(bet.id, bet);
  }
  return [...bets.values()];
});

/**
 * The signed-in user's bets' legs by game, for the line history's marks; none signed out, before a list has loaded,
 * or while the cache holds another user's list (My bets drops it, and names its owner, when it loads theirs).
 */
export const selectBetMarksByGame = createSelector(
  [selectListedBets, selectCurrentUser, selectListOwner],
  (bets, user, owner): ReadonlyMap<string, BetMark[]> => {
    if (!user || owner !== user.uid || bets.length === 0) return noMarksByGame;
    const byGame = new Map<string, BetMark[]>();
    for (const bet of bets) {
      const placedAt = Date.parse(bet.placed_at);
      if (!Number.isFinite(placedAt)) continue;
      bet.legs.forEach((leg, index) => {
        const mark: BetMark = {
          key: `${bet.id}:${index}`,
          kind: bet.kind,
          ...(bet.teaser_points === undefined ? {} : { teaserPoints: bet.teaser_points }),
          market: leg.market,
          side: leg.side,
          ...(leg.point === undefined ? {} : { point: leg.point }),
          // legPriceTaken's rule, written out: importing it would bring grading into the line history's chunk.
          price: bet.kind === 'single' ? bet.price : leg.price,
          placedAt,
        };
        byGame.set(leg.game_id, [...(byGame.get(leg.game_id) ?? []), mark]);
      });
    }
    for (const marks of byGame.values()) marks.sort((a, b) => a.placedAt - b.placedAt);
    return byGame;
  },
);

/** The signed-in user's bets on one game, oldest first (the same array until the list changes). */
export const selectBetMarksOfGame = (state: RootState, gameId: string): BetMark[] =>
  selectBetMarksByGame(state).get(gameId) ?? noMarks;
