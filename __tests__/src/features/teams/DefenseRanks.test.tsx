import { screen, waitFor, within } from '@testing-library/react';
import TeamProfilesPage from '../../../../src/app/pages/TeamProfilesPage';
import { renderWithProviders } from '../../../utils/renderWithProviders';
import { API, HttpResponse, http, server, setupMswServer } from '../../../utils/msw';
import { defenseFigure, researchHandler } from '../../../utils/research';

setupMswServer();
beforeEach(() => window.sessionStorage.clear());

const unitRankings = {
  'AFC East': [
    {
      team_name: 'Miami Dolphins',
      combo: 'Speed to burn',
      units: [
        { unit: 'offense', ranking: 11 },
        { unit: 'defense', ranking: 2 },
        { unit: 'special_teams', ranking: 13 },
      ],
    },
  ],
};

const DEFENSE = {
  through_week: 5,
  teams: {
    'Miami Dolphins': {
      QB: { ...defenseFigure(3, 12.34), games: 4 },
      RB: { ...defenseFigure(17, 20.05), games: 4 },
      WR: { ...defenseFigure(28, 41.5), games: 4 },
      TE: { ...defenseFigure(9, 8), games: 3 },
    },
  },
};

function serve(defenseInit?: ResponseInit) {
  const seasons = researchHandler('/seasons', () => [
    { id: 's2025', label: '2025' },
    { id: 's2024', label: '2024' },
  ]);
  const defense = researchHandler(
    '/teamData/defense-vs-position',
    () => (defenseInit ? { error: 'down' } : DEFENSE),
    defenseInit,
  );
  server.use(
    http.get(`${API}/teamData/unit-rankings`, () => HttpResponse.json(unitRankings)),
    http.get(`${API}/teamData/power-rankings`, () => HttpResponse.json([])),
    seasons.handler,
    defense.handler,
  );
  return { seasons: seasons.requests, defense: defense.requests };
}

async function openProfile() {
  const view = renderWithProviders(<TeamProfilesPage />, { route: '/team-data' });
  await view.user.click(await screen.findByRole('button', { name: 'Miami Dolphins' }));
  return { ...view, dialog: screen.getByRole('dialog', { name: 'Miami Dolphins' }) };
}

describe("the team profile's defence against the position", () => {
  it('asks for nothing until a profile opens, then shows the four ranks with points allowed per game for the current season', async () => {
    const requests = serve();
    const { user } = renderWithProviders(<TeamProfilesPage />, { route: '/team-data' });
    const team = await screen.findByRole('button', { name: 'Miami Dolphins' });
    expect([requests.seasons.length, requests.defense.length]).toEqual([0, 0]);
    await user.click(team);
    const table = await screen.findByRole('table', { name: /PPR fantasy points allowed per game/ });
    expect(requests.defense.map((url) => url.searchParams.get('season_id'))).toEqual(['s2025']);
    expect(
      within(table).getByText('2025 through week 5: PPR fantasy points allowed per game; 1st allows the fewest.'),
    ).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Position', 'Rank', 'Points per game', 'For opponents']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [
        within(row).getByRole('rowheader').textContent,
        ...within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ]);
    expect(rows).toEqual([
      ['QB', '3rd', '12.3', 'Tough'],
      ['RB', '17th', '20.1', 'Neutral'],
      ['WR', '28th', '41.5', 'Favourable'],
      ['TE', '9thprovisional (3 games)', '8.0', 'Neutral'],
    ]);
    expect(screen.getByRole('heading', { level: 3, name: 'Defence against the position' })).toBeInTheDocument();
  });

  it("says 'provisional' once when every position's figures rest on the same few games", async () => {
    const allEarly = {
      through_week: 2,
      teams: {
        'Miami Dolphins': Object.fromEntries(
          ['QB', 'RB', 'WR', 'TE'].map((position, i) => [position, defenseFigure(i + 1)]),
        ),
      },
    };
    serve();
    server.use(researchHandler('/teamData/defense-vs-position', () => allEarly).handler);
    const { dialog } = await openProfile();
    const table = await within(dialog).findByRole('table');
    expect(
      within(table).getByText(
        '2025 through week 2, provisional (2 games): PPR fantasy points allowed per game; 1st allows the fewest.',
      ),
    ).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]?.textContent),
    ).toEqual(['1st', '2nd', '3rd', '4th']);
  });

  it("keeps the spec's profile as it was when the defence table fails: no ranks, no error", async () => {
    serve({ status: 500 });
    const { dialog } = await openProfile();
    await waitFor(() => expect(within(dialog).queryByRole('status')).not.toBeInTheDocument());
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual(['11th', '2nd', '13th']);
  });
});
