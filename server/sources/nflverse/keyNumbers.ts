import { keyNumberTable, type KeyNumberGame, type KeyNumberTable } from '../../../src/domain/bettorMath/keyNumbers';
import type { NflverseGame } from './games';

/** 2023, 2023–2024, or 2021, 2023: the seasons a table counts, as its source names them. */
function seasonsText(seasons: readonly number[]): string {
  const sorted = [...new Set(seasons)].sort((a, b) => a - b);
  const first = sorted[0];
  const last = sorted.at(-1);
  if (first === undefined || last === undefined) return 'no season';
  if (first === last) return String(first);
  return last - first === sorted.length - 1 ? `${first}–${last}` : sorted.join(', ');
}

/**
 * The key-number table of games.csv's played games, regular season and post-season alike (a game counts
 * once both scores are known); undefined with too few games to measure the spreads (keyNumberTable).
 */
export function keyNumbersOf(rows: readonly NflverseGame[]): KeyNumberTable | undefined {
  const played = rows.filter((row) => row.home_score !== null && row.away_score !== null);
  const games = played.map((row): KeyNumberGame => ({
    result: (row.home_score as number) - (row.away_score as number),
    total: (row.home_score as number) + (row.away_score as number),
    ...(row.spread_line === null ? {} : { spreadLine: row.spread_line }),
    ...(row.total_line === null ? {} : { totalLine: row.total_line }),
  }));
  const source = `nflverse ${seasonsText(played.map((row) => row.season))} (${played.length} games)`;
  try {
    return keyNumberTable(games, source);
  } catch (error) {
    if (error instanceof RangeError) return undefined;
    throw error;
  }
}
