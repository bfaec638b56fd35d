import { screen, waitFor, within } from '@testing-library/react';
import PlayerLogPage from '../../../../src/app/pages/PlayerLogPage';
import { captureDownloads, csvRecords } from '../../../utils/downloads';
import { API, HttpResponse, http, server, setupMswServer } from '../../../utils/msw';
import { renderWithProviders } from '../../../utils/renderWithProviders';
import { defenseFigure, gameLogRow } from '../../../utils/research';
import { SEASONS } from '../../features/playerData/screenHarness';
import userEvent from '@testing-library/user-event';
import { makeStore } from '../../../../src/app/store';
import type { PlayerStat } from '../../../../src/domain/playerStats';
import { seedPlayers } from '../../../utils/seed';

setupMswServer();
const downloads = captureDownloads();
beforeEach(() => window.sessionStorage.clear());

const wade = { name: 'Wade Cole', position: 'WR', team_name: 'Buffalo Bills' };
const logs: Record<string, unknown[]> = {
  s2025: [
    gameLogRow(
      'w1',
      1,
      { rec_receptions: 5, rec_targets: 7, rec_yards: 61, rec_avg_yards: 12.2, rec_touchdowns: 1 },
      { ...wade, opponent: 'Kansas City Chiefs', home: false, team_score: 27, opponent_score: 24 },
    ),
    gameLogRow(
      'w1',
      2,
      { rec_receptions: 8, rec_targets: 9, rec_yards: 120, rec_avg_yards: 15, rec_touchdowns: 0 },
      { ...wade, opponent: 'Miami Dolphins', home: true, team_score: 13, opponent_score: 20 },
    ),
    gameLogRow(
      'w1',
      4,
      { rec_receptions: 2, rec_targets: 4, rec_yards: 9, rec_avg_yards: 4.5, rec_touchdowns: 0 },
      { ...wade, opponent: 'New York Jets', home: true, team_score: 10, opponent_score: 10 },
    ),
  ],
  s2024: [],
};
const seasonRows: Record<string, unknown[]> = {
  s2025: [{ player_id: 'w1', season_id: 's2025', games_played: 3, ...wade }],
  s2024: [{ player_id: 'w1', season_id: 's2024', games_played: 0, ...wade }],
};

function serve({ gameLogs = 200, defense = 200 }: { gameLogs?: number; defense?: number } = {}) {
  server.use(
    http.get(`${API}/seasons`, () => HttpResponse.json(SEASONS)),
    http.get(`${API}/playerData`, ({ request }) =>
      HttpResponse.json(seasonRows[new URL(request.url).searchParams.get('season_id') ?? ''] ?? []),
    ),
    http.get(`${API}/playerGameLogs`, ({ request }) => {
      if (gameLogs !== 200) return HttpResponse.json({ error: 'down' }, { status: gameLogs });
      const params = new URL(request.url).searchParams;
      const ids = params.get('player_id')?.split(',') ?? [];
      return HttpResponse.json(
        (logs[params.get('season_id') ?? ''] ?? []).filter((row) =>
          ids.includes((row as { player_id: string }).player_id),
        ),
      );
    }),
    // The season so far: what his games did to these defences moved them; the log reads them as they stood before each
    // game.
    http.get(`${API}/teamData/defense-vs-position`, () =>
      defense === 200
        ? HttpResponse.json({
            through_week: 4,
            teams: {
              'Kansas City Chiefs': { WR: defenseFigure(28) },
              'Miami Dolphins': { WR: { ...defenseFigure(3), games: 5 } },
            },
          })
        : HttpResponse.json({ error: 'down' }, { status: defense }),
    ),
    http.get(`${API}/teamData/defense-vs-position/weekly`, () =>
      defense === 200 ? HttpResponse.json(ranksBefore) : HttpResponse.json({ error: 'down' }, { status: defense }),
    ),
  );
}

const ranks = (WR: number) => ({ QB: 10, RB: 11, WR, TE: 12 });
/**
 * Before week 1 nobody had played; before week 2 Miami had played once (6th vs WR); before week 4 the Jets four times
 * (30th).
 */
const ranksBefore = {
  through_week: 4,
  weeks: [
    { before_week: 1, teams: {} },
    {
      before_week: 2,
      teams: { 'Miami Dolphins': { games: 1, ranks: ranks(6) }, 'Kansas City Chiefs': { games: 1, ranks: ranks(31) } },
    },
    { before_week: 3, teams: { 'Miami Dolphins': { games: 2, ranks: ranks(5) } } },
    {
      before_week: 4,
      teams: { 'Miami Dolphins': { games: 3, ranks: ranks(4) }, 'New York Jets': { games: 4, ranks: ranks(30) } },
    },
  ],
};

const routes = [
  { path: '/player-data/:playerId', element: <PlayerLogPage /> },
  { path: '/player-data', element: <p>The table</p> },
];
const open = (route: string) => renderWithProviders(null, { route, routes });
const logTable = () => screen.getByRole('table', { name: 'Game log of Wade Cole' });
const bodyRows = () =>
  within(logTable())
    .getAllByRole('row')
    .slice(1, -1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
const weeks = () =>
  within(logTable())
    .getAllByRole('rowheader')
    .slice(0, -1)
    .map((cell) => cell.textContent);

describe("a player's game log", () => {
  it('shows who he is, one row per game with its opponent, result and stats, and the season total', async () => {
    serve();
    open('/player-data/w1?season=s2025');
    expect(await screen.findByRole('heading', { level: 1, name: 'Wade Cole' })).toBeInTheDocument();
    expect(screen.getByText('Buffalo Bills · WR · 2025 season')).toBeInTheDocument();
    await screen.findByText(/vs MIA: 6th vs WR/);
    expect(
      within(logTable())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent?.replace(/[▲▼]/g, '')),
    ).toEqual([
      'Week',
      'Opponent',
      'Result',
      'Defence vs WR before the game',
      'Receptions / Targets',
      'Receiving Yards',
      'Avg Per Rec',
      'Receiving TDs', // a WR's rushing columns left out: he never ran
    ]);
    expect(weeks()).toEqual(['1', '2', '4']);
    expect(bodyRows()).toEqual([
      ['@ KC', 'W 27–24', 'vs KC: no games yet', '5 / 7', '61', '12.2', '1'],
      ['vs MIA', 'L 13–20', 'vs MIA: 6th vs WR · Tough (provisional)', '8 / 9', '120', '15.0', '0'],
      ['vs NYJ', 'T 10–10', 'vs NYJ: 30th vs WR · Favourable', '2 / 4', '9', '4.5', '0'],
    ]);
    const total = within(logTable())
      .getByRole('rowheader', { name: 'Season total (3 games)' })
      .closest('tr') as HTMLElement;
    expect(
      within(total)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['15 / 20', '190', '12.7', '1']);
  });

  it('reads each game against the defence as it stood before that game, not as the season left it', async () => {
    serve();
    open('/player-data/w1?season=s2025');
    await screen.findByText(/vs MIA: 6th vs WR/);
    // The season table has Kansas City 28th and Miami 3rd: neither is what they were when he faced them.
    expect(screen.queryByText(/28th vs WR|3rd vs WR/)).not.toBeInTheDocument();
    expect(
      screen.getByText(
        /^Defence vs WR before the game: the opponent’s rank against WRs in 2025 from the weeks before each game/,
      ),
    ).toBeInTheDocument();
  });

  it('sorts by any column with aria-sort, keeping the sort in the address', async () => {
    serve();
    const { user, router } = open('/player-data/w1?season=s2025');
    await screen.findByText(/vs MIA: 6th vs WR/);
    await user.click(within(logTable()).getByRole('button', { name: /^Receiving Yards/ }));
    await user.click(within(logTable()).getByRole('button', { name: /^Receiving Yards/ }));
    expect(weeks()).toEqual(['2', '1', '4']);
    expect(within(logTable()).getByRole('columnheader', { name: /Receiving Yards/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await waitFor(() => expect(router.state.location.search).toBe('?season=s2025&sort=rec_yards&dir=desc'));
    // By the rank before the game: Miami 6th, the Jets 30th; Kansas City had none (last).
    await user.click(within(logTable()).getByRole('button', { name: /^Defence vs WR/ }));
    expect(weeks()).toEqual(['1', '2', '4']);
    await user.click(within(logTable()).getByRole('button', { name: /^Defence vs WR/ }));
    expect(weeks()).toEqual(['4', '2', '1']);
  });

  it('draws a chart per main stat of his position, with its average, and the same as a table', async () => {
    serve();
    const { user } = open('/player-data/w1?season=s2025');
    await screen.findByText(/vs MIA: 6th vs WR/);
    expect((await screen.findAllByRole('img')).map((chart) => chart.getAttribute('aria-label'))).toEqual([
      'Receptions by week, 3 games: lowest week 4: 2, highest week 2: 8, season average 5',
      'Receiving Yards by week, 3 games: lowest week 4: 9, highest week 2: 120, season average 63.3',
      'Targets by week, 3 games: lowest week 4: 4, highest week 2: 9, season average 6.7',
    ]);
    await user.click(screen.getByText('Show the trends as a table'));
    const table = screen.getByRole('table', { name: 'Wade Cole: Receptions, Receiving Yards, Targets by week' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Week', 'Receptions', 'Receiving Yards', 'Targets'],
      ['1', '5', '61', '7'],
      ['2', '8', '120', '9'],
      ['3', '—', '—', '—'],
      ['4', '2', '9', '4'],
      ['Season average', '5', '63.3', '6.7'],
    ]);
  });

  it('exports the rows as shown with the totals', async () => {
    serve();
    const { user } = open('/player-data/w1?season=s2025');
    await screen.findByText(/vs MIA: 6th vs WR/);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(downloads[0]?.filename).toBe('gridline-game-log-wade-cole-2025.csv');
    const records = await csvRecords(downloads[0]);
    expect(records[0]?.slice(0, 8)).toEqual([
      'Week',
      'Opponent',
      'Home/Away',
      'Result',
      'Points For',
      'Points Against',
      'Defence rank before the game',
      'Matchup before the game',
    ]);
    expect(records.slice(1, 4).map((record) => record.slice(6, 8))).toEqual([
      ['', 'no games yet'],
      ['6', 'tough (provisional)'],
      ['30', 'favourable'],
    ]);
    expect(records.map((record) => record[0])).toEqual(['Week', '1', '2', '4', 'Season total']);
    expect(records[4]?.slice(-5)).toEqual(['15', '20', '190', '12.7', '1']);
  });

  it('has his other seasons one click away, and says when he played no games', async () => {
    serve();
    const { user, router } = open('/player-data/w1?season=s2025');
    await screen.findByText(/vs MIA: 6th vs WR/);
    const seasons = screen.getByRole('navigation', { name: 'Seasons' });
    expect(within(seasons).getByRole('link', { name: '2025' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(seasons).getByRole('link', { name: '2024' }));
    expect(await screen.findByText('No games played in 2024')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Wade Cole' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?season=s2024');
  });

  it("names a player new this season in a season he was not in, from his other seasons' games", async () => {
    serve();
    seasonRows.s2024 = [];
    try {
      open('/player-data/w1?season=s2024');
      expect(await screen.findByText('No games played in 2024')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Wade Cole' })).toBeInTheDocument();
    } finally {
      seasonRows.s2024 = [{ player_id: 'w1', season_id: 's2024', games_played: 0, ...wade }];
    }
  });

  it('says an unknown player is not found, with a way back', async () => {
    serve();
    open('/player-data/nobody?season=s2025');
    expect(await screen.findByRole('heading', { level: 1, name: 'Player not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to Player Data' })).toHaveAttribute('href', '/player-data');
  });

  it.each([404, 500])('says the game logs are unavailable when /playerGameLogs answers %i', async (status) => {
    serve({ gameLogs: status });
    open('/player-data/w1?season=s2025');
    expect(await screen.findByText('Game logs are unavailable')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to Player Data' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the log without the ranks, saying why, when the defence figures fail', async () => {
    serve({ defense: 500 });
    open('/player-data/w1?season=s2025');
    expect(await screen.findByText('Defence figures are unavailable')).toBeInTheDocument();
    expect(within(logTable()).queryByRole('columnheader', { name: /Defence/ })).not.toBeInTheDocument();
    expect(weeks()).toEqual(['1', '2', '4']);
  });

  describe('the season total and the Player Data row agree', () => {
    const row = (games_played: number, stats: Record<string, number>) => ({
      player_id: 'w1',
      season_id: 's2025',
      ...wade,
      games_played,
      ...stats,
    });
    const openWithRow = (seasonRow: ReturnType<typeof row>) => {
      const store = makeStore();
      seedPlayers(store, 's2025', [seasonRow as unknown as PlayerStat]);
      return renderWithProviders(null, { route: '/player-data/w1?season=s2025', routes, store });
    };
    const totalLabel = () => within(logTable()).getAllByRole('rowheader').at(-1)?.textContent;

    it('says "Season total" when the Player Data row is the same figures', async () => {
      serve();
      openWithRow(
        row(3, { rec_receptions: 15, rec_targets: 20, rec_yards: 190, rec_avg_yards: 12.7, rec_touchdowns: 1 }),
      );
      await screen.findByText(/vs MIA: 6th vs WR/);
      expect(totalLabel()).toBe('Season total (3 games)');
    });

    it('says "through week N" when the log is newer than the Player Data row the page holds', async () => {
      serve();
      // The table's row was saved after week 2: two games, 181 yards.
      openWithRow(
        row(2, { rec_receptions: 13, rec_targets: 16, rec_yards: 181, rec_avg_yards: 13.9, rec_touchdowns: 1 }),
      );
      await screen.findByText(/vs MIA: 6th vs WR/);
      expect(totalLabel()).toBe('Season total through week 4 (3 games)');
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      expect((await csvRecords(downloads[0])).at(-1)?.[0]).toBe('Season total through week 4');
    });

    it('asks for the log again when the Player Data row is newer, and then says "Season total"', async () => {
      let asked = 0;
      serve();
      server.use(
        http.get(`${API}/playerGameLogs`, () => {
          asked += 1;
          const extra = gameLogRow(
            'w1',
            5,
            { rec_receptions: 1, rec_targets: 1, rec_yards: 5, rec_avg_yards: 5, rec_touchdowns: 0 },
            {
              ...wade,
              opponent: 'New England Patriots',
              home: false,
              team_score: 3,
              opponent_score: 6,
              commence_time: '2025-10-05T17:00:00Z',
            },
          );
          return HttpResponse.json(asked === 1 ? logs.s2025 : [...(logs.s2025 ?? []), extra]);
        }),
      );
      openWithRow(
        row(4, { rec_receptions: 16, rec_targets: 21, rec_yards: 195, rec_avg_yards: 12.2, rec_touchdowns: 1 }),
      );
      await waitFor(() => expect(totalLabel()).toBe('Season total (4 games)'));
      expect(asked).toBe(2);
    });
  });
});
