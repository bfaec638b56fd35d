import {
  ParseError,
  describe,
  frozenItems,
  frozenRows,
  isRecord,
  parseItems,
  readNumber,
  readString,
} from '../../api/parse';
import type { Bookmaker, Game, Market, Outcome } from './types';

function parseOutcome(raw: unknown): Outcome | undefined {
  if (!isRecord(raw)) return undefined;
  const name = readString(raw.name);
  const price = readNumber(raw.price);
  if (name === undefined || price === undefined) return undefined;
  const point = readNumber(raw.point);
  return point === undefined ? { name, price } : { name, price, point };
}

function parseMarket(raw: unknown): Market | undefined {
  if (!isRecord(raw)) return undefined;
  const key = readString(raw.key);
  if (key === undefined) return undefined;
  return { key, outcomes: frozenItems(raw.outcomes, parseOutcome) };
}

/** One book's lines (The Odds API v4), frozen to its outcomes (frozenItems); undefined without a title. */
export function parseBookmaker(raw: unknown): Bookmaker | undefined {
  if (!isRecord(raw)) return undefined;
  const title = readString(raw.title);
  if (title === undefined) return undefined;
  const lastUpdate = readString(raw.last_update);
  return {
    key: readString(raw.key) ?? title.trim().toLowerCase(),
    title,
    ...(lastUpdate === undefined ? {} : { last_update: lastUpdate }),
    markets: frozenItems(raw.markets, parseMarket),
  };
}

function parseGame(raw: unknown): Game | undefined {
  if (!isRecord(raw)) return undefined;
  const home = readString(raw.home_team);
  const away = readString(raw.away_team);
  const kickoff = readString(raw.commence_time);
  if (!home || !away || !kickoff || Number.isNaN(Date.parse(kickoff))) return undefined;
  const team1 = readString(raw.team1);
  const team2 = readString(raw.team2);
  return {
    id: readString(raw.id) || `${kickoff}|${home}|${away}`,
    commence_time: kickoff,
    home_team: home,
    away_team: away,
    ...(team1 === undefined ? {} : { team1 }),
    ...(team2 === undefined ? {} : { team2 }),
    bookmakers: frozenItems(raw.bookmakers, parseBookmaker),
  };
}

/**
 * The odds answer: an array of games or `{matchups: [...]}` (spec §7); games without teams or kickoff
 * are dropped. The games come frozen, books, markets and outcomes too (frozenItems at each level).
 */
export function parseOdds(raw: unknown): Game[] {
  const list = Array.isArray(raw) ? raw : isRecord(raw) && Array.isArray(raw.matchups) ? raw.matchups : undefined;
  if (!list) throw new ParseError(`Odds: expected a list of games or {matchups: [...]}, got ${describe(raw)}`);
  const { items, dropped } = parseItems(list, parseGame);
  if (dropped > 0) console.warn(`Odds: dropped ${dropped} game(s) without teams or kickoff time`);
  const seen = new Set<string>();
  return frozenRows(items.filter((game) => !seen.has(game.id) && seen.add(game.id)));
}
