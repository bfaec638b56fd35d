import type { UnknownAction } from '@reduxjs/toolkit';
import { makeStore } from '../../../../src/app/store';
import {
  devigMethodChosen,
  matchupViewChosen,
  selectDevigMethod,
  selectMatchupSort,
  selectMatchupView,
  sortChosen,
} from '../../../../src/features/odds/matchupsSlice';
import { matchupsSearch, matchupsUrl } from '../../../../src/features/odds/matchupsUrl';
import { matchupsAddressRestored, selectSelectedWeek, weekSelected } from '../../../../src/features/week/weekSlice';

const restore = (search: string, week = 3, sort: 'kickoff' | 'movement' = 'kickoff') => {
  const store = makeStore({ week: { selected: week } });
  store.dispatch(sortChosen(sort));
  return matchupsUrl.restore(new URLSearchParams(search), store.getState());
};

describe('the /nfl address', () => {
  it.each<[number, 'kickoff' | 'movement', string]>([
    [3, 'kickoff', 'week=3'],
    [3, 'movement', 'week=3&sort=movement'],
    [18, 'movement', 'week=18&sort=movement'],
  ])('writes week %i sorted by %s as %s (kickoff, the default, left out)', (week, sort, search) => {
    expect(matchupsSearch(week, { sort })).toBe(search);
    const store = makeStore({ week: { selected: week } });
    store.dispatch(sortChosen(sort));
    expect(matchupsUrl.selectSearch(store.getState())).toBe(search);
  });

  it.each<[string, string, number, 'kickoff' | 'movement', UnknownAction | undefined]>([
    ['the sort', 'week=3&sort=movement', 3, 'kickoff', matchupsAddressRestored({ week: 3, sort: 'movement' })],
    [
      'kickoff order when the sort is left out (Back)',
      'week=3',
      3,
      'movement',
      matchupsAddressRestored({ week: 3, sort: 'kickoff' }),
    ],
    [
      'week and sort in one action',
      'week=7&sort=movement',
      3,
      'kickoff',
      matchupsAddressRestored({ week: 7, sort: 'movement' }),
    ],
    [
      'kickoff order for an unknown sort',
      'week=3&sort=odds',
      3,
      'movement',
      matchupsAddressRestored({ week: 3, sort: 'kickoff' }),
    ],
    [
      'the shown week when the week is invalid',
      'week=40&sort=movement',
      5,
      'kickoff',
      matchupsAddressRestored({ week: 5, sort: 'movement' }),
    ],
    ['nothing when the address says what is shown', 'week=3&sort=movement', 3, 'movement', undefined],
    ['nothing for a bare address (the header link keeps the screen)', '', 3, 'movement', undefined],
  ])('restores %s', (_name, search, week, sort, expected) => {
    expect(restore(search, week, sort)).toEqual(expected);
  });

  it('replays a recorded log of sort choices and restores to the same state', () => {
    const store = makeStore({ week: { selected: 3 } });
    const log: UnknownAction[] = [
      sortChosen('movement'),
      weekSelected(4),
      matchupsAddressRestored({ week: 3, sort: 'kickoff' }),
      matchupsAddressRestored({ week: 4, sort: 'movement' }),
    ];
    log.forEach((action) => store.dispatch(JSON.parse(JSON.stringify(action)) as UnknownAction));
    expect([selectSelectedWeek(store.getState()), selectMatchupSort(store.getState())]).toEqual([4, 'movement']);
  });

  it('ignores a replayed sort it does not know', () => {
    const store = makeStore({ week: { selected: 3 } });
    store.dispatch({ type: sortChosen.type, payload: 'odds' });
    store.dispatch({ type: matchupsAddressRestored.type, payload: { week: Number.NaN, sort: 42 } });
    expect([selectSelectedWeek(store.getState()), selectMatchupSort(store.getState())]).toEqual([3, 'kickoff']);
  });

  it('writes the fair-odds method and the best-bets view after the sort, each only when it is not the default', () => {
    expect(matchupsSearch(3, { sort: 'kickoff', devig: 'multiplicative', view: 'cards' })).toBe('week=3');
    expect(matchupsSearch(3, { sort: 'movement', devig: 'shin', view: 'bets' })).toBe(
      'week=3&sort=movement&devig=shin&view=bets',
    );
    const store = makeStore({ week: { selected: 5 } });
    store.dispatch(devigMethodChosen('power'));
    expect(matchupsUrl.selectSearch(store.getState())).toBe('week=5&devig=power');
    store.dispatch(matchupViewChosen('bets'));
    expect(matchupsUrl.selectSearch(store.getState())).toBe('week=5&devig=power&view=bets');
  });

  it.each<[string, string, UnknownAction | undefined]>([
    [
      'the method and view',
      'week=3&devig=power&view=bets',
      matchupsAddressRestored({ week: 3, sort: 'kickoff', devig: 'power', view: 'bets' }),
    ],
    [
      'the defaults for unknown words',
      'week=3&sort=movement&devig=fancy&view=grid',
      matchupsAddressRestored({ week: 3, sort: 'movement' }),
    ],
    [
      'a method alone (the shown week kept)',
      'devig=additive',
      matchupsAddressRestored({ week: 3, sort: 'kickoff', devig: 'additive' }),
    ],
  ])('restores %s', (_name, search, expected) => {
    expect(restore(search)).toEqual(expected);
  });

  it('sets the method and view from the address and back to their defaults without them; ignores unknown ones replayed', () => {
    const store = makeStore({ week: { selected: 3 } });
    const log: UnknownAction[] = [
      matchupsAddressRestored({ week: 3, sort: 'kickoff', devig: 'shin', view: 'bets' }),
      { type: devigMethodChosen.type, payload: 'fancy' },
      { type: matchupViewChosen.type, payload: 7 },
    ];
    log.forEach((action) => store.dispatch(JSON.parse(JSON.stringify(action)) as UnknownAction));
    expect([selectDevigMethod(store.getState()), selectMatchupView(store.getState())]).toEqual(['shin', 'bets']);
    store.dispatch(matchupsAddressRestored({ week: 3, sort: 'kickoff' }));
    expect([selectDevigMethod(store.getState()), selectMatchupView(store.getState())]).toEqual([
      'multiplicative',
      'cards',
    ]);
  });
});
