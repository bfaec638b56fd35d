import { makeStore } from '../../../../src/app/store';
import {
  initialWeek,
  matchupsAddressRestored,
  selectSelectedWeek,
  weekInitialized,
  weekSelected,
} from '../../../../src/features/week/weekSlice';
import { parseOpener } from '../../../../src/domain/week';

const opener = parseOpener('2025-09-04');
const NOV_8 = Date.parse('2025-11-08T18:00:00Z'); // week 10

describe('the initial week', () => {
  it.each([
    ['?week=3', 3],
    ['?week=18', 18],
    ['?week=0', 10],
    ['?week=19', 10],
    ['?week=abc', 10],
    ['', 10],
  ])('%p at week 10 → %i', (search, week) => {
    expect(initialWeek(search, NOV_8, opener)).toBe(week);
  });

  it('enters the store through an action that carries the clock', () => {
    const store = makeStore();
    const action = weekInitialized('?week=7', NOV_8);
    expect(action.payload).toEqual({ week: 7, search: '?week=7', now: NOV_8 });
    store.dispatch(action);
    expect(selectSelectedWeek(store.getState())).toBe(7);
  });

  it('keeps a selected week within 1–18', () => {
    const store = makeStore();
    store.dispatch(weekSelected(25));
    expect(selectSelectedWeek(store.getState())).toBe(18);
    store.dispatch(weekSelected(-1));
    expect(selectSelectedWeek(store.getState())).toBe(1);
  });
});

describe('a week that is not a whole number', () => {
  it.each([NaN, Infinity, -Infinity, 2.5, '3', null, undefined])(
    'is ignored: weekSelected, matchupsAddressRestored and weekInitialized of %p, replayed, leave the store as it was',
    (week) => {
      const store = makeStore();
      store.dispatch(weekSelected(5));
      const before = store.getState();
      // As a recorded log replays them: plain objects, past any action creator.
      store.dispatch({ type: weekSelected.type, payload: week });
      store.dispatch({ type: matchupsAddressRestored.type, payload: { week, sort: 'kickoff' } });
      store.dispatch({ type: weekInitialized.type, payload: { week, search: '', now: 0 } });
      expect(store.getState()).toBe(before);
      expect(selectSelectedWeek(store.getState())).toBe(5);
    },
  );
});
