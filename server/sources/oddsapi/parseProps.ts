import { SHOWN_BOOKS } from '../../data/bookmakers';
import type { EventHeader, PlayerPropRecord, PropMarket } from '../../data/types';
import type { PROP_MARKETS } from './config';
import {
  type DropCounts,
  type DropReason,
  Drops,
  isRecord,
  readAmerican,
  readHeader,
  readPoint,
  readText,
} from './read';

/*
 * The edge of The Odds API's /events/{id}/odds answer for player props: CONTRACT §4's props records
 * (one per player, market and selection; `description` is the player), bad outcomes left out and
 * counted by reason. Never throws, whatever the JSON.
 */

export interface ParsedProps {
  /** The event the props are for; undefined when the answer does not say which (then no props). */
  event?: EventHeader;
  /** Without `player.id` or `player.team`: matchProps adds them from nflverse's players. */
  props: PlayerPropRecord[];
  dropped: DropCounts;
}

/** The provider's markets as the demo's props name them (server/data/props.ts). */
const MARKETS: Readonly<Record<(typeof PROP_MARKETS)[number], PropMarket>> = {
  player_pass_yds: 'Passing Yards',
  player_rush_yds: 'Rushing Yards',
  player_reception_yds: 'Receiving Yards',
  player_receptions: 'Receptions',
  player_anytime_td: 'Anytime Touchdown Scorer',
  player_1st_td: 'First Touchdown Scorer',
};
const marketOf = (key: unknown): PropMarket | undefined =>
  typeof key === 'string' && Object.hasOwn(MARKETS, key) ? MARKETS[key as keyof typeof MARKETS] : undefined;
const isScorer = (market: PropMarket) => market === 'Anytime Touchdown Scorer' || market === 'First Touchdown Scorer';

interface Quote {
  player: string;
  selection: 'Over' | 'Under' | 'Yes';
  price: number;
  line?: number;
}

/**
 * One outcome: Over/Under at a line for yardage and receptions, Yes (line optional) for the scorers; 'No' is not shown.
 */
function readQuote(raw: unknown, market: PropMarket): Quote | DropReason | undefined {
  if (!isRecord(raw)) return 'bad_outcomes';
  const name = readText(raw.name)?.toLowerCase();
  if (isScorer(market) && name === 'no') return undefined;
  const selection = isScorer(market)
    ? name === 'yes'
      ? 'Yes'
      : undefined
    : name === 'over'
      ? 'Over'
      : name === 'under'
        ? 'Under'
        : undefined;
  if (selection === undefined) return 'bad_outcomes';
  const player = readText(raw.description)?.replace(/\s+/g, ' ');
  if (player === undefined) return 'missing_player';
  const price = readAmerican(raw.price);
  if (price === undefined) return 'bad_price';
  if (isScorer(market) && raw.point === undefined) return { player, selection, price };
  const line = readPoint(raw.point, 0, 999.5);
  return line === undefined ? 'bad_point' : { player, selection, price, line };
}

/**
 * A player's quotes in one book's market: each selection once, one line for all of them; undefined when they disagree.
 */
function oneLine(quotes: Quote[], drops: Drops): Quote[] | undefined {
  const kept: Quote[] = [];
  for (const quote of quotes) {
    if (kept.some((k) => k.selection === quote.selection)) drops.note('duplicate');
    else kept.push(quote);
  }
  if (kept.some((quote) => quote.line !== kept[0]?.line)) return drops.note('bad_point');
  return kept;
}

const shownOrder = (book: Record<string, unknown>): number => SHOWN_BOOKS.findIndex((shown) => shown.key === book.key);

/** One book's market: each player's quotes, unless an earlier book already gave that player's market. */
function readMarketProps(rawMarket: unknown, taken: Set<string>, drops: Drops): PlayerPropRecord[] {
  const market = isRecord(rawMarket) ? marketOf(rawMarket.key) : undefined;
  if (market === undefined || !isRecord(rawMarket)) return drops.note('unknown_market') ?? [];
  if (!Array.isArray(rawMarket.outcomes)) return drops.note('bad_outcomes') ?? [];
  const byPlayer = new Map<string, Quote[]>();
  for (const rawQuote of rawMarket.outcomes) {
    const quote = readQuote(rawQuote, market);
    if (typeof quote === 'string') drops.note(quote);
    else if (quote) byPlayer.set(quote.player, [...(byPlayer.get(quote.player) ?? []), quote]);
  }
  const out: PlayerPropRecord[] = [];
  for (const [player, quotes] of byPlayer) {
    const key = `${market}\u0000${player.toLowerCase()}`;
    const line = taken.has(key) ? undefined : oneLine(quotes, drops);
    if (!line) continue;
    taken.add(key);
    for (const quote of line) {
      const selection = { name: quote.selection, ...(quote.line === undefined ? {} : { line: quote.line }) };
      out.push({ player, props: { market, price: quote.price, selection, player: {} } });
    }
  }
  return out;
}

/**
 * GET /v4/sports/americanfootball_nfl/events/{id}/odds with the six markets of CONTRACT §10. A player's
 * market comes from the first of FanDuel, DraftKings and BetMGM that quotes it, so its Over and Under
 * share one book's line.
 */
export function parseEventProps(json: unknown): ParsedProps {
  const drops = new Drops();
  const event = readHeader(json, drops);
  if (!event || !isRecord(json)) return { props: [], dropped: drops.counts };
  if (json.bookmakers !== undefined && !Array.isArray(json.bookmakers)) drops.note('bad_book');
  const books: Array<Record<string, unknown>> = [];
  for (const raw of Array.isArray(json.bookmakers) ? json.bookmakers : []) {
    if (!isRecord(raw) || typeof raw.key !== 'string') drops.note('bad_book');
    else if (shownOrder(raw) >= 0) books.push(raw);
  }
  const taken = new Set<string>();
  const props: PlayerPropRecord[] = [];
  for (const book of books.sort((a, b) => shownOrder(a) - shownOrder(b))) {
    if (!Array.isArray(book.markets)) drops.note('bad_book');
    else for (const rawMarket of book.markets) props.push(...readMarketProps(rawMarket, taken, drops));
  }
  return { event, props, dropped: drops.counts };
}
