import type { UnknownAction } from '@reduxjs/toolkit';
import { locationChanged } from '../../../../src/lib/navigation';
import { makeStore } from '../../../../src/app/store';
import {
  lineHistoryClosed,
  lineHistoryOpened,
  lineHistoryTableToggled,
  matchupOpened,
  probabilitiesToggled,
  selectLineHistoryGameId,
  selectLineHistoryTableShown,
  selectOpenGameId,
  selectProbabilitiesShown,
} from '../../../../src/features/odds/matchupsSlice';
import { matchupsAddressRestored, weekSelected } from '../../../../src/features/week/weekSlice';

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

describe('the line history dialog state', () => {
  it('opens and closes with serializable matchups/ actions', () => {
    expect(lineHistoryOpened('g1')).toEqual({ type: 'matchups/lineHistoryOpened', payload: 'g1' });
    expect(lineHistoryClosed()).toEqual({ type: 'matchups/lineHistoryClosed', payload: undefined });
    expect(lineHistoryTableToggled(true)).toEqual({ type: 'matchups/lineHistoryTableToggled', payload: true });
  });

  it('closes on a week change and on any move of the address, from a replayed (JSON) log too, and leaves the rankings modal to its own actions', () => {
    const store = makeStore();
    const log = JSON.parse(
      JSON.stringify([
        lineHistoryOpened('g1'),
        weekSelected(4),
        lineHistoryOpened('g2'),
        locationChanged({ pathname: '/nfl', search: '?week=4&sort=movement', navigationType: 'REPLACE' }),
        lineHistoryOpened('g3'),
        matchupsAddressRestored({ week: 2, sort: 'kickoff' }),
        lineHistoryOpened('g4'),
        matchupOpened('g4'),
        lineHistoryClosed(),
      ]),
    ) as UnknownAction[];
    const seen: Array<[string | null, string | null]> = [];
    for (const action of log) {
      store.dispatch(action);
      seen.push([selectLineHistoryGameId(store.getState()), selectOpenGameId(store.getState())]);
    }
    expect(seen).toEqual([
      ['g1', null],
      [null, null],
      ['g2', null],
      [null, null],
      ['g3', null],
      [null, null],
      ['g4', null],
      ['g4', 'g4'],
      [null, 'g4'],
    ]);
    store.dispatch(lineHistoryOpened('g5'));
    store.dispatch({ type: weekSelected.type, payload: 'x' }); // ignored, as the week slice ignores it
    expect(selectLineHistoryGameId(store.getState())).toBe('g5');
  });

  it('keeps the table-or-chart choice between openings (charts by default)', () => {
    const store = makeStore();
    expect(selectLineHistoryTableShown(store.getState())).toBe(false);
    store.dispatch(lineHistoryTableToggled(true));
    store.dispatch(lineHistoryClosed());
    store.dispatch(locationChanged({ pathname: '/team-data', search: '', navigationType: 'PUSH' }));
    expect(selectLineHistoryTableShown(store.getState())).toBe(true);
    store.dispatch(lineHistoryTableToggled(false));
    expect(selectLineHistoryTableShown(store.getState())).toBe(false);
  });
});
