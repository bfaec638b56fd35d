import { locationChanged } from '../../../../src/lib/navigation';
import { makeStore } from '../../../../src/app/store';
import teamRecordsSlice, {
  recordsHidden,
  recordsRequested,
  selectRecordsRequest,
} from '../../../../src/features/teams/teamRecordsSlice';

const reduce = teamRecordsSlice.reducer;
const initial = reduce(undefined, { type: 'init' });

describe('records against the number in the store', () => {
  it.each([
    ['before the opener: week 1', '2025-08-01T12:00:00Z', 1],
    ['Saturday of week 3', '2025-09-20T12:00:00Z', 3],
    ['after the season: week 18', '2026-11-25T12:00:00Z', 18],
  ])('asks for weeks 1 to the current week, from the time in the payload: %s', (_name, iso, week) => {
    const action = recordsRequested(Date.parse(iso));
    expect(action).toEqual({
      type: 'teamRecords/recordsRequested',
      payload: { throughWeek: week, now: Date.parse(iso) },
    });
    expect(reduce(initial, action).request).toEqual({ throughWeek: week });
  });

  it('replays the same weeks whatever the clock, and ignores a week that is not one', () => {
    const recorded = JSON.parse(JSON.stringify(recordsRequested(Date.parse('2025-09-20T12:00:00Z'))));
    expect(reduce(initial, recorded).request).toEqual({ throughWeek: 3 });
    expect(reduce(initial, { type: recorded.type, payload: { throughWeek: 2.5, now: 0 } }).request).toBeNull();
  });

  it('hides them on request and when the user leaves the screen', () => {
    const shown = reduce(initial, recordsRequested(Date.parse('2025-09-20T12:00:00Z')));
    expect(reduce(shown, recordsHidden()).request).toBeNull();
    expect(
      reduce(shown, locationChanged({ pathname: '/stadiums', search: '', navigationType: 'PUSH' })).request,
    ).toBeNull();
  });

  it('reads as not asked for in a store the slice has joined, until asked for', () => {
    const store = makeStore();
    expect(selectRecordsRequest(store.getState())).toBeNull();
    store.dispatch(recordsRequested(Date.parse('2025-09-20T12:00:00Z')));
    expect(selectRecordsRequest(store.getState())).toEqual({ throughWeek: 3 });
  });
});
