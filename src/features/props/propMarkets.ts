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
 * A game's figure for a measurable market: the stat, or the player's touchdowns (rushing plus
 * receiving); undefined when the game cannot say, so it is skipped. For touchdowns a null figure is
 * missing (the feed lacks it) and a field his position's rows do not carry is none: the known
 * touchdowns count when they are 1 or more, 0 only when neither figure is missing.
 */
export function gameValue(
  measure: Exclude<MarketMeasure, { kind: 'notInBoxScores' }>,
  game: PlayerStat,
): number | undefined {
  if (measure.kind === 'stat') return game[measure.field] ?? undefined;
  const { rush_touchdowns: rushing, rec_touchdowns: receiving } = game;
  if (rushing === undefined && receiving === undefined) return undefined;
  const known = (rushing ?? 0) + (receiving ?? 0);
  if (known >= 1) return known;
  return rushing === null || receiving === null ? undefined : 0;
}

/** The unit a market's figure is read in: '100 yds', '9 rec', '1 TD'. */
export function measureUnit(measure: Exclude<MarketMeasure, { kind: 'notInBoxScores' }>): string {
  if (measure.kind === 'touchdown') return 'TD';
  return measure.field === 'rec_receptions' ? 'rec' : 'yds';
}
