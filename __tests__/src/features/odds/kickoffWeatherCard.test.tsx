import { screen, waitFor, within } from '@testing-library/react';
import MatchupsPage from '../../../../src/app/pages/MatchupsPage';
import { dayLabel, forecastReachesFrom } from '../../../../src/features/stadiums/kickoffWeather';
import { renderWithProviders } from '../../../utils/renderWithProviders';
import { API, HttpResponse, http, server, setupMswServer } from '../../../utils/msw';
import { bookLines, FORECAST_URL, forecastEntry, fixDateNow } from '../../../utils/research';

setupMswServer();
// Saturday noon of week 3, 2025, as the embedded API's GRIDLINE_NOW in the browser tests.
const NOW = Date.parse('2025-09-20T12:00:00Z');
fixDateNow(NOW);

const matchup = (id: string, home: string, away: string, commence_time: string) => ({
  id,
  commence_time,
  home_team: home,
  away_team: away,
  bookmakers: [bookLines('FanDuel', -3, 44.5, home, away, '2025-09-20T11:50:00Z')],
});

const GAMES = [
  matchup('played', 'Green Bay Packers', 'Arizona Cardinals', '2025-09-19T00:15:00Z'),
  matchup('chi', 'Chicago Bears', 'San Francisco 49ers', '2025-09-21T17:00:00Z'),
  matchup('hou', 'Houston Texans', 'Baltimore Ravens', '2025-09-21T17:00:00Z'),
  matchup('min', 'Minnesota Vikings', 'Cincinnati Bengals', '2025-09-21T17:00:00Z'),
  matchup('kc', 'Kansas City Chiefs', 'New York Giants', '2025-09-21T20:25:00Z'),
  matchup('buf', 'Buffalo Bills', 'New Orleans Saints', '2025-09-28T17:00:00Z'),
];

/** 40 entries 3 h apart from NOW; at 18:00Z Sunday (nearest a 17:00Z kickoff) the given reading. */
function forecastFor(lat: number, wind: number) {
  const from = NOW / 1000;
  const list = Array.from({ length: 40 }, (_, i) => forecastEntry(from, 3 * i, 60, 4, 0));
  list[10] = forecastEntry(from, 30, lat > 40 ? 71.6 : 88.2, wind, 0.4); // Sunday 18:00Z
  return { cnt: 40, list, city: {} };
}

function serve(forecastStatus = 200, wind = 16) {
  const forecasts: string[] = [];
  server.use(
    http.get(`${API}/teamOdds`, () => HttpResponse.json(GAMES)),
    http.get(FORECAST_URL, ({ request }) => {
      const url = new URL(request.url);
      forecasts.push(`${url.searchParams.get('lat')},${url.searchParams.get('lon')}`);
      if (forecastStatus !== 200) return HttpResponse.json({ error: 'down' }, { status: forecastStatus });
      return HttpResponse.json(forecastFor(Number(url.searchParams.get('lat')), wind));
    }),
  );
  return forecasts;
}

const renderPage = () =>
  renderWithProviders(<MatchupsPage />, {
    route: '/nfl?week=3&cards=detailed',
    preloadedState: { week: { selected: 3 } },
  });
/**
 * Every card of the week: the first ones come at once, the rest just after (the list is busy until
 * then). The list is found by role once; after that only its attribute is read as the DOM changes:
 * a role query on every change slowed the very rendering it waited for.
 */
const allCards = async () => {
  const list = await screen.findByRole('list', { name: /^Week \d+ games$/ });
  await waitFor(() => expect(list).toHaveAttribute('aria-busy', 'false'));
};
const card = (title: string) =>
  screen.getByRole('button', { name: `${title}: show unit rankings` }).closest('article') as HTMLElement;

describe('kickoff weather on the card', () => {
  it('shows the forecast nearest kickoff outdoors, with the wind flag from 15 mph', async () => {
    const forecasts = serve();
    renderPage();
    await allCards();
    const chicago = card('Chicago vs San Francisco');
    expect((await within(chicago).findByText('Kickoff forecast:')).parentElement).toHaveTextContent(
      'Kickoff forecast: 72°F · wind 16 mph · 40% chance of precipitation',
    );
    expect(within(chicago).getByText('Wind may affect passing and kicking')).toBeInTheDocument();
    // Only the stadiums that need one: Soldier Field, NRG Stadium and Arrowhead (no dome, no played or later game).
    expect([...forecasts].sort()).toEqual(['29.6847,-95.4107', '39.0489,-94.4839', '41.8623,-87.6167']);
  });

  it('says a retractable roof may be closed, with its forecast; the wind flag is for open-air stadiums', async () => {
    serve();
    renderPage();
    await allCards();
    const houston = card('Houston vs Baltimore');
    expect((await within(houston).findByText('Kickoff forecast:')).parentElement).toHaveTextContent(
      '88°F · wind 16 mph · 40% chance',
    );
    expect(within(houston).getByText('Retractable roof: may be closed')).toBeInTheDocument();
    expect(within(houston).queryByText('Wind may affect passing and kicking')).not.toBeInTheDocument();
  });

  it('flags no wind under 15 mph (as shown: 14.4 is 14)', async () => {
    serve(200, 14.4);
    renderPage();
    await allCards();
    const chicago = card('Chicago vs San Francisco');
    expect((await within(chicago).findByText('Kickoff forecast:')).parentElement).toHaveTextContent('wind 14 mph');
    expect(screen.queryByText('Wind may affect passing and kicking')).not.toBeInTheDocument();
  });

  it('says Indoors under a dome, when a forecast will reach a later game, and nothing once a game has kicked off', async () => {
    serve();
    renderPage();
    await allCards();
    expect(within(card('Minnesota vs Cincinnati')).getByText('Indoors')).toBeInTheDocument();
    const from = dayLabel(forecastReachesFrom(Date.parse('2025-09-28T17:00:00Z')));
    expect(within(card('Buffalo vs New Orleans')).getByText(`Forecast from ${from}`)).toBeInTheDocument();
    const played = card('Green Bay vs Arizona');
    expect(within(played).queryByText(/forecast|Indoors/i)).not.toBeInTheDocument();
  });

  it('says nothing of the forecast when it fails; the cards are as the spec has them', async () => {
    const forecasts = serve(500);
    renderPage();
    await allCards();
    await waitFor(() => expect(forecasts).toHaveLength(3));
    await waitFor(() => expect(screen.queryByText(/Kickoff forecast|unavailable/i)).not.toBeInTheDocument());
    const chicago = card('Chicago vs San Francisco');
    expect(within(chicago).getByText('FanDuel')).toBeInTheDocument();
    expect(
      within(chicago)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual(['Moneyline', 'Spread', 'Total']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(within(card('Minnesota vs Cincinnati')).getByText('Indoors')).toBeInTheDocument();
  });
});
