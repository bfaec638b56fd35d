import type { Bookmaker, OddsEvent } from '../../../server/data/types';

export const HOME = 'Kansas City Chiefs';
export const AWAY = 'Baltimore Ravens';
export const MINUTE = 60_000;

/** One book's three markets: the home side's spread, the total and both moneylines. */
export interface Line {
  spread?: number;
  spreadPrice?: number;
  total?: number;
  home?: number;
  away?: number;
}

export const TITLES: Record<string, string> = { fanduel: 'FanDuel', draftkings: 'DraftKings', betmgm: 'BetMGM' };

export function book(key: string, line: Line = {}, lastUpdate = '2025-09-01T12:00:00Z'): Bookmaker {
  const { spread = -3, spreadPrice = -110, total = 47.5, home = -150, away = 130 } = line;
  return {
    key,
    title: TITLES[key] ?? key,
    last_update: lastUpdate,
    markets: [
      {
        key: 'h2h',
        outcomes: [
          { name: HOME, price: home },
          { name: AWAY, price: away },
        ],
      },
      {
        key: 'spreads',
        outcomes: [
          { name: HOME, price: spreadPrice, point: spread },
          { name: AWAY, price: -spreadPrice - 220, point: -spread },
        ],
      },
      {
        key: 'totals',
        outcomes: [
          { name: 'Over', price: -110, point: total },
          { name: 'Under', price: -110, point: total },
        ],
      },
    ],
  };
}

export function game(id: string, kickoff: string, bookmakers: Bookmaker[]): OddsEvent {
  return {
    id,
    sport_key: 'americanfootball_nfl',
    sport_title: 'NFL',
    commence_time: kickoff,
    home_team: HOME,
    away_team: AWAY,
    bookmakers,
  };
}

/** The three books, each at its own line. */
export const threeBooks = (line: Line = {}): Bookmaker[] =>
  ['fanduel', 'draftkings', 'betmgm'].map((key) => book(key, line));
