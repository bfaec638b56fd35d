import type { UnknownAction } from '@reduxjs/toolkit';
import { act, screen, within } from '@testing-library/react';
import { useEffect } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../src/app/hooks';
import { startAppListening } from '../../../src/app/listenerMiddleware';
import { makeStore, type RootState } from '../../../src/app/store';
import { UrlState, type UrlStateBinding } from '../../../src/lib/useUrlState';
import { WeekPicker } from '../../../src/components/WeekPicker';
import PlayerDataPage from '../../../src/app/pages/PlayerDataPage';
import {
  groupChosen,
  searchChanged,
  selectPlayerSearch,
  selectPlayerSort,
  selectPositionGroup,
  sortClicked,
} from '../../../src/features/playerData/playerDataSlice';
import { matchupsUrl } from '../../../src/features/odds/matchupsUrl';
import { playerDataUrl } from '../../../src/features/playerData/playerDataUrl';
import { selectSelectedWeek, weekSelected } from '../../../src/features/week/weekSlice';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { seedPlayers, seedSeasons } from '../../utils/seed';

jest.mock('../../../src/lib/firebase', () => jest.requireActual('../../utils/fakeFirebase').fakeFirebase);

/** Hands the test the router's navigate, for Back (-1) and Forward (1). */
function History({ onNavigate }: { onNavigate: (navigate: NavigateFunction) => void }) {
  const navigate = useNavigate();
  useEffect(() => {
    onNavigate(navigate);
  }, [navigate, onNavigate]);
  return null;
}

function renderBinding(binding: UrlStateBinding<RootState>, route: string, store = makeStore()) {
  let navigate: NavigateFunction = () => undefined;
  const rendered = renderWithProviders(null, {
    store,
    route,
    routes: [
      {
        path: '*',
        element: (
          <>
            <UrlState binding={binding} />
            <History onNavigate={(fn) => (navigate = fn)} />
          </>
        ),
      },
    ],
  });
  const go = (delta: number) => act(() => void navigate(delta));
  const search = () => rendered.router.state.location.search;
  return { ...rendered, go, search };
}

describe('Player Data in the address', () => {
  it('restores a shared address before the screen paints, and keeps it as it was', () => {
    const { store, search } = renderBinding(
      playerDataUrl,
      '/player-data?season=2024&q=allen&group=QB&sort=pass_yards&dir=desc',
    );
    const state = store.getState();
    expect(state.playerData.seasonId).toBe('2024');
    expect(selectPlayerSearch(state)).toBe('allen');
    expect(selectPositionGroup(state)).toBe('QB');
    expect(selectPlayerSort(state)).toEqual({ column: 'pass_yards', direction: 'desc' });
    expect(search()).toBe('?season=2024&q=allen&group=QB&sort=pass_yards&dir=desc');
  });

  it('rewrites an address with invalid values to what the screen shows', () => {
    const { store, search } = renderBinding(playerDataUrl, '/player-data?q=kelce&group=Kicker&sort=salary');
    expect(selectPositionGroup(store.getState())).toBe('Offense');
    expect(search()).toBe('?q=kelce');
  });

  it('keeps the current filters when the address holds none (the tab link)', () => {
    const store = makeStore();
    store.dispatch(searchChanged('hurts'));
    const { search } = renderBinding(playerDataUrl, '/player-data', store);
    expect(selectPlayerSearch(store.getState())).toBe('hurts');
    expect(search()).toBe(''); // bare until the filters change
  });

  it('follows the store, and Back and Forward move through the changes', () => {
    const { store, go, search } = renderBinding(playerDataUrl, '/player-data');
    act(() => {
      store.dispatch(searchChanged('j'));
    });
    act(() => {
      store.dispatch(searchChanged('jo'));
    });
    expect(search()).toBe('?q=jo');
    act(() => {
      store.dispatch(groupChosen('QB'));
    });
    act(() => {
      store.dispatch(sortClicked('pass_yards'));
    });
    expect(search()).toBe('?q=jo&group=QB&sort=pass_yards&dir=asc');

    go(-1);
    expect(search()).toBe('?q=jo&group=QB');
    expect(selectPlayerSort(store.getState())).toEqual({ column: 'name', direction: 'asc' });
    go(-1);
    expect(search()).toBe('?q=jo'); // typing replaces the entry: no step per keystroke
    expect(selectPositionGroup(store.getState())).toBe('Offense');
    expect(selectPlayerSearch(store.getState())).toBe('jo');
    go(2);
    expect(search()).toBe('?q=jo&group=QB&sort=pass_yards&dir=asc');
    expect(selectPositionGroup(store.getState())).toBe('QB');
    expect(selectPlayerSort(store.getState())).toEqual({ column: 'pass_yards', direction: 'asc' });
  });

  it('replays a recorded log, Back steps included, to the same state and address', () => {
    const log: UnknownAction[] = [];
    const stop = startAppListening({ predicate: () => true, effect: (action) => void log.push(action) });
    const first = renderBinding(playerDataUrl, '/player-data?q=allen');
    act(() => {
      first.store.dispatch(groupChosen('QB'));
    });
    act(() => {
      first.store.dispatch(sortClicked('pass_yards'));
    });
    first.go(-1);
    const recorded = first.store.getState().playerData;
    const recordedSearch = first.search();
    first.unmount();
    stop();

    // Replayed into a running screen, as DevTools does: the state and the address follow.
    const replay = renderBinding(playerDataUrl, '/player-data');
    for (const action of log) {
      if (action.type.startsWith('playerData/')) act(() => void replay.store.dispatch(action));
    }
    expect(replay.store.getState().playerData).toEqual(recorded);
    expect(replay.search()).toBe(recordedSearch);
  });

  it('shows the restored filters on the screen', async () => {
    const store = makeStore();
    seedSeasons(store, [
      { id: '2025', label: '2025' },
      { id: '2024', label: '2024' },
    ]);
    const row = (name: string, yards: number) => ({
      player_id: name,
      season_id: '2024',
      name,
      team_name: 'Buffalo Bills',
      position: 'QB' as const,
      games_played: 17,
      pass_yards: yards,
    });
    seedPlayers(store, '2024', [row('Josh Allen', 3731), row('Josh Rosen', 900), row('Joshua Dobbs', 2400)]);
    renderWithProviders(<PlayerDataPage />, {
      store,
      route: '/player-data?season=2024&q=josh&group=QB&sort=pass_yards&dir=desc',
    });
    expect(screen.getByRole('combobox', { name: /season/i })).toHaveValue('2024');
    expect(screen.getByRole('searchbox', { name: 'Search players by name' })).toHaveValue('josh');
    expect(screen.getByRole('combobox', { name: /position/i })).toHaveValue('QB');
    const names = within(await screen.findByRole('table'))
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(names).toEqual(['Josh Allen', 'Joshua Dobbs', 'Josh Rosen']);
  });
});

/** The week picker as /nfl wires it: the store's week, kept in `?week=`. */
function WeekInAddress() {
  const week = useAppSelector(selectSelectedWeek);
  const dispatch = useAppDispatch();
  return (
    <>
      <UrlState binding={matchupsUrl} />
      <WeekPicker week={week} onChange={(chosen) => dispatch(weekSelected(chosen))} />
    </>
  );
}

describe('the week in the address', () => {
  const renderPicker = (route: string, store = makeStore()) => {
    let navigate: NavigateFunction = () => undefined;
    const rendered = renderWithProviders(null, {
      store,
      route,
      routes: [
        {
          path: '*',
          element: (
            <>
              <WeekInAddress />
              <History onNavigate={(fn) => (navigate = fn)} />
            </>
          ),
        },
      ],
    });
    return {
      ...rendered,
      go: (delta: number) => act(() => void navigate(delta)),
      search: () => rendered.router.state.location.search,
    };
  };

  it('leaves a bare /nfl bare, and gives it the week it showed once another is chosen, for Back', async () => {
    const store = makeStore();
    store.dispatch(weekSelected(10));
    const { user, go, search } = renderPicker('/nfl', store);
    expect(search()).toBe('');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Week' }), 'Week 7');
    expect(search()).toBe('?week=7');
    expect(selectSelectedWeek(store.getState())).toBe(7);
    go(-1);
    expect(search()).toBe('?week=10');
    expect(selectSelectedWeek(store.getState())).toBe(10);
    go(1);
    expect(selectSelectedWeek(store.getState())).toBe(7);
  });

  it('rewrites an invalid week to the week shown', () => {
    const store = makeStore();
    store.dispatch(weekSelected(10));
    const { search } = renderPicker('/nfl?week=40', store);
    expect(selectSelectedWeek(store.getState())).toBe(10);
    expect(search()).toBe('?week=10');
  });

  it('adds an entry per week chosen; Back and Forward restore them', async () => {
    const { store, user, go, search } = renderPicker('/nfl?week=3');
    expect(selectSelectedWeek(store.getState())).toBe(3);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Week' }), 'Week 7');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Week' }), 'Week 12');
    expect(search()).toBe('?week=12');
    go(-1);
    expect(selectSelectedWeek(store.getState())).toBe(7);
    expect(screen.getByRole('combobox', { name: 'Week' })).toHaveValue('7');
    go(-1);
    expect(search()).toBe('?week=3');
    expect(selectSelectedWeek(store.getState())).toBe(3);
    go(1);
    expect(selectSelectedWeek(store.getState())).toBe(7);
  });
});
