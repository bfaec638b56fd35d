import { makeStore } from '../../../../src/app/store';
import type { PropsSort } from '../../../../src/features/props/hitRateSort';
import { propsSortChanged, selectPropsSort } from '../../../../src/features/props/propsSlice';

describe('props/propsSortChanged', () => {
  it('starts as listed (the spec’s order) and takes each hit-rate order', () => {
    const store = makeStore();
    expect(selectPropsSort(store.getState())).toBe('listed');
    store.dispatch(propsSortChanged('lastTenHighFirst'));
    expect(selectPropsSort(store.getState())).toBe('lastTenHighFirst');
    store.dispatch(propsSortChanged('lastTenLowFirst'));
    expect(selectPropsSort(store.getState())).toBe('lastTenLowFirst');
  });

  it('ignores an order it does not know (a hand-made or old recorded action)', () => {
    const store = makeStore();
    store.dispatch(propsSortChanged('lastTenHighFirst'));
    store.dispatch(propsSortChanged('name' as PropsSort));
    expect(selectPropsSort(store.getState())).toBe('lastTenHighFirst');
  });

  it('reads a stored state without an order as listed', () => {
    const store = makeStore({ props: { search: '', expanded: [] } as never });
    expect(selectPropsSort(store.getState())).toBe('listed');
  });
});
