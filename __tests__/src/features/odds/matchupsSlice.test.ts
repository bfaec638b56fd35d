import type { UnknownAction } from '@reduxjs/toolkit';
import { locationChanged } from '../../../../src/app/navigation';
import { makeStore } from '../../../../src/app/store';
import {
  matchupOpened,
  probabilitiesToggled,
  selectOpenGameId,
  selectProbabilitiesShown,
} from '../../../../src/features/odds/matchupsSlice';
import { weekSelected } from '../../../../src/features/week/weekSlice';

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

describe('the open matchup', () => {
  it('closes on a week change and on any move of the address, from a replayed (JSON) log too', () => {
    const store = makeStore();
    const log = JSON.parse(
      JSON.stringify([
        matchupOpened('g1'),
        weekSelected(4),
        matchupOpened('g2'),
        locationChanged({ pathname: '/nfl', search: '?week=3', navigationType: 'POP' }),
        matchupOpened('g3'),
      ]),
    ) as UnknownAction[];
    const open: Array<string | null> = [];
    for (const action of log) {
      store.dispatch(action);
      open.push(selectOpenGameId(store.getState()));
    }
    expect(open).toEqual(['g1', null, 'g2', null, 'g3']);
    store.dispatch({ type: weekSelected.type, payload: NaN }); // ignored, as the week slice ignores it
    expect(selectOpenGameId(store.getState())).toBe('g3');
  });
});
