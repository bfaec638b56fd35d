import { screen, within } from '@testing-library/react';
import MatchupsPage from '../../../../src/app/pages/MatchupsPage';
import PlayerPropsPage from '../../../../src/app/pages/PlayerPropsPage';
import { parseSources } from '../../../../src/features/sources/parseSources';
import { ParseError } from '../../../../src/api/parse';
import { renderWithProviders } from '../../../utils/renderWithProviders';
import { API, HttpResponse, http, server, setupMswServer } from '../../../utils/msw';
import { bookLines, fixDateNow, scoreEntry } from '../../../utils/research';
import { openRecordsOf, serveRankings } from '../../../utils/teamRecords';

/**
 * Issue #38 on the client: the real seasons (CONTRACT §9) through the same screens. A game's closing
 * consensus is shown apart from the three books and grades it where no book can; a resource nothing
 * serves says so on its screen.
 */
setupMswServer();
fixDateNow(Date.parse('2024-09-25T12:00:00Z'));

const KC = 'Kansas City Chiefs';
const BAL = 'Baltimore Ravens';
const KICKOFF = '2024-09-06T00:20:00Z';

const resource = (source: string | null, status = 'ok', detail?: string) => ({
  source,
  as_of: '2024-09-24T10:00:00Z',
  status,
  ...(detail ? { detail } : {}),
});
const REAL_SOURCES = {
  mode: 'nflverse',
  resources: {
    stats: resource('nflverse'),
    scores: resource('nflverse'),
    odds: resource(
      'nflverse',
      'ok',
      'Closing consensus of games that have kicked off. Lines need an Odds API key — see README',
    ),
    props: resource(null, 'unconfigured', 'Props need a live odds source (see README)'),
    weather: resource('demo', 'ok', 'Simulated'),
  },
};

/** 2024's opener as nflverse closed it: Chiefs −3 (−102), 46, −148 / +124; the Chiefs won 27–20. */
const consensus = {
  key: 'consensus',
  title: 'Closing consensus',
  last_update: KICKOFF,
  markets: [
    {
      key: 'h2h',
      outcomes: [
        { name: KC, price: -148 },
        { name: BAL, price: 124 },
      ],
    },
    {
      key: 'spreads',
      outcomes: [
        { name: KC, price: -102, point: -3 },
        { name: BAL, price: -118, point: 3 },
      ],
    },
    {
      key: 'totals',
      outcomes: [
        { name: 'Over', price: -110, point: 46 },
        { name: 'Under', price: -110, point: 46 },
      ],
    },
  ],
};
const opener = { id: '2024_01_BAL_KC', commence_time: KICKOFF, home_team: KC, away_team: BAL, bookmakers: [consensus] };
const final = [scoreEntry('2024_01_BAL_KC', KC, BAL, [27, 20], KICKOFF)];

function serveRealWeek(odds: unknown[] = [opener]) {
  server.use(
    http.get(`${API}/sources`, () => HttpResponse.json(REAL_SOURCES)),
    http.get(`${API}/teamOdds`, ({ request }) =>
      HttpResponse.json(new URL(request.url).searchParams.get('week') === '1' ? odds : []),
    ),
    http.get(`${API}/scores`, ({ request }) =>
      HttpResponse.json(new URL(request.url).searchParams.get('week') === '1' ? final : []),
    ),
  );
}

describe('the real seasons on the screens', () => {
  it('shows a game’s closing consensus apart from the three books, and its result against it', async () => {
    serveRealWeek();
    renderWithProviders(<MatchupsPage />, {
      route: '/nfl?week=1&cards=detailed',
      preloadedState: { week: { selected: 1 } },
    });
    const card = await screen.findByRole('article');
    // The spec's box: none of FanDuel, DraftKings and BetMGM; the consensus is never shown as one of them.
    expect(within(card).getByText('No bookmakers available')).toBeInTheDocument();
    const box = within(card).getByRole('group', { name: /^Closing consensus/ });
    expect(
      within(box)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Moneyline: Chiefs -148 · Ravens +124',
      'Spread: Chiefs (-3) -102 · Ravens (+3) -118',
      'Total: Over (46) -110 · Under (46) -110',
    ]);
    expect(await within(box).findByText('Chiefs covered −3 · Over 46')).toBeInTheDocument();
    expect(within(box).getByText('Against the closing consensus:', { exact: false })).toHaveClass('visually-hidden');
    expect(
      await screen.findByText(
        /^Closing consensus of games that have kicked off. Lines need an Odds API key — see README$/,
      ),
    ).toBeInTheDocument();
  });

  it('grades by a book’s closing line where one exists, and by the consensus only where none does', async () => {
    serveRealWeek([
      { ...opener, bookmakers: [consensus, bookLines('FanDuel', -2.5, 48.5, KC, BAL, '2024-09-05T23:00:00Z')] },
    ]);
    renderWithProviders(<MatchupsPage />, {
      route: '/nfl?week=1&cards=detailed',
      preloadedState: { week: { selected: 1 } },
    });
    const card = await screen.findByRole('article');
    expect(await within(card).findByText('Chiefs covered −2.5 · Under 48.5')).toBeInTheDocument();
  });

  it('counts the records against the closing consensus where no book priced the game, and says so', async () => {
    serveRealWeek();
    serveRankings(KC, BAL);
    const { allGames, dialog } = await openRecordsOf(KC);
    expect(allGames).toEqual(['1-0', '1-0', 'fewer than 3 games', '1-0']);
    expect(
      within(dialog).getByText(
        '1 game without a closing line from these books is counted against the closing consensus.',
      ),
    ).toBeInTheDocument();
  });

  it('says props need a live source instead of that there are none', async () => {
    serveRealWeek();
    server.use(http.get(`${API}/playerProps`, () => HttpResponse.json([])));
    renderWithProviders(<PlayerPropsPage />, { route: '/player-props', preloadedState: { week: { selected: 1 } } });
    expect(await screen.findByText('Props need a live odds source (see README)')).toBeInTheDocument();
    expect(screen.queryByText('No player props data available.')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the spec’s empty props message on the demo', async () => {
    server.use(
      http.get(`${API}/playerProps`, () => HttpResponse.json([])),
      http.get(`${API}/teamOdds`, () => HttpResponse.json([])),
    );
    renderWithProviders(<PlayerPropsPage />, { route: '/player-props', preloadedState: { week: { selected: 1 } } });
    expect(await screen.findByText('No player props data available.')).toBeInTheDocument();
  });
});

describe('parseSources', () => {
  it('reads the mode and each resource, leaving out one it cannot read', () => {
    expect(
      parseSources({
        ...REAL_SOURCES,
        resources: {
          ...REAL_SOURCES.resources,
          stats: { source: 3, status: 'ok' },
          scores: { source: 'nflverse', status: 'fine' },
        },
      }),
    ).toEqual({
      mode: 'nflverse',
      resources: {
        odds: {
          source: 'nflverse',
          asOf: '2024-09-24T10:00:00Z',
          status: 'ok',
          detail: REAL_SOURCES.resources.odds.detail,
        },
        props: {
          source: null,
          asOf: '2024-09-24T10:00:00Z',
          status: 'unconfigured',
          detail: 'Props need a live odds source (see README)',
        },
        weather: { source: 'demo', asOf: '2024-09-24T10:00:00Z', status: 'ok', detail: 'Simulated' },
      },
    });
  });

  it.each([
    ['no mode', { resources: {} }],
    ['another mode', { mode: 'live' }],
    ['a list', []],
  ])('rejects %s', (_name, body) => {
    expect(() => parseSources(body)).toThrow(ParseError);
  });
});
