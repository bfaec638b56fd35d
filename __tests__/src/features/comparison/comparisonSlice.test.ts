import { makeStore, type AppStore } from '../../../../src/app/store';
import {
  compareClosed,
  compareOpened,
  comparisonKey,
  playerToggled,
  selectCanCompare,
  selectCompareOpen,
  selectRefusedKey,
  selectSelectedPlayers,
  selectionCleared,
} from '../../../../src/features/comparison/comparisonSlice';
import { selectSelectedKeys } from '../../../../src/features/comparison/comparisonSelectors';
import { player } from '../playerData/fixtures';

const row = (id: string, season_id = 's2025') => player({ player_id: id, season_id });
const ids = (store: AppStore) => selectSelectedPlayers(store.getState()).map((p) => p.player_id);

const storeWith = (...players: string[]) => {
  const store = makeStore();
  for (const id of players) store.dispatch(playerToggled(row(id)));
  return store;
};

describe('the comparison selection', () => {
  it('toggles a player in and out', () => {
    const store = storeWith('a', 'b', 'a');
    expect(ids(store)).toEqual(['b']);
  });

  it('keeps the whole row, so a season switch or a replay needs nothing else', () => {
    const store = makeStore();
    const chosen = player({ player_id: 'x', name: 'Ann Lee', pass_yards: 4100 });
    store.dispatch(playerToggled(chosen));
    expect(selectSelectedPlayers(store.getState())).toEqual([chosen]);
  });

  it('treats the same player in two seasons as two choices', () => {
    const store = makeStore();
    store.dispatch(playerToggled(row('a', 's2025')));
    store.dispatch(playerToggled(row('a', 's2024')));
    expect(selectSelectedPlayers(store.getState()).map(comparisonKey)).toEqual(['s2025/a', 's2024/a']);
    expect(selectSelectedKeys(store.getState()).has('s2024/a')).toBe(true);
  });

  it('ignores a fifth selection and remembers it to say why', () => {
    const store = storeWith('a', 'b', 'c', 'd', 'e');
    expect(ids(store)).toEqual(['a', 'b', 'c', 'd']);
    expect(selectRefusedKey(store.getState())).toBe('s2025/e');
    store.dispatch(playerToggled(row('a')));
    expect(selectRefusedKey(store.getState())).toBeNull();
  });

  it('allows Compare only with 2 or more', () => {
    const store = storeWith('a');
    expect(selectCanCompare(store.getState())).toBe(false);
    store.dispatch(compareOpened());
    expect(selectCompareOpen(store.getState())).toBe(false);
    store.dispatch(playerToggled(row('b')));
    expect(selectCanCompare(store.getState())).toBe(true);
    store.dispatch(compareOpened());
    expect(selectCompareOpen(store.getState())).toBe(true);
    store.dispatch(compareClosed());
    expect(selectCompareOpen(store.getState())).toBe(false);
  });

  it('closes the dialog when a removal leaves fewer than 2', () => {
    const store = storeWith('a', 'b');
    store.dispatch(compareOpened());
    store.dispatch(playerToggled(row('b')));
    expect(selectCompareOpen(store.getState())).toBe(false);
  });

  it('empties the selection and closes the dialog on clear', () => {
    const store = storeWith('a', 'b');
    store.dispatch(compareOpened());
    store.dispatch(selectionCleared());
    expect(ids(store)).toEqual([]);
    expect(selectCompareOpen(store.getState())).toBe(false);
  });
});
