import { screen, waitFor, within } from '@testing-library/react';
import TeamProfilesPage from '../../../../src/app/pages/TeamProfilesPage';
import { renderWithProviders } from '../../../utils/renderWithProviders';
import { API, HttpResponse, http, server, setupMswServer } from '../../../utils/msw';
import { bookLines, scoreEntry, fixDateNow } from '../../../utils/research';

setupMswServer();
// Saturday of week 3, 2025: weeks 1 and 2 played, week 3's Thursday game too.
const NOW = Date.parse('2025-09-20T12:00:00Z');
fixDateNow(NOW);

const BUF = 'Buffalo Bills';
const MIA = 'Miami Dolphins';
const NYJ = 'New York Jets';
const NE = 'New England Patriots';
const KC = 'Kansas City Chiefs';

const odds = (id: string, home: string, away: string, books: Array<[string, number, number]>) => ({
  id,
  commence_time: '2025-09-07T17:00:00Z',
  home_team: home,
  away_team: away,
  bookmakers: books.map(([title, spread, total]) =>
    bookLines(title, spread, total, home, away, '2025-09-07T16:55:00Z'),
  ),
});

/**
 * The Bills by hand: week 1 beat Miami 27-20 at home, median −3.5 / 45 (cover, over); week 2 lost
 * 21-24 at the Jets, Jets +2.75 so Bills −2.75 / 41.5 (miss, over); week 3 beat New England 20-17 on
 * Thursday at −3 / 37 (push, push). Record 2-1, ATS 1-1-1 (50.0%, below 52.4%), O/U 2-0-1; home
 * 2-0, away 0-1, favourite in all three, underdog in none.
 */
const WEEKS: Record<number, { scores: object[]; odds: object[] }> = {
  1: {
    scores: [scoreEntry('w1', BUF, MIA, [27, 20])],
    odds: [
      odds('w1', BUF, MIA, [
        ['FanDuel', -3.5, 45.5],
        ['DraftKings', -3, 44.5],
        ['BetMGM', -4, 45],
        ['Caesars', -10, 30],
      ]),
    ],
  },
  2: {
    scores: [scoreEntry('w2', NYJ, BUF, [24, 21]), scoreEntry('w2b', MIA, NE, [30, 3])],
    odds: [
      odds('w2', NYJ, BUF, [
        ['FanDuel', 2.5, 41],
        ['DraftKings', 3, 42],
      ]),
      odds('w2b', MIA, NE, [['FanDuel', -1, 40]]),
    ],
  },
  3: {
    scores: [scoreEntry('w3', BUF, NE, [20, 17]), scoreEntry('w3b', KC, BUF)],
    odds: [
      odds('w3', BUF, NE, [
        ['FanDuel', -3, 37],
        ['DraftKings', -3, 37],
        ['BetMGM', -3, 37],
      ]),
      odds('w3b', KC, BUF, [['FanDuel', -6, 48]]),
    ],
  },
};

const team = (team_name: string) => ({
  team_name,
  combo: 'Balanced',
  units: [
    { unit: 'offense', ranking: 1 },
    { unit: 'defense', ranking: 2 },
    { unit: 'special_teams', ranking: 3 },
  ],
});

function serve(failing: { scores?: number[]; odds?: number[] } = {}, hold: Promise<void> = Promise.resolve()) {
  const requests: string[] = [];
  const weekOf = (request: Request) => Number(new URL(request.url).searchParams.get('week'));
  server.use(
    http.get(`${API}/teamData/unit-rankings`, () => HttpResponse.json({ 'AFC East': [team(BUF), team(MIA)] })),
    http.get(`${API}/teamData/power-rankings`, () => HttpResponse.json([])),
    http.get(`${API}/scores`, ({ request }) => {
      const week = weekOf(request);
      requests.push(`scores ${week}`);
      return failing.scores?.includes(week)
        ? HttpResponse.json({ error: 'down' }, { status: 500 })
        : HttpResponse.json(WEEKS[week]?.scores ?? []);
    }),
    http.get(`${API}/teamOdds`, async ({ request }) => {
      const week = weekOf(request);
      requests.push(`odds ${week}`);
      if (week === 3) await hold;
      return failing.odds?.includes(week)
        ? HttpResponse.json({ error: 'down' }, { status: 500 })
        : HttpResponse.json(WEEKS[week]?.odds ?? []);
    }),
  );
  return requests;
}

async function openProfile(name = BUF) {
  const rendered = renderWithProviders(<TeamProfilesPage />, { route: '/team-data' });
  await rendered.user.click(await screen.findByRole('button', { name }));
  return { ...rendered, dialog: screen.getByRole('dialog', { name }) };
}

const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));

describe('records against the number in the team profile', () => {
  it('asks for nothing until the records are opened, then for weeks 1 to the current week', async () => {
    const requests = serve();
    const { user, dialog } = await openProfile();
    const toggle = within(dialog).getByRole('button', { name: 'Records against the number' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(requests).toEqual([]);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await within(dialog).findByRole('table');
    expect([...requests].sort()).toEqual(['odds 1', 'odds 2', 'odds 3', 'scores 1', 'scores 2', 'scores 3']);
  });

  it('shows progress while the weeks arrive', async () => {
    let release = () => undefined as void;
    serve({}, new Promise<void>((resolve) => (release = resolve)));
    const { user, dialog } = await openProfile();
    await user.click(within(dialog).getByRole('button', { name: 'Records against the number' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent(/^Loading results: 2 of 3 weeks$/),
    );
    const progress = within(dialog).getByRole('progressbar', { name: 'Weeks of results loaded' });
    expect(progress).toHaveAttribute('max', '3');
    expect(progress).toHaveAttribute('value', '2');
    release();
    await within(dialog).findByRole('table');
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows the record, ATS and O/U of each split against the median closing line, with the cover rate against 52.4%', async () => {
    serve();
    const { user, dialog } = await openProfile();
    await user.click(within(dialog).getByRole('button', { name: 'Records against the number' }));
    const table = await within(dialog).findByRole('table', { name: 'Buffalo Bills: records against the number' });
    expect(rows(table)).toEqual([
      ['Split', 'Record', 'ATS', 'Cover vs 52.4%', 'O/U'],
      ['All games', '2-1', '1-1-1', '50.0%▼ (below 52.4%)', '2-0-1'],
      ['Home', '2-0', '1-0-1', 'fewer than 3 games', '1-0-1'],
      ['Away', '0-1', '0-1', 'fewer than 3 games', '1-0'],
      ['Favourite', '2-1', '1-1-1', '50.0%▼ (below 52.4%)', '2-0-1'],
      ['Underdog', '0-0', '0-0', 'fewer than 3 games', '0-0'],
    ]);
    expect(
      within(dialog).getByText(
        /^Completed games of weeks 1–3, against the median closing line of FanDuel, DraftKings and BetMGM\.$/,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/▲ above, ▼ below 52\.4%, the break-even at −110\.$/)).toBeInTheDocument();
    expect(within(dialog).queryByText(/Incomplete/)).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/without a line/)).not.toBeInTheDocument();
  });

  it('counts a game none of the three books priced in the record only, and says so', async () => {
    serve();
    WEEKS[1]!.odds = [odds('w1', BUF, MIA, [['Caesars', -10, 30]])];
    try {
      const { user, dialog } = await openProfile();
      await user.click(within(dialog).getByRole('button', { name: 'Records against the number' }));
      const table = await within(dialog).findByRole('table');
      expect(rows(table)[1]).toEqual(['All games', '2-1', '0-1-1', 'fewer than 3 games', '1-0-1']);
      expect(
        within(dialog).getByText(
          '1 game without a line from these books counts in the record only, not in ATS or O/U.',
        ),
      ).toBeInTheDocument();
    } finally {
      WEEKS[1]!.odds = [
        odds('w1', BUF, MIA, [
          ['FanDuel', -3.5, 45.5],
          ['DraftKings', -3, 44.5],
          ['BetMGM', -4, 45],
        ]),
      ];
    }
  });

  it('says which weeks are missing when some fail, and shows the rest', async () => {
    serve({ scores: [2] });
    const { user, dialog } = await openProfile();
    await user.click(within(dialog).getByRole('button', { name: 'Records against the number' }));
    const table = await within(dialog).findByRole('table');
    expect(within(dialog).getByText('Incomplete: week 2 could not be loaded.')).toBeInTheDocument();
    expect(rows(table)[1]).toEqual(['All games', '2-0', '1-0-1', 'fewer than 3 games', '1-0-1']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the records are unavailable when every week fails, and the profile stays as it was', async () => {
    serve({ odds: [1, 2, 3] });
    const { user, dialog } = await openProfile();
    await user.click(within(dialog).getByRole('button', { name: 'Records against the number' }));
    expect(
      await within(dialog).findByText('Records against the number are unavailable right now.'),
    ).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual(['1st', '2nd', '3rd']);
    expect(within(dialog).getByText('Balanced')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the records open for the next team, from the weeks already loaded, and hides them again', async () => {
    const requests = serve();
    const { user, dialog } = await openProfile();
    await user.click(within(dialog).getByRole('button', { name: 'Records against the number' }));
    await within(dialog).findByRole('table');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: MIA }));
    const miami = screen.getByRole('dialog', { name: MIA });
    const table = await within(miami).findByRole('table', { name: 'Miami Dolphins: records against the number' });
    // Week 1 lost at Buffalo 20-27 as a 3.5-point underdog (miss, over); week 2 beat New England 30-3 at −1 (cover; 33
    // under 40).
    expect(rows(table)[1]).toEqual(['All games', '1-1', '1-1', 'fewer than 3 games', '1-1']);
    expect(requests).toHaveLength(6);
    await user.click(within(miami).getByRole('button', { name: 'Records against the number' }));
    expect(within(miami).queryByRole('table')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(within(miami).getByRole('button', { name: 'Records against the number' })).toHaveAttribute(
        'aria-expanded',
        'false',
      ),
    );
  });

  it('shows a team’s W-L in the power rankings from the same scores as its records, and asks for the rankings again when they lag', async () => {
    serve();
    // Answered before Thursday's game: the Bills 1-1 then; the weeks' scores say 2-1 now.
    let rankingsAsked = 0;
    server.use(
      http.get(`${API}/teamData/power-rankings`, () => {
        rankingsAsked += 1;
        return HttpResponse.json([
          { rank: 1, previous_rank: 2, team_name: BUF, record: rankingsAsked === 1 ? '1-1' : '2-1', note: 'Rolling' },
          { rank: 2, previous_rank: 1, team_name: MIA, record: '1-1', note: 'Steady' },
        ]);
      }),
    );
    const { user, dialog } = await openProfile();
    const panel = screen.getByRole('region', { name: 'Power Rankings' });
    const entryOf = (team: string) => within(panel).getByText(team).closest('li') as HTMLElement;
    await within(entryOf(BUF)).findByText('1-1 · Rolling');
    await user.click(within(dialog).getByRole('button', { name: 'Records against the number' }));
    const table = await within(dialog).findByRole('table');
    expect(rows(table)[1]?.[1]).toBe('2-1');
    expect(within(entryOf(BUF)).getByText('2-1 · Rolling')).toBeInTheDocument();
    await waitFor(() => expect(rankingsAsked).toBe(2));
    expect(within(entryOf(BUF)).getByText('2-1 · Rolling')).toBeInTheDocument();
    // Miami's record from the same scores: lost at Buffalo, beat New England.
    expect(within(entryOf(MIA)).getByText('1-1 · Steady')).toBeInTheDocument();
  });
});
