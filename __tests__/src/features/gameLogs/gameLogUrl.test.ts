import type { UnknownAction } from '@reduxjs/toolkit';
import { makeStore } from '../../../../src/app/store';
import { gameLogSearch, gameLogUrl, parseGameLogSearch } from '../../../../src/features/gameLogs/gameLogUrl';
import { viewChosen, weeklyStatChosen } from '../../../../src/features/comparison/comparisonViewSlice';
import {
  DEFAULT_GAME_LOG_SORT,
  sortClicked,
  viewRestoredFromUrl,
} from '../../../../src/features/gameLogs/gameLogsSlice';
import { nextSort } from '../../../../src/lib/tableSort';

describe('the player view in its address', () => {
  it.each([
    [{ seasonId: 's2024', sort: DEFAULT_GAME_LOG_SORT }, 'season=s2024'],
    [{ seasonId: 's2024', sort: { column: 'pass_yards', direction: 'desc' } }, 'season=s2024&sort=pass_yards&dir=desc'],
    [{ seasonId: 's2024', sort: { column: 'week', direction: 'desc' } }, 'season=s2024&sort=week&dir=desc'],
    [{ seasonId: null, sort: DEFAULT_GAME_LOG_SORT }, ''],
  ] as const)('writes %p as %p', (state, search) => {
    expect(gameLogSearch(state)).toBe(search);
    if (search) expect(parseGameLogSearch(new URLSearchParams(search))).toEqual(state);
  });

  it.each([
    ['', undefined],
    ['q=allen', undefined],
    ['season=s2023', { seasonId: 's2023', sort: DEFAULT_GAME_LOG_SORT }],
    ['season=bad id!', { seasonId: null, sort: DEFAULT_GAME_LOG_SORT }],
    ['season=s2023&sort=nonsense&dir=desc', { seasonId: 's2023', sort: DEFAULT_GAME_LOG_SORT }],
    ['season=s2023&sort=result&dir=sideways', { seasonId: 's2023', sort: { column: 'result', direction: 'asc' } }],
    ['sort=matchup&dir=desc', { seasonId: null, sort: { column: 'matchup', direction: 'desc' } }],
  ])('reads %p as %p (invalid values take their defaults)', (search, state) => {
    expect(parseGameLogSearch(new URLSearchParams(search))).toEqual(state);
  });

  it('restores an address through one action, and nothing when the store already shows it', () => {
    const store = makeStore();
    const action = gameLogUrl.restore(new URLSearchParams('season=s2024&sort=rec_yards&dir=desc'), store.getState());
    expect(action).toEqual(
      viewRestoredFromUrl({ seasonId: 's2024', sort: { column: 'rec_yards', direction: 'desc' } }),
    );
    store.dispatch(action!);
    expect(gameLogUrl.selectSearch(store.getState())).toBe('season=s2024&sort=rec_yards&dir=desc');
    expect(
      gameLogUrl.restore(new URLSearchParams('season=s2024&sort=rec_yards&dir=desc'), store.getState()),
    ).toBeUndefined();
    expect(gameLogUrl.restore(new URLSearchParams(''), store.getState())).toBeUndefined();
  });

  it('sorts as the Player Data table: the active column flips, another starts ascending', () => {
    expect(nextSort(DEFAULT_GAME_LOG_SORT, 'week')).toEqual({ column: 'week', direction: 'desc' });
    expect(nextSort({ column: 'week', direction: 'desc' }, 'week')).toEqual({ column: 'week', direction: 'asc' });
    expect(nextSort({ column: 'week', direction: 'desc' }, 'pass_yards')).toEqual({
      column: 'pass_yards',
      direction: 'asc',
    });
    const store = makeStore();
    store.dispatch(sortClicked('result'));
    store.dispatch(sortClicked('result'));
    expect(gameLogUrl.selectSearch(store.getState())).toBe('sort=result&dir=desc');
  });
});

describe('the player view and the By week view in a recorded log', () => {
  it('replay into a fresh store to the same state, every action named feature/eventHappened', () => {
    const log: UnknownAction[] = [];
    const store = makeStore();
    const record = (action: UnknownAction) => {
      log.push(action);
      store.dispatch(action);
    };
    record(gameLogUrl.restore(new URLSearchParams('season=s2024'), store.getState())!);
    record(sortClicked('rec_yards'));
    record(sortClicked('rec_yards'));
    record(viewChosen('byWeek'));
    record(weeklyStatChosen('Receiving Yards'));
    const recorded = JSON.parse(JSON.stringify(log)) as UnknownAction[];
    expect(recorded.map((action) => action.type)).toEqual([
      'gameLogs/viewRestoredFromUrl',
      'gameLogs/sortClicked',
      'gameLogs/sortClicked',
      'comparisonView/viewChosen',
      'comparisonView/weeklyStatChosen',
    ]);
    const replayed = makeStore();
    for (const action of recorded) replayed.dispatch(action);
    expect(replayed.getState().gameLogs).toEqual(store.getState().gameLogs);
    expect(replayed.getState().comparisonView).toEqual({ view: 'byWeek', weeklyStat: 'Receiving Yards' });
    expect(gameLogUrl.selectSearch(replayed.getState())).toBe('season=s2024&sort=rec_yards&dir=desc');
  });
});
