import { makeStore } from '../../../../src/app/store';
import { probabilitiesToggled, selectProbabilitiesShown } from '../../../../src/features/odds/matchupsSlice';

describe('the probabilities switch', () => {
  it('is off by default and follows the checkbox, with a serializable matchups/ action', () => {
    const store = makeStore();
    expect(selectProbabilitiesShown(store.getState())).toBe(false);
    const on = probabilitiesToggled(true);
    expect(on).toEqual({ type: 'matchups/probabilitiesToggled', payload: true });
    store.dispatch(on);
    expect(selectProbabilitiesShown(store.getState())).toBe(true);
    store.dispatch(probabilitiesToggled(true));
    expect(selectProbabilitiesShown(store.getState())).toBe(true);
    store.dispatch(probabilitiesToggled(false));
    expect(selectProbabilitiesShown(store.getState())).toBe(false);
  });
});
