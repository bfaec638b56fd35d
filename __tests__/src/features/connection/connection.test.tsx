import { act, screen, waitFor, within } from '@testing-library/react';
import { AppLayout } from '../../../../src/app/layout/AppLayout';
import MatchupsPage from '../../../../src/app/pages/MatchupsPage';
import { makeStore } from '../../../../src/app/store';
import { selectIsOnline } from '../../../../src/features/connection/connectionSlice';
import { startConnectionSync } from '../../../../src/features/connection/connectionSync';
import { weekSelected } from '../../../../src/features/week/weekSlice';
import { countedJson, server, setupMswServer } from '../../../utils/msw';
import { renderWithProviders } from '../../../utils/renderWithProviders';

jest.mock('../../../../src/lib/firebase', () => jest.requireActual('../../../utils/fakeFirebase').fakeFirebase);

setupMswServer();
beforeEach(() => window.sessionStorage.clear());

let stopSync: (() => void) | undefined;
afterEach(() => {
  stopSync?.();
  stopSync = undefined;
});

const goOffline = () => act(() => void window.dispatchEvent(new Event('offline')));
const comeBackOnline = () => act(() => void window.dispatchEvent(new Event('online')));

const week3 = [
  {
    id: 'g1',
    commence_time: '2025-09-21T17:00:00Z',
    home_team: 'Detroit Lions',
    away_team: 'Chicago Bears',
    bookmakers: [],
  },
  {
    id: 'g2',
    commence_time: '2025-09-21T20:25:00Z',
    home_team: 'Kansas City Chiefs',
    away_team: 'Buffalo Bills',
    bookmakers: [],
  },
];

/** The clock time of a moment as the user reads it here: HH:MM, local time. */
const clockTime = (ms: number) => {
  const at = new Date(ms);
  return [at.getHours(), at.getMinutes()].map((part) => String(part).padStart(2, '0')).join(':');
};

describe('the connection', () => {
  it('goes offline and back through actions, which RTK Query hears too', async () => {
    const store = makeStore();
    stopSync = await startConnectionSync(store.dispatch);
    expect(selectIsOnline(store.getState())).toBe(true);
    goOffline();
    expect(selectIsOnline(store.getState())).toBe(false);
    expect(store.getState().api.config.online).toBe(false);
    comeBackOnline();
    expect(selectIsOnline(store.getState())).toBe(true);
    expect(store.getState().api.config.online).toBe(true);
  });

  it('says the page is offline and when its data was loaded, keeps the cards, then refetches once the connection is back', async () => {
    const odds = countedJson('/teamOdds', week3);
    const store = makeStore();
    store.dispatch(weekSelected(3));
    stopSync = await startConnectionSync(store.dispatch);
    server.use(odds.handler);
    renderWithProviders(null, {
      store,
      route: '/nfl?week=3',
      routes: [{ element: <AppLayout />, children: [{ path: '/nfl', element: <MatchupsPage /> }] }],
    });
    await screen.findByText('Kansas City vs Buffalo');
    expect(screen.queryByText(/offline/)).not.toBeInTheDocument();
    const loadedAt = Object.values(store.getState().api.queries)[0]?.fulfilledTimeStamp ?? NaN;

    goOffline();
    const notice = screen.getByText(/^You're offline/);
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(notice).toHaveTextContent(`You're offline — showing data loaded at ${clockTime(loadedAt)}`);
    expect(within(screen.getByRole('list', { name: 'Week 3 games' })).getAllByRole('article')).toHaveLength(2);
    expect(window.sessionStorage.getItem('gridline:odds:week:3')).not.toBeNull();

    comeBackOnline();
    await waitFor(() => expect(odds.count()).toBe(2)); // asked again, past the saved answer
    expect(screen.queryByText(/^You're offline/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });
});
