import { makeStore } from '../../../../src/app/store';
import {
  compareClosed,
  compareOpened,
  playerToggled,
  selectCanCompare,
  selectCompareOpen,
  selectRefusedPlayerId,
  selectSelectedPlayerIds,
  selectionCleared,
} from '../../../../src/features/comparison/comparisonSlice';

const storeWith = (...ids: string[]) => {
  const store = makeStore();
  for (const id of ids) store.dispatch(playerToggled(id));
  return store;
};

describe('the comparison selection', () => {
  it('toggles a player in and out', () => {
    const store = storeWith('a', 'b', 'a');
    expect(selectSelectedPlayerIds(store.getState())).toEqual(['b']);
  });

  it('ignores a fifth selection and remembers it to say why', () => {
    const store = storeWith('a', 'b', 'c', 'd', 'e');
    expect(selectSelectedPlayerIds(store.getState())).toEqual(['a', 'b', 'c', 'd']);
    expect(selectRefusedPlayerId(store.getState())).toBe('e');
    store.dispatch(playerToggled('a'));
    expect(selectRefusedPlayerId(store.getState())).toBeNull();
  });

  it('allows Compare only with 2 or more', () => {
    const store = storeWith('a');
    expect(selectCanCompare(store.getState())).toBe(false);
    store.dispatch(compareOpened());
    expect(selectCompareOpen(store.getState())).toBe(false);
    store.dispatch(playerToggled('b'));
    expect(selectCanCompare(store.getState())).toBe(true);
    store.dispatch(compareOpened());
    expect(selectCompareOpen(store.getState())).toBe(true);
    store.dispatch(compareClosed());
    expect(selectCompareOpen(store.getState())).toBe(false);
  });

  it('empties the selection and closes the dialog on clear', () => {
    const store = storeWith('a', 'b');
    store.dispatch(compareOpened());
    store.dispatch(selectionCleared());
    expect(selectSelectedPlayerIds(store.getState())).toEqual([]);
    expect(selectCompareOpen(store.getState())).toBe(false);
  });
});
