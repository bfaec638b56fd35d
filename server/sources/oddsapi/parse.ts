import { SHOWN_BOOKS } from '../../data/bookmakers';
import type { ScoreEvent } from '../../data/researchTypes';
import type { Bookmaker, EventHeader, Market, MarketKey, OddsEvent, Outcome } from '../../data/types';
import {
  type DropCounts,
  type DropReason,
  Drops,
  isRecord,
  readAmerican,
  readEvents,
  readHeader,
  readPoint,
  readTeam,
  readText,
  readTime,
} from './read';

/*
 * The edge of The Odds API's /odds and /scores answers: the good events, books and markets kept in
 * the app's shapes, everything else left out and counted by reason (each dropped event, book or
 * market once). Never throws, whatever the JSON.
 */

export interface ParsedOdds {
  events: OddsEvent[];
  dropped: DropCounts;
}

export interface ParsedScores {
  events: ScoreEvent[];
  dropped: DropCounts;
}

const BOOK_TITLES = new Map(SHOWN_BOOKS.map((book) => [book.key, book.title]));
const MARKET_KEYS: readonly MarketKey[] = ['h2h', 'spreads', 'totals'];
const isMarketKey = (key: unknown): key is MarketKey => (MARKET_KEYS as readonly unknown[]).includes(key);

type Read<T> = T | DropReason;

/** Both sides of a two-way market by name, each once and each priced; the answer's other names make it bad. */
function sides(
  raw: unknown,
  names: readonly [string, string],
  nameOf: (value: unknown) => string | undefined,
): Read<[Record<string, unknown>, Record<string, unknown>]> {
  if (!Array.isArray(raw) || raw.length !== 2 || !raw.every(isRecord)) return 'bad_outcomes';
  const [a, b] = raw as [Record<string, unknown>, Record<string, unknown>];
  const [first, second] = nameOf(a.name) === names[0] ? [a, b] : [b, a];
  if (nameOf(first.name) !== names[0] || nameOf(second.name) !== names[1]) return 'bad_outcomes';
  if (readAmerican(first.price) === undefined || readAmerican(second.price) === undefined) return 'bad_price';
  return [first, second];
}

const overUnder = (value: unknown): string | undefined => {
  const text = readText(value)?.toLowerCase();
  return text === 'over' ? 'Over' : text === 'under' ? 'Under' : undefined;
};

const outcome = (raw: Record<string, unknown>, name: string, point?: number): Outcome => ({
  name,
  price: readAmerican(raw.price) as number,
  ...(point === undefined ? {} : { point }),
});

/**
 * One market of a game: h2h home/away; spreads home/away at opposite points; totals Over/Under at one point. Home (or
 * Over) first.
 */
function readMarket(raw: unknown, event: EventHeader): Read<Market> {
  if (!isRecord(raw) || !isMarketKey(raw.key)) return 'unknown_market';
  const key = raw.key;
  const found =
    key === 'totals'
      ? sides(raw.outcomes, ['Over', 'Under'], overUnder)
      : sides(raw.outcomes, [event.home_team, event.away_team], readTeam);
  if (typeof found === 'string') return found;
  const [first, second] = found;
  if (key === 'h2h') return { key, outcomes: [outcome(first, event.home_team), outcome(second, event.away_team)] };
  if (key === 'spreads') {
    const home = readPoint(first.point, -99.5, 99.5);
    const away = readPoint(second.point, -99.5, 99.5);
    if (home === undefined || away === undefined || home !== -away) return 'bad_point';
    return { key, outcomes: [outcome(first, event.home_team, home), outcome(second, event.away_team, away)] };
  }
  const over = readPoint(first.point, 0.5, 199.5);
  if (over === undefined || over !== second.point) return 'bad_point';
  return { key, outcomes: [outcome(first, 'Over', over), outcome(second, 'Under', over)] };
}

/** A shown book with its good markets, each key once. Its time is its own `last_update`, else its markets' latest. */
function readBook(raw: unknown, event: EventHeader, drops: Drops): Bookmaker | undefined {
  if (!isRecord(raw) || typeof raw.key !== 'string') return drops.note('bad_book');
  const title = BOOK_TITLES.get(raw.key);
  if (title === undefined) return undefined;
  if (!Array.isArray(raw.markets)) return drops.note('bad_book');
  const markets: Market[] = [];
  for (const rawMarket of raw.markets) {
    const market = readMarket(rawMarket, event);
    if (typeof market === 'string') drops.note(market);
    else if (markets.some((kept) => kept.key === market.key)) drops.note('duplicate');
    else markets.push(market);
  }
  if (markets.length === 0) return drops.note('no_markets');
  const marketTimes = raw.markets
    .map((m) => (isRecord(m) ? readTime(m.last_update) : undefined))
    .filter((t): t is string => t !== undefined);
  const lastUpdate = readTime(raw.last_update) ?? marketTimes.sort().at(-1);
  if (lastUpdate === undefined) return drops.note('bad_time');
  return { key: raw.key, title, last_update: lastUpdate, markets };
}

const bookOrder = (book: Bookmaker): number => SHOWN_BOOKS.findIndex((shown) => shown.key === book.key);

function readOddsEvent(raw: unknown, drops: Drops): OddsEvent | undefined {
  const header = readHeader(raw, drops);
  if (!header || !isRecord(raw)) return undefined;
  const bookmakers: Bookmaker[] = [];
  if (raw.bookmakers !== undefined && !Array.isArray(raw.bookmakers)) drops.note('bad_book');
  for (const rawBook of Array.isArray(raw.bookmakers) ? raw.bookmakers : []) {
    const book = readBook(rawBook, header, drops);
    if (!book) continue;
    if (bookmakers.some((kept) => kept.key === book.key)) drops.note('duplicate');
    else bookmakers.push(book);
  }
  // An event with no books left still says the game is on; it shows no lines.
  return { ...header, bookmakers: bookmakers.sort((a, b) => bookOrder(a) - bookOrder(b)) };
}

/**
 * GET /v4/sports/americanfootball_nfl/odds (oddsFormat=american): events of the app's shape, FanDuel, DraftKings and
 * BetMGM only.
 */
export function parseOdds(json: unknown): ParsedOdds {
  const drops = new Drops();
  const events = readEvents(json, drops, (raw) => readOddsEvent(raw, drops));
  return { events, dropped: drops.counts };
}

const SCORE = /^\d{1,3}$/;

/** Both teams' scores as the provider writes them (strings), home first; null before kickoff. */
function readScores(raw: unknown, event: EventHeader): Read<ScoreEvent['scores']> {
  if (raw === null) return null;
  if (!Array.isArray(raw) || raw.length !== 2 || !raw.every(isRecord)) return 'bad_score';
  const entries = raw as Array<Record<string, unknown>>;
  const scoreOf = (team: string) => entries.find((entry) => readTeam(entry.name) === team)?.score;
  const home = scoreOf(event.home_team);
  const away = scoreOf(event.away_team);
  if (typeof home !== 'string' || typeof away !== 'string' || !SCORE.test(home) || !SCORE.test(away))
    return 'bad_score';
  return [
    { name: event.home_team, score: home },
    { name: event.away_team, score: away },
  ];
}

function readScoreEvent(raw: unknown, drops: Drops): ScoreEvent | undefined {
  const header = readHeader(raw, drops);
  if (!header || !isRecord(raw)) return undefined;
  if (typeof raw.completed !== 'boolean') return drops.note('bad_score');
  const scores = readScores(raw.scores, header);
  if (typeof scores === 'string') return drops.note(scores);
  if (raw.completed && scores === null) return drops.note('bad_score');
  const lastUpdate = raw.last_update === null || raw.last_update === undefined ? null : readTime(raw.last_update);
  if (lastUpdate === undefined) return drops.note('bad_time');
  return { ...header, completed: raw.completed, scores, last_update: lastUpdate };
}

/**
 * GET /v4/sports/americanfootball_nfl/scores: live, upcoming and recent games; scores are strings, null before kickoff.
 */
export function parseScores(json: unknown): ParsedScores {
  const drops = new Drops();
  const events = readEvents(json, drops, (raw) => readScoreEvent(raw, drops));
  return { events, dropped: drops.counts };
}
