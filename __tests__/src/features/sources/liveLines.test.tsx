import { screen } from '@testing-library/react';
import MatchupsPage from '../../../../src/app/pages/MatchupsPage';
import { renderWithProviders } from '../../../utils/renderWithProviders';
import { API, HttpResponse, http, server, setupMswServer } from '../../../utils/msw';
import { bookLines, fixDateNow } from '../../../utils/research';

/**
 * Issue #39 on the client: with lines from a live provider (CONTRACT §10), the page says when its
 * lines are from once the provider stops answering, and calls a game's first recorded line "first seen".
 */
setupMswServer();
fixDateNow(Date.parse('2024-09-19T12:00:00Z'));

const KC = 'Kansas City Chiefs';
const CIN = 'Cincinnati Bengals';
const KICKOFF = '2024-09-22T20:25:00Z';
const AS_OF = '2024-09-19T11:05:00Z';

const live = (status: string) => ({
  mode: 'nflverse',
  resources: {
    stats: { source: 'nflverse', as_of: null, status: 'ok' },
    scores: { source: 'the-odds-api', as_of: AS_OF, status: 'ok' },
    odds: {
      source: 'the-odds-api',
      as_of: AS_OF,
      status,
      ...(status === 'ok' ? {} : { detail: 'HTTP 429 EXCEEDED_FREQ_LIMIT' }),
    },
    props: { source: 'the-odds-api', as_of: AS_OF, status: 'ok' },
    weather: { source: 'openweathermap', as_of: AS_OF, status: 'ok' },
  },
});

const game = (spread: number, at: string) => ({
  id: '2024_02_CIN_KC',
  commence_time: KICKOFF,
  home_team: KC,
  away_team: CIN,
  bookmakers: ['FanDuel', 'DraftKings', 'BetMGM'].map((title) => bookLines(title, spread, 47.5, KC, CIN, at)),
});

function serveLive(status: string) {
  server.use(
    http.get(`${API}/sources`, () => HttpResponse.json(live(status))),
    http.get(`${API}/teamOdds`, () => HttpResponse.json([game(-6, AS_OF)])),
    http.get(`${API}/teamOdds/opening`, () => HttpResponse.json([game(-5, '2024-09-16T09:00:00Z')])),
    http.get(`${API}/scores`, () => HttpResponse.json([])),
    // The kickoff forecast is not what these tests are about.
    http.get(`${API}/weather/forecast`, () => HttpResponse.json({ error: 'not in this test' }, { status: 503 })),
  );
}

const clock = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(Date.parse(iso));

describe('lines from a live provider', () => {
  it('says when its lines are from while the provider is not answering', async () => {
    serveLive('stale');
    renderWithProviders(<MatchupsPage />, {
      route: '/nfl?week=2&cards=detailed',
      preloadedState: { week: { selected: 2 } },
    });
    await screen.findByRole('article');
    expect(
      await screen.findByText(`Lines as of ${clock(AS_OF)} — the odds provider is not answering`),
    ).toBeInTheDocument();
  });

  it('says nothing of its lines while the provider answers, and calls the first recorded line "first seen"', async () => {
    serveLive('ok');
    renderWithProviders(<MatchupsPage />, {
      route: '/nfl?week=2&cards=detailed',
      preloadedState: { week: { selected: 2 } },
    });
    const card = await screen.findByRole('article');
    expect(
      await screen.findByText(/first seen -5/, { normalizer: (text) => text.replaceAll('\u00a0', ' ') }),
    ).toBeInTheDocument();
    expect(card.textContent).not.toMatch(/opened/);
    expect(screen.queryByText(/odds provider is not answering|Lines need an Odds API key/)).not.toBeInTheDocument();
  });
});
