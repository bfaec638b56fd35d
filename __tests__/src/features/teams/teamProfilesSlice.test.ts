import { locationChanged } from '../../../../src/app/navigation';
import teamProfilesSlice, { recordsHidden, recordsRequested, teamProfileOpened } from '../../../../src/features/teams/teamProfilesSlice';

const reduce = teamProfilesSlice.reducer;
const initial = reduce(undefined, { type: 'init' });

describe('records against the number in the profile state', () => {
  it.each([
    ['before the opener: week 1', '2025-08-01T12:00:00Z', 1],
    ['Saturday of week 3', '2025-09-20T12:00:00Z', 3],
    ['after the season: week 18', '2026-11-25T12:00:00Z', 18],
  ])('asks for weeks 1 to the current week, from the time in the payload: %s', (_name, iso, week) => {
    const action = recordsRequested(Date.parse(iso));
    expect(action).toEqual({ type: 'teamProfiles/recordsRequested', payload: { throughWeek: week, now: Date.parse(iso) } });
    expect(reduce(initial, action).records).toEqual({ throughWeek: week });
  });

  it('replays the same weeks whatever the clock, and ignores a week that is not one', () => {
    const recorded = JSON.parse(JSON.stringify(recordsRequested(Date.parse('2025-09-20T12:00:00Z'))));
    expect(reduce(initial, recorded).records).toEqual({ throughWeek: 3 });
    expect(reduce(initial, { type: recorded.type, payload: { throughWeek: 2.5, now: 0 } }).records).toBeNull();
  });

  it('hides them on request and when the user leaves the screen', () => {
    const shown = reduce(reduce(initial, teamProfileOpened('Buffalo Bills')), recordsRequested(Date.parse('2025-09-20T12:00:00Z')));
    expect(reduce(shown, recordsHidden()).records).toBeNull();
    expect(reduce(shown, locationChanged({ pathname: '/stadiums', search: '', navigationType: 'PUSH' }))).toEqual({ openTeam: null, records: null });
  });
});
