import { FIRST_TD_DEFAULT_LINE } from '../../config/constants';
import { bestHitCount } from './hitRateSort';
import { hitRates, type HitCount, type HitRates, type LoggedGame } from './hitRates';
import { marketMeasure, measureUnit } from './propMarkets';
import type { PropLine } from './types';

/** One market of a player at one line, as his box scores answer it. */
export type MarketResearch =
  | { market: string; line: number; kind: 'rates'; unit: string; rates: HitRates }
  | { market: string; line: number; kind: 'notInBoxScores' };

/** What a player's completed games say about his props. */
export interface PlayerResearch {
  /**
   * The player's markets with a line, each once per line, in the feed's order; markets the box scores do not name are
   * left out.
   */
  markets: MarketResearch[];
  /** His completed games this season before the props' week. */
  games: number;
  /** His position in his latest game ('' without games). */
  position: string;
  /** The row's last-10 hit rate (its best market's), for the sort. */
  lastTen?: HitCount;
}

/**
 * The line the spec shows for a prop (First Touchdown Scorer gets 0.5 when it has none); undefined when hidden (N/A).
 */
function shownLine(prop: PropLine): number | undefined {
  if (prop.line !== undefined) return prop.line;
  return marketMeasure(prop.market)?.kind === 'notInBoxScores' ? FIRST_TD_DEFAULT_LINE : undefined;
}

/**
 * A player's hit rates per market and line (the Over and Under of a market share one), from his
 * completed games of the season before the props' week, in week order; his game of that week, once
 * final, beside them (thisGame).
 */
export function playerResearch(
  lines: readonly PropLine[],
  games: readonly LoggedGame[],
  thisGame?: LoggedGame,
): PlayerResearch {
  const markets: MarketResearch[] = [];
  const seen = new Set<string>();
  for (const prop of lines) {
    const measure = marketMeasure(prop.market);
    const line = shownLine(prop);
    if (!measure || line === undefined) continue;
    const market = prop.market.trim();
    const key = `${market.toLowerCase()}|${line}`;
    if (seen.has(key)) continue;
    seen.add(key);
    markets.push(
      measure.kind === 'notInBoxScores'
        ? { market, line, kind: 'notInBoxScores' }
        : { market, line, kind: 'rates', unit: measureUnit(measure), rates: hitRates(games, measure, line, thisGame) },
    );
  }
  const lastTen = bestHitCount(markets.flatMap((entry) => (entry.kind === 'rates' ? [entry.rates.lastTen] : [])));
  return { markets, games: games.length, position: latestPosition(games), ...(lastTen ? { lastTen } : {}) };
}

/** A player's position in his latest game ('' without games): his matchup's position. */
export function latestPosition(games: readonly LoggedGame[]): string {
  const latest = games.reduce<LoggedGame | undefined>(
    (last, game) => (!last || game.week >= last.week ? game : last),
    undefined,
  );
  return latest?.position ?? '';
}
