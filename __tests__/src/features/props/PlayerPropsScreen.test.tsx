import { getConfig, screen, waitFor, within } from '@testing-library/react';
import PlayerPropsPage from '../../../../src/app/pages/PlayerPropsPage';
import { RESEARCH_WAIT_MS } from '../../../../src/config/constants';
import { writeCached } from '../../../../src/lib/sessionCache';
import { renderWithProviders } from '../../../utils/renderWithProviders';
import { API, HttpResponse, countedJson, http, server, setupMswServer } from '../../../utils/msw';
import { PROPS_ANSWER, oddsHandler, propRecord } from './fixtures';

setupMswServer();
beforeEach(() => window.sessionStorage.clear());

function renderScreen(props: { body?: unknown; init?: ResponseInit } = {}) {
  const answer = countedJson('/playerProps', props.body ?? PROPS_ANSWER, props.init);
  const odds = oddsHandler();
  server.use(answer.handler, odds.handler);
  const view = renderWithProviders(<PlayerPropsPage />, {
    route: '/player-props',
    preloadedState: { week: { selected: 2 } },
  });
  return { ...view, propsRequests: answer.count, oddsWeeks: odds.weeks };
}

const rowOf = (player: string) => screen.getByRole('rowheader', { name: player }).closest('tr') as HTMLElement;
/** Team and Opponent (the first cell holds the toggle). */
const cellsOf = (player: string) =>
  within(rowOf(player))
    .getAllByRole('cell')
    .slice(1)
    .map((cell) => cell.textContent);
const toggleFor = (player: string) => screen.getByRole('button', { name: `Show odds for ${player}` });

describe('the Player Props screen', () => {
  it('says Loading... and then shows one row per player with team and opponent from the selected week', async () => {
    const { propsRequests, oddsWeeks } = renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Player Props' })).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toHaveAttribute('role', 'status');
    await screen.findByRole('table');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Odds',
      'Player Name',
      'Team',
      'Opponent',
    ]);
    await waitFor(() => expect(cellsOf('Jalen Test')).toEqual(['Eagles', 'Dallas Cowboys']));
    expect(cellsOf('Dak Sample')).toEqual(['Cowboys', 'Philadelphia Eagles']);
    expect(cellsOf('Nobody Known')).toEqual(['Unknown Team', 'N/A']);
    expect(screen.getAllByRole('rowheader')).toHaveLength(3);
    expect(propsRequests()).toBe(1);
    expect(oddsWeeks()).toEqual(['2']);
  });

  it('shows the week used for opponents and changes it for /nfl too', async () => {
    const { store, oddsWeeks, user } = renderScreen();
    const week = screen.getByRole('combobox', { name: 'Opponents for' });
    expect(week).toHaveDisplayValue('Week 2');
    await waitFor(() => expect(cellsOf('Jalen Test')[1]).toBe('Dallas Cowboys'));
    await user.selectOptions(week, 'Week 3');
    expect(store.getState().week.selected).toBe(3);
    await waitFor(() => expect(cellsOf('Jalen Test')[1]).toBe('New York Giants'));
    expect(cellsOf('Dak Sample')[1]).toBe('N/A');
    expect(oddsWeeks()).toEqual(['2', '3']);
    expect(screen.getByRole('link', { name: 'Week 3 matchups' })).toHaveAttribute('href', '/nfl');
  });

  it('says so when the week cannot be loaded, and shows N/A opponents', async () => {
    server.use(
      http.get(`${API}/teamOdds`, () => HttpResponse.json({ error: 'down' }, { status: 500 })),
      countedJson('/playerProps', PROPS_ANSWER).handler,
    );
    renderWithProviders(<PlayerPropsPage />, { preloadedState: { week: { selected: 2 } } });
    expect(await screen.findByText('Week 2 games could not be loaded, so opponents show N/A.')).toBeInTheDocument();
    await screen.findByRole('table');
    expect(cellsOf('Jalen Test')[1]).toBe('N/A');
  });

  it('expands each row on its own into Market / Line / Price, hiding lines without a value', async () => {
    const { user } = renderScreen();
    await screen.findByRole('table');
    const jalen = toggleFor('Jalen Test');
    expect(jalen).toHaveAttribute('aria-expanded', 'false');
    await user.click(jalen);
    expect(jalen).toHaveAttribute('aria-expanded', 'true');
    expect(toggleFor('Dak Sample')).toHaveAttribute('aria-expanded', 'false');

    const lines = screen.getByRole('table', { name: 'Odds for Jalen Test' });
    expect(
      within(lines)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Market', 'Line', 'Price']);
    const rows = within(lines)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Passing YardsSelection: Over', '245.5', '-110'],
      ['Passing YardsSelection: Under', '245.5', '-110'],
    ]);
    expect(jalen).toHaveAttribute('aria-controls', lines.closest('tr')?.id);
    expect(screen.queryByRole('table', { name: 'Odds for Dak Sample' })).not.toBeInTheDocument();

    await user.click(toggleFor('Dak Sample'));
    const dak = screen.getByRole('table', { name: 'Odds for Dak Sample' });
    const dakRows = within(dak)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(dakRows).toEqual([
      ['First Touchdown ScorerSelection: N/A', '0.5', 'N/A'],
      ['Anytime Touchdown ScorerSelection: Yes', '0.5', '+150'],
    ]);
    expect(screen.getByRole('table', { name: 'Odds for Jalen Test' })).toBeInTheDocument();

    await user.click(jalen);
    expect(jalen).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table', { name: 'Odds for Jalen Test' })).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Odds for Dak Sample' })).toBeInTheDocument();
  });

  it.each([
    ['their ids', (id: string) => ({ id })],
    ['their teams, without ids', () => ({})],
  ])(
    'keeps two players of one name apart by %s: each row its own team, opponent and lines, expanded on its own',
    async (_by, id) => {
      const { user } = renderScreen({
        body: [
          propRecord('Sam Same', 'Receptions', {
            price: -110,
            selection: 'Over',
            line: 4.5,
            team: 'Eagles',
            ...id('p1'),
          }),
          propRecord('Sam Same', 'Rushing Yards', {
            price: 100,
            selection: 'Over',
            line: 40.5,
            team: 'Cowboys',
            ...id('p2'),
          }),
          propRecord('Sam Same', 'Receiving Yards', {
            price: -120,
            selection: 'Over',
            line: 50.5,
            team: 'Eagles',
            ...id('p1'),
          }),
        ],
      });
      // Players with ids: the table waits (RESEARCH_WAIT_MS at most) for hit rates this test never serves.
      await screen.findByRole('table', {}, { timeout: RESEARCH_WAIT_MS + getConfig().asyncUtilTimeout });
      const rows = () =>
        screen.getAllByRole('rowheader', { name: 'Sam Same' }).map((cell) => cell.closest('tr') as HTMLElement);
      await waitFor(() => expect(within(rows()[0]!).getAllByRole('cell')[2]).toHaveTextContent('Dallas Cowboys'));
      expect(
        rows().map((row) =>
          within(row)
            .getAllByRole('cell')
            .slice(1)
            .map((cell) => cell.textContent),
        ),
      ).toEqual([
        ['Eagles', 'Dallas Cowboys'],
        ['Cowboys', 'Philadelphia Eagles'],
      ]);
      const [eagle, cowboy] = screen.getAllByRole('button', { name: 'Show odds for Sam Same' });
      await user.click(cowboy!);
      expect(cowboy).toHaveAttribute('aria-expanded', 'true');
      expect(eagle).toHaveAttribute('aria-expanded', 'false');
      const markets = () =>
        screen
          .getAllByRole('table', { name: 'Odds for Sam Same' })
          .map((table) => within(table).getAllByRole('row').length - 1);
      expect(markets()).toEqual([1]);
      expect(screen.getByRole('table', { name: 'Odds for Sam Same' })).toHaveTextContent('Rushing Yards');
      await user.click(eagle!);
      expect(markets()).toEqual([2, 1]);
    },
  );

  it('searches names as a case-insensitive substring, kept in the store', async () => {
    const { store, user } = renderScreen();
    await screen.findByRole('table');
    const search = screen.getByRole('searchbox', { name: 'Search player name' });
    expect(search).toHaveAttribute('placeholder', 'Search player name...');
    await user.type(search, 'dAK');
    expect(store.getState().props.search).toBe('dAK');
    expect(screen.getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['Dak Sample']);
    expect(screen.getByText('1 of 3 players')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('No players match “zzz”.')).toBeInTheDocument();
    expect(screen.queryByText('No player props data available.')).not.toBeInTheDocument();
  });

  it('says No player props data available. for an empty answer', async () => {
    renderScreen({ body: [] });
    expect(await screen.findByText('No player props data available.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows Error: with the status text of a non-OK answer', async () => {
    renderScreen({ body: { error: 'down' }, init: { status: 503, statusText: 'Service Unavailable' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: Failed to fetch player props: Service Unavailable',
    );
  });

  it('shows the fallback message when the request fails without an answer', async () => {
    server.use(
      http.get(`${API}/playerProps`, () => HttpResponse.error()),
      oddsHandler().handler,
    );
    renderWithProviders(<PlayerPropsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: An error occurred while fetching player props.');
  });

  it('uses a props entry younger than 4 hours from the session cache without a request', async () => {
    const cached = [
      {
        player: 'Cached Star',
        props: {
          market: 'Rushing Yards',
          price: -110,
          selection: { name: 'Over', line: 60.5 },
          player: { team: { name: 'Eagles' } },
        },
      },
    ];
    writeCached('gridline:playerProps', cached, Date.now() - 60_000);
    const { propsRequests } = renderScreen();
    await screen.findByRole('table');
    expect(screen.getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['Cached Star']);
    expect(propsRequests()).toBe(0);
  });
});
