import { createSelector, lruMemoize } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { correlatedGameIds } from '../../domain/bettorMath/parlay';
import { selectSlipKind, selectSlipLegs, selectTeaserPoints } from '../betSlip/betSlipSlice';
import { selectKeyNumbers } from './keyNumbersSelectors';
import { selectDevigMethod } from './matchupsSlice';
import { selectOddsOfWeek } from './oddsSelectors';
import { parlayOf, priceLeg, teaserOf, type PricedLeg } from './slipPricing';
import type { Game } from './types';

export type { PricedLeg, TeaserFigures, TeaserLegFigures } from './slipPricing';

/** Each leg's game as its week's odds have it (undefined while not in), and whether that week's odds are in. */
interface LegGame {
  game: Game | undefined;
  loaded: boolean;
}

const sameLegGames = (a: readonly LegGame[], b: readonly LegGame[]) =>
  a.length === b.length && a.every((each, i) => each.game === b[i]?.game && each.loaded === b[i]?.loaded);

/** The legs' games: the same array while none of them changes (other weeks' and queries' updates pass it by). */
const selectLegGames = createSelector(
  [selectSlipLegs, (state: RootState) => state],
  (legs, state): LegGame[] =>
    legs.map((leg) => {
      const odds = selectOddsOfWeek(state, leg.week);
      return { game: odds.data?.entities[leg.gameId], loaded: odds.data !== undefined || odds.isError };
    }),
  { memoize: lruMemoize, memoizeOptions: { resultEqualityCheck: sameLegGames } },
);

/** The slip's legs against the books' current lines, with their fair probabilities by the chosen method. */
export const selectPricedLegs = createSelector(
  [selectSlipLegs, selectLegGames, selectDevigMethod],
  (legs, games, method): PricedLeg[] =>
    legs.map((leg, i) => priceLeg(leg, games[i]?.game, games[i]?.loaded ?? false, method)),
);

/** The slip as the chosen kind prices it: a parlay's payouts, or a teaser's legs at its points. */
export const selectSlipFigures = createSelector(
  [selectPricedLegs, selectSlipKind, selectTeaserPoints, selectKeyNumbers],
  (legs, kind, points, table) => ({
    legs,
    kind,
    points,
    parlay: kind === 'parlay' ? parlayOf(legs) : undefined,
    /** The games two or more legs are from, by title: their legs are correlated. */
    correlated: correlatedGameIds(legs.map(({ leg }) => leg)).map(
      (id) => legs.find((leg) => leg.leg.gameId === id)?.matchup ?? id,
    ),
    teaser: kind === 'teaser' ? teaserOf(legs, points, table) : undefined,
    keyNumbers: table.source,
  }),
);
