import path from 'node:path';

/**
 * Where `npm run data:nflverse` puts nflverse's files and the server will read them (CONTRACT §9), relative to the
 * repository.
 */
export const DEFAULT_NFLVERSE_DIR = 'data/nflverse';

export const GAMES_FILE = 'games.csv';

/** A season's weekly stats file: the current release's name first, then the older release's. */
export const statsFileNames = (season: number): readonly [current: string, older: string] => [
  `stats_player_week_${season}.csv`,
  `player_stats_${season}.csv`,
];

/** `NFLVERSE_DIR` (default data/nflverse), a relative one taken from the repository's root. */
export function nflverseDir(root: string, env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(root, env.NFLVERSE_DIR || DEFAULT_NFLVERSE_DIR);
}
