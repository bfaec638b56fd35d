import { createSelector, lruMemoize } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { selectOddsOfWeek } from '../odds/oddsSelectors';
import { selectSlipFigures } from '../odds/slipSelectors';
import { selectSlipLegs } from './betSlipSlice';
import { slipBetDraft, type LegTeams } from './slipBet';

const sameTeams = (a: readonly (LegTeams | undefined)[], b: readonly (LegTeams | undefined)[]) =>
  a.length === b.length && a.every((teams, i) => teams?.home === b[i]?.home && teams?.away === b[i]?.away);

/** Each leg's game's teams, as its week's odds name them (undefined while not in): the same array while unchanged. */
const selectLegTeams = createSelector(
  [selectSlipLegs, (state: RootState) => state],
  (legs, state): (LegTeams | undefined)[] =>
    legs.map((leg) => {
      const game = selectOddsOfWeek(state, leg.week).data?.entities[leg.gameId];
      return game ? { home: game.home_team, away: game.away_team } : undefined;
    }),
  { memoize: lruMemoize, memoizeOptions: { resultEqualityCheck: sameTeams } },
);

/** The slip as a bet to log, or why it cannot be logged yet. */
export const selectSlipBetDraft = createSelector([selectSlipFigures, selectLegTeams], slipBetDraft);
