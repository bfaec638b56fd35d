import type { UnknownAction } from '@reduxjs/toolkit';
import { startAppListening } from '../../../src/app/listenerMiddleware';
import { makeStore } from '../../../src/app/store';
import { authStateChanged, signInStarted } from '../../../src/features/auth/authSlice';
import {
  playerToggled,
  selectSelectedPlayers,
  selectionCleared,
} from '../../../src/features/comparison/comparisonSlice';
import { selectOpenMatchupRanks } from '../../../src/features/odds/oddsSelectors';
import { selectVisiblePlayers } from '../../../src/features/playerData/playerDataSelectors';
import { matchupOpened } from '../../../src/features/odds/matchupsSlice';
import { oddsApi } from '../../../src/features/odds/oddsApi';
import { playerDataApi } from '../../../src/features/playerData/playerDataApi';
import {
  groupChosen,
  searchChanged,
  seasonChosen,
  sortClicked,
} from '../../../src/features/playerData/playerDataSlice';
import { teamsApi } from '../../../src/features/teams/teamsApi';
import { weekInitialized, weekSelected } from '../../../src/features/week/weekSlice';
import { API, HttpResponse, http, server, setupMswServer } from '../../utils/msw';

jest.mock('../../../src/lib/firebase', () => jest.requireActual('../../utils/fakeFirebase').fakeFirebase);

setupMswServer();
beforeEach(() => window.sessionStorage.clear());

const games = (week: number) => [
  {
    id: `w${week}g1`,
    commence_time: '2025-09-21T17:00:00Z',
    home_team: 'Detroit Lions',
    away_team: 'Chicago Bears',
    bookmakers: [],
  },
];
const players = Array.from({ length: 6 }, (_, index) => ({
  player_id: `p${index}`,
  season_id: 's2025',
  name: `Player ${index}`,
  team_name: 'Detroit Lions',
  position: 'QB',
  games_played: 10 + index,
  pass_yards: 1000 * index,
}));

function serveApi() {
  server.use(
    http.get(`${API}/teamOdds`, ({ request }) =>
      HttpResponse.json(games(Number(new URL(request.url).searchParams.get('week')))),
    ),
    http.get(`${API}/teamData/unit-rankings`, () =>
      HttpResponse.json({
        'NFC North': [{ team_name: 'Detroit Lions', combo: 'Elite', units: [{ unit: 'offense', ranking: 1 }] }],
      }),
    ),
    http.get(`${API}/playerData`, () => HttpResponse.json(players)),
  );
}

it('replays a recorded session into a fresh store, with no network, to the same state', async () => {
  serveApi();
  const log: UnknownAction[] = [];
  const stopRecording = startAppListening({ predicate: () => true, effect: (action) => void log.push(action) });
  const store = makeStore();

  store.dispatch(weekInitialized('?week=3', Date.parse('2025-11-08T18:00:00Z')));
  await store.dispatch(oddsApi.endpoints.getOdds.initiate(3));
  store.dispatch(weekSelected(4));
  await store.dispatch(oddsApi.endpoints.getOdds.initiate(4));
  store.dispatch(matchupOpened('w4g1'));
  await store.dispatch(teamsApi.endpoints.getUnitRankings.initiate());
  store.dispatch(seasonChosen('s2025'));
  await store.dispatch(playerDataApi.endpoints.getPlayerStats.initiate('s2025'));
  store.dispatch(searchChanged('player'));
  store.dispatch(groupChosen('QB'));
  store.dispatch(sortClicked('pass_yards'));
  store.dispatch(sortClicked('pass_yards'));
  const rows = selectVisiblePlayers(store.getState());
  expect(rows).toHaveLength(6);
  for (const row of rows.slice(0, 5)) store.dispatch(playerToggled(row));
  store.dispatch(playerToggled(rows[1]!)); // deselects p4
  store.dispatch(signInStarted());
  store.dispatch(authStateChanged({ uid: 'u1', email: 'fan@gridline.test', displayName: null, provider: 'password' }));
  store.dispatch(selectionCleared());
  store.dispatch(playerToggled(rows[5]!));
  stopRecording({ cancelActive: true });

  const recorded = JSON.parse(JSON.stringify(log)) as UnknownAction[];
  expect(recorded.map((action) => action.type)).toEqual(log.map((action) => action.type));
  expect(recorded.map((action) => action.type).filter((type) => !/^[a-zA-Z]+\/[\w/]+$/.test(type))).toEqual([]);

  server.resetHandlers(); // any request now fails the test (onUnhandledRequest: 'error')
  window.sessionStorage.clear();
  const replayed = makeStore();
  for (const action of recorded) replayed.dispatch(action);

  expect(replayed.getState()).toEqual(store.getState());
  expect(replayed.getState().week.selected).toBe(4);
  expect(selectSelectedPlayers(replayed.getState()).map((row) => row.player_id)).toEqual(['p0']);
  expect(selectVisiblePlayers(replayed.getState()).map((row) => row.player_id)).toEqual([
    'p5',
    'p4',
    'p3',
    'p2',
    'p1',
    'p0',
  ]);
  expect(selectOpenMatchupRanks(replayed.getState())).toBeUndefined(); // Chicago has no ranking
  expect(replayed.getState().playerData.sort).toEqual({ column: 'pass_yards', direction: 'desc' });
});
