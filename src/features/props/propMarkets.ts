import type { PlayerStat, StatField } from '../../domain/playerStats';

/**
 * What a box score can say about a prop market: a stat to hold against the line, whether the player
 * scored, or nothing at all (who scored first is not in a box score).
 */
export type MarketMeasure = { kind: 'stat'; field: StatField } | { kind: 'touchdown' } | { kind: 'notInBoxScores' };

const MEASURES: Readonly<Record<string, MarketMeasure>> = {
  'passing yards': { kind: 'stat', field: 'pass_yards' },
  'rushing yards': { kind: 'stat', field: 'rush_yards' },
  'receiving yards': { kind: 'stat', field: 'rec_yards' },
  receptions: { kind: 'stat', field: 'rec_receptions' },
  'anytime touchdown scorer': { kind: 'touchdown' },
  'first touchdown scorer': { kind: 'notInBoxScores' },
};

/** The measure of a market by its name (trimmed, any case); undefined for a market the box scores do not name. */
export function marketMeasure(market: string): MarketMeasure | undefined {
  return MEASURES[market.trim().toLowerCase()];
}

/**
 * A game's figure for a measurable market: the stat, or the rushing plus receiving touchdowns (a
 * missing one of the two counts 0); undefined when the game has no figure for it (null or absent),
 * so the game is skipped.
 */
export function gameValue(measure: Exclude<MarketMeasure, { kind: 'notInBoxScores' }>, game: PlayerStat): number | undefined {
  if (measure.kind === 'stat') return game[measure.field] ?? undefined;
  const rushing = game.rush_touchdowns ?? undefined;
  const receiving = game.rec_touchdowns ?? undefined;
  if (rushing === undefined && receiving === undefined) return undefined;
  return (rushing ?? 0) + (receiving ?? 0);
}
