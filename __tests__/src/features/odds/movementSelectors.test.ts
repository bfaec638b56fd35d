import { makeStore, type AppStore } from '../../../../src/app/store';
import { sortChosen } from '../../../../src/features/odds/matchupsSlice';
import {
  selectAcrossBooks,
  selectCardGames,
  selectLargestMove,
  selectMarketNote,
} from '../../../../src/features/odds/movementSelectors';
import { gamesAdapter, oddsApi } from '../../../../src/features/odds/oddsApi';
import { selectGamesOfWeek } from '../../../../src/features/odds/oddsSelectors';
import type { Game } from '../../../../src/features/odds/types';
import { seedOdds } from '../../../utils/seed';

const spreadGame = (id: string, commence_time: string, home: number, title = ' FanDuel '): Game => ({
  id,
  commence_time,
  home_team: 'Detroit Lions',
  away_team: 'Chicago Bears',
  bookmakers: [
    {
      key: 'fanduel',
      title,
      markets: [
        {
          key: 'spreads',
          outcomes: [
            { name: 'Detroit Lions', price: -110, point: home },
            { name: 'Chicago Bears', price: -110, point: -home },
          ],
        },
      ],
    },
  ],
});

function seedOpening(store: AppStore, week: number, games: Game[]) {
  const value = gamesAdapter.setAll(gamesAdapter.getInitialState({ answeredAt: Date.now() }), games);
  store.dispatch(oddsApi.util.upsertQueryEntries([{ endpointName: 'getOpeningOdds', arg: week, value }]));
}

describe('the movement selectors', () => {
  const now = [spreadGame('early', '2025-09-21T17:00:00Z', -3), spreadGame('late', '2025-09-21T20:25:00Z', -6)];
  const opening = [spreadGame('early', '2025-09-21T17:00:00Z', -3.5), spreadGame('late', '2025-09-21T20:25:00Z', -4)];

  it('reads the shown book (title trimmed) against its opening, once per answer', () => {
    const store = makeStore({ week: { selected: 3 } });
    seedOdds(store, 3, now);
    expect(selectMarketNote(store.getState(), 'late', 'FanDuel', 'spreads')).toEqual({
      home: 'Lions',
      hold: expect.closeTo(0.045455, 6),
    });
    seedOpening(store, 3, opening);
    const note = selectMarketNote(store.getState(), 'late', 'FanDuel', 'spreads');
    expect(note?.move).toMatchObject({ open: -4, now: -6, change: 2, notable: true });
    store.dispatch(sortChosen('movement'));
    expect(selectMarketNote(store.getState(), 'late', 'FanDuel', 'spreads')).toBe(note);
  });

  it('orders the cards by kickoff (the very same list) or by the largest move', () => {
    const store = makeStore({ week: { selected: 3 } });
    seedOdds(store, 3, now);
    seedOpening(store, 3, opening);
    expect(selectCardGames(store.getState())).toBe(selectGamesOfWeek(store.getState()));
    store.dispatch(sortChosen('movement'));
    expect(selectCardGames(store.getState()).map((game) => game.id)).toEqual(['late', 'early']);
    expect(selectLargestMove(store.getState(), 'early')).toMatchObject({ book: 'FanDuel', change: -0.5 });
  });

  it('reads another week’s opening lines only when that week is shown', () => {
    const store = makeStore({ week: { selected: 4 } });
    seedOdds(store, 4, now);
    seedOpening(store, 3, opening);
    expect(selectMarketNote(store.getState(), 'late', 'FanDuel', 'spreads')?.move).toBeUndefined();
    expect(selectAcrossBooks(store.getState(), 'late').holds).toHaveLength(1);
    expect(selectAcrossBooks(store.getState(), 'unknown')).toEqual({ holds: [], middles: [] });
  });
});
