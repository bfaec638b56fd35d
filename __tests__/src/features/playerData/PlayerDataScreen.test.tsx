import type { UnknownAction } from '@reduxjs/toolkit';
import { act, screen, waitFor, within } from '@testing-library/react';
import { baseApi } from '../../../../src/api/baseApi';
import { ANSWER_TAG } from '../../../../src/api/productApi';
import { startAppListening } from '../../../../src/app/listenerMiddleware';
import { makeStore } from '../../../../src/app/store';
import PlayerDataPage from '../../../../src/app/pages/PlayerDataPage';
import { startConnectionSync } from '../../../../src/features/connection/connectionSync';
import { PLAYER_DATA_FAILURE, playerDataApi } from '../../../../src/features/playerData/playerDataApi';
import { API, HttpResponse, http, server, setupMswServer } from '../../../utils/msw';
import { renderWithProviders } from '../../../utils/renderWithProviders';
import { player } from './fixtures';
import {
  SEASONS,
  groupSelect,
  renderLoadedScreen,
  searchBox,
  seasonSelect,
  serveSeasons,
  shownNames,
} from './screenHarness';

setupMswServer();
beforeEach(() => window.sessionStorage.clear());

const rows2025 = [
  player({ name: 'Zed Allen', position: 'QB' }),
  player({ name: 'Al Baker', position: 'RB' }),
  player({ name: 'Cal Dunn', position: 'WR' }),
  player({ name: 'Hal Idle', position: 'TE', games_played: 0 }),
  player({ name: 'Sal Stone', position: 'LB' }),
  player({ name: 'Bo Reed', position: 'TE' }),
];
const rows2024 = [player({ name: 'Walt Oldham', position: 'QB', season_id: 's2024' })];

describe('Player Data screen: choices and states', () => {
  it('shows the title, the first season (2025) and the Offense group by default', async () => {
    serveSeasons({ s2025: rows2025 });
    await renderLoadedScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Player Data' })).toBeInTheDocument();
    expect(
      within(seasonSelect())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['2025', '2024', '2023']);
    expect(seasonSelect()).toHaveDisplayValue('2025');
    expect(groupSelect()).toHaveDisplayValue('Offense');
    expect(searchBox()).toHaveAttribute('placeholder', 'Search player name...');
  });

  it('offers exactly the ten position groups', async () => {
    serveSeasons({ s2025: rows2025 });
    await renderLoadedScreen();
    expect(
      within(groupSelect())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Offense',
      'Defense',
      'Quarterback (QB)',
      'Running Back (RB)',
      'Wide Receiver (WR)',
      'Tight End (TE)',
      'Defensive Lineman (DL)',
      'Linebacker (LB)',
      'Cornerback (CB)',
      'Safety (S)',
    ]);
  });

  it('prompts for a search while the search is blank or only spaces', async () => {
    serveSeasons({ s2025: rows2025 });
    const { user } = await renderLoadedScreen();
    await user.type(searchBox(), '   ');
    expect(screen.getByText('Type a player name or position to search.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the Offense players with games whose names contain the search, ignoring case', async () => {
    serveSeasons({ s2025: rows2025 });
    const { user, store } = await renderLoadedScreen();
    await user.type(searchBox(), 'AL');
    expect(shownNames()).toEqual(['Al Baker', 'Cal Dunn', 'Zed Allen']);
    expect(screen.getByText('3 players')).toBeInTheDocument();
    expect(store.getState().playerData.search).toBe('AL');
  });

  it('says No results found. when nothing matches', async () => {
    serveSeasons({ s2025: rows2025 });
    const { user } = await renderLoadedScreen();
    await user.type(searchBox(), 'xyz');
    expect(screen.getByText('No results found.')).toBeInTheDocument();
  });

  it('filters by the chosen position group', async () => {
    serveSeasons({ s2025: rows2025 });
    const { user } = await renderLoadedScreen();
    await user.type(searchBox(), 'al');
    await user.selectOptions(groupSelect(), 'Defense');
    expect(shownNames()).toEqual(['Sal Stone']);
    await user.selectOptions(groupSelect(), 'Running Back (RB)');
    expect(shownNames()).toEqual(['Al Baker']);
  });

  it("shows the chosen season's players", async () => {
    serveSeasons({ s2025: rows2025, s2024: rows2024 });
    const { user, store } = await renderLoadedScreen();
    await user.type(searchBox(), 'l');
    await user.selectOptions(seasonSelect(), '2024');
    expect(await screen.findByRole('rowheader', { name: 'Walt Oldham' })).toBeInTheDocument();
    expect(shownNames()).toEqual(['Walt Oldham']);
    expect(store.getState().playerData.seasonId).toBe('s2024');
  });

  it("shows Loading... until the season's players arrive", async () => {
    let answer: (() => void) | undefined;
    server.use(
      http.get(`${API}/seasons`, () => HttpResponse.json(SEASONS)),
      http.get(
        `${API}/playerData`,
        () => new Promise<Response>((resolve) => (answer = () => resolve(HttpResponse.json(rows2025)))),
      ),
    );
    renderWithProviders(<PlayerDataPage />);
    expect(screen.getByText('Loading...')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(answer).toBeDefined());
    answer?.();
    expect(await screen.findByText('Type a player name or position to search.')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  describe('when the player data fails', () => {
    beforeEach(() => {
      jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    });
    afterEach(() => {
      jest.restoreAllMocks();
    });

    it('says so on the screen after the retries, and tries again on request', async () => {
      let failing = true;
      server.use(
        http.get(`${API}/seasons`, () => HttpResponse.json(SEASONS)),
        http.get(`${API}/playerData`, () =>
          failing ? HttpResponse.json({ error: 'down' }, { status: 500 }) : HttpResponse.json(rows2025),
        ),
      );
      // No wait between the retries.
      const { user } = renderWithProviders(<PlayerDataPage />, {
        store: makeStore(undefined, { retryDelayMs: () => 0 }),
      });
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Failed to fetch player data. Please try again later.',
      );
      expect(window.alert).toHaveBeenCalledWith('Failed to fetch player data. Please try again later.');

      failing = false;
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByText('Type a player name or position to search.')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    // The failure of a season settles in the store, then the alert's rule runs (a listener).
    const settled = async (store: ReturnType<typeof makeStore>, seasonId: string) => {
      await waitFor(() =>
        expect(playerDataApi.endpoints.getPlayerStats.select(seasonId)(store.getState()).isError).toBe(true),
      );
      await new Promise((resolve) => setTimeout(resolve, 10));
    };
    const quickStore = () => makeStore(undefined, { retryDelayMs: () => 0 });

    it('alerts once when the season on screen fails and leaves it without rows', async () => {
      server.use(
        http.get(`${API}/seasons`, () => HttpResponse.json(SEASONS)),
        http.get(`${API}/playerData`, () => HttpResponse.json({ error: 'down' }, { status: 500 })),
      );
      const store = quickStore();
      renderWithProviders(<PlayerDataPage />, { store });
      expect(await screen.findByRole('alert')).toHaveTextContent(PLAYER_DATA_FAILURE);
      await settled(store, 's2025');
      expect(window.alert).toHaveBeenCalledTimes(1);
      expect(window.alert).toHaveBeenCalledWith(PLAYER_DATA_FAILURE);
    });

    it('does not alert for a season the user left while its retries ran', async () => {
      let release: () => void = () => undefined;
      const outage = new Promise<void>((resolve) => (release = resolve));
      const asked: string[] = [];
      server.use(
        http.get(`${API}/seasons`, () => HttpResponse.json(SEASONS)),
        http.get(`${API}/playerData`, async ({ request }) => {
          const season = new URL(request.url).searchParams.get('season_id') ?? '';
          asked.push(season);
          if (season === 's2024') return HttpResponse.json(rows2024);
          await outage;
          return HttpResponse.json({ error: 'down' }, { status: 500 });
        }),
      );
      const store = quickStore();
      const { user } = renderWithProviders(<PlayerDataPage />, { store });
      await screen.findByRole('option', { name: '2024' });
      await waitFor(() => expect(asked).toContain('s2025'));
      await user.selectOptions(seasonSelect(), '2024');
      expect(await screen.findByText('Type a player name or position to search.')).toBeInTheDocument();
      release();
      await settled(store, 's2025');
      expect(window.alert).not.toHaveBeenCalled();
      expect(seasonSelect()).toHaveDisplayValue('2024');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('does not alert while offline, and loads the season once the connection is back', async () => {
      let offline = false;
      server.use(
        http.get(`${API}/seasons`, () => HttpResponse.json(SEASONS)),
        http.get(`${API}/playerData`, ({ request }) => {
          if (offline) return HttpResponse.error();
          return HttpResponse.json(
            new URL(request.url).searchParams.get('season_id') === 's2024' ? rows2024 : rows2025,
          );
        }),
      );
      const store = quickStore();
      const stopSync = await startConnectionSync(store.dispatch);
      try {
        const { user } = renderWithProviders(<PlayerDataPage />, { store });
        await screen.findByText('Type a player name or position to search.');
        offline = true;
        act(() => void window.dispatchEvent(new Event('offline')));
        await user.selectOptions(seasonSelect(), '2024');
        await settled(store, 's2024');
        expect(window.alert).not.toHaveBeenCalled();

        offline = false;
        act(() => void window.dispatchEvent(new Event('online')));
        await user.type(searchBox(), 'walt');
        expect(await screen.findByRole('rowheader', { name: 'Walt Oldham' })).toBeInTheDocument();
        expect(window.alert).not.toHaveBeenCalled();
      } finally {
        stopSync();
      }
    });

    it('keeps the rows and does not alert when a background refresh of the season on screen fails', async () => {
      let failing = false;
      server.use(
        http.get(`${API}/seasons`, () => HttpResponse.json(SEASONS)),
        http.get(`${API}/playerData`, () =>
          failing ? HttpResponse.json({ error: 'down' }, { status: 500 }) : HttpResponse.json(rows2025),
        ),
      );
      const store = quickStore();
      const { user } = renderWithProviders(<PlayerDataPage />, { store });
      await screen.findByText('Type a player name or position to search.');
      await user.type(searchBox(), 'al');
      const shown = shownNames();
      expect(shown.length).toBeGreaterThan(0);
      failing = true;
      // 24 hours on: the saved answer has expired, and its expiry asks for the season again, in the background.
      window.sessionStorage.clear();
      act(
        () =>
          void store.dispatch(baseApi.util.invalidateTags([{ type: ANSWER_TAG, id: '/playerData?season_id=s2025' }])),
      );
      await settled(store, 's2025');
      expect(window.alert).not.toHaveBeenCalled();
      expect(shownNames()).toEqual(shown);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });

  it('comes back the same from a replayed action log, with no network', async () => {
    serveSeasons({ s2025: rows2025, s2024: rows2024 });
    const log: UnknownAction[] = [];
    const stopRecording = startAppListening({ predicate: () => true, effect: (action) => void log.push(action) });
    const { user, unmount } = await renderLoadedScreen();
    await user.type(searchBox(), 'al');
    await user.click(screen.getByRole('button', { name: 'Games Played' }));
    await user.click(screen.getByRole('button', { name: 'Games Played' }));
    await user.click(screen.getByRole('button', { name: 'Select Al Baker' }));
    await user.click(screen.getByRole('button', { name: 'Select Cal Dunn' }));
    await user.selectOptions(groupSelect(), 'Wide Receiver (WR)');
    stopRecording({ cancelActive: true });
    const shown = () => ({
      text: document.body.textContent,
      controls: [seasonSelect().value, groupSelect().value, (searchBox() as HTMLInputElement).value],
      // A row's toggle is named for its player (aria-label); its text is 'Select' / 'Selected'.
      pressed: screen
        .getAllByRole('button', { pressed: true })
        .map((button) => button.getAttribute('aria-label') ?? button.textContent),
      sortedBy: screen.getAllByRole('columnheader').map((header) => header.getAttribute('aria-sort')),
    });
    const before = shown();
    unmount();

    server.resetHandlers(); // any request now fails the test
    window.sessionStorage.clear();
    const replayed = makeStore();
    for (const action of JSON.parse(JSON.stringify(log)) as UnknownAction[]) replayed.dispatch(action);
    renderWithProviders(<PlayerDataPage />, { store: replayed });
    expect(shown()).toEqual(before);
    expect(before.pressed).toEqual(['Selected Cal Dunn']);
  });
});
