import MatchupsPage from '../../../../src/app/pages/MatchupsPage';
import type { Bookmaker, Game } from '../../../../src/features/odds/types';
import { renderWithProviders } from '../../../utils/renderWithProviders';
import { API, HttpResponse, http, server } from '../../../utils/msw';

/* Two week-3 games every book prices alike (spreads at −110/−110), and /nfl rendered over them. */

const o = (name: string, price: number, point?: number) => ({ name, price, ...(point === undefined ? {} : { point }) });
const book = (
  title: string,
  home: string,
  away: string,
  homeMl: number,
  awayMl: number,
  homeSpread: number,
): Bookmaker => ({
  key: title.toLowerCase(),
  title,
  markets: [
    { key: 'h2h', outcomes: [o(home, homeMl), o(away, awayMl)] },
    { key: 'spreads', outcomes: [o(home, -110, homeSpread), o(away, -110, -homeSpread)] },
    { key: 'totals', outcomes: [o('Over', -110, 47.5), o('Under', -110, 47.5)] },
  ],
});
export const game = (
  id: string,
  home: string,
  away: string,
  homeSpread: number,
  kickoff = '2040-09-21T20:25:00Z',
): Game => ({
  id,
  commence_time: kickoff,
  home_team: home,
  away_team: away,
  bookmakers: ['FanDuel', 'DraftKings', 'BetMGM'].map((title) => book(title, home, away, -150, 130, homeSpread)),
});
export const chiefsBills = game('kc-buf', 'Kansas City Chiefs', 'Buffalo Bills', -8);
export const eaglesCowboys = game('phi-dal', 'Philadelphia Eagles', 'Dallas Cowboys', 2);

/** /nfl at `search` over `games` (the two above by default), week 3 selected. */
export const renderScreen = (search = 'week=3', games: Game[] = [chiefsBills, eaglesCowboys]) => {
  server.use(http.get(`${API}/teamOdds`, () => HttpResponse.json(games)));
  return renderWithProviders(<MatchupsPage />, { route: `/nfl?${search}`, preloadedState: { week: { selected: 3 } } });
};
