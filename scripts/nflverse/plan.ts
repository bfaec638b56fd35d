import path from 'node:path';
import { parseArgs } from 'node:util';
import { GAMES_FILE, nflverseDir, statsFileNames } from '../../server/sources/nflverse/files';

/**
 * nflverse's own public URLs, as its loaders build them:
 * - games.csv: nflreadpy `load_schedules` (src/nflreadpy/load_schedules.py) downloads "games" as CSV
 *   from its "nfldata" base, https://github.com/nflverse/nfldata/raw/master/data/ (downloader.py);
 *   nflreadr `load_schedules` (R/load_schedules.R) reads games.rds from the same folder.
 * - weekly player stats: nflreadr `load_player_stats` (R/load_stats.R) builds
 *   …/nflverse-data/releases/download/stats_player/stats_player_week_{season}.{file_type}, csv among
 *   the types; nflreadpy `load_player_stats` (src/nflreadpy/load_stats.py) the same path, CSV when
 *   Parquet is not wanted. The older layout is the `player_stats` release (nfl_data_py
 *   `import_weekly_data`): …/releases/download/player_stats/player_stats_{season}.csv.
 */
export const DEFAULT_GAMES_URL = 'https://github.com/nflverse/nfldata/raw/master/data/games.csv';
export const DEFAULT_STATS_URL =
  'https://github.com/nflverse/nflverse-data/releases/download/stats_player/stats_player_week_{season}.csv';

/** nflverse's weekly stats begin with 1999. */
const FIRST_SEASON = 1999;
const DEFAULT_SEASON_COUNT = 3;

export const USAGE = `Usage: npm run data:nflverse -- [--seasons 2023,2024]

Downloads nflverse's games.csv and the weekly player stats of each season into NFLVERSE_DIR
(default data/nflverse). Without --seasons: the ${DEFAULT_SEASON_COUNT} latest seasons (a season counts from
the Thursday after Labor Day). Files already complete are not downloaded again.

Environment: NFLVERSE_DIR, NFLVERSE_GAMES_URL, NFLVERSE_STATS_URL (a template with {season}).`;

/** The latest season that has begun: this year's from the Thursday after Labor Day (the first Monday of September). */
export function latestSeason(now: Date): number {
  const year = now.getUTCFullYear();
  const laborDay = 1 + ((8 - new Date(Date.UTC(year, 8, 1)).getUTCDay()) % 7);
  return now.getTime() >= Date.UTC(year, 8, laborDay + 3) ? year : year - 1;
}

export interface Target {
  name: string;
  url: string;
  file: string;
}

export type Plan =
  | { kind: 'help' }
  | { kind: 'usage'; error: string }
  | { kind: 'run'; dir: string; seasons: number[]; targets: Target[] };

function httpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

function parseSeasons(value: string | undefined, latest: number): number[] | string {
  if (value === undefined)
    return Array.from({ length: DEFAULT_SEASON_COUNT }, (_, i) => latest - DEFAULT_SEASON_COUNT + 1 + i);
  const seasons = new Set<number>();
  for (const token of value.split(',').map((part) => part.trim())) {
    const season = Number(token);
    if (!/^\d{4}$/.test(token)) return `--seasons takes years separated by commas (e.g. 2023,2024), not "${value}"`;
    if (season < FIRST_SEASON || season > latest)
      return `${season} is not a season nflverse has: ${FIRST_SEASON} to ${latest}`;
    seasons.add(season);
  }
  return [...seasons].sort((a, b) => a - b);
}

/** The season's file name: the URL's own when it is one of the two layouts' names, else the current layout's. */
export function statsFileName(urlTemplate: string, season: number): string {
  const names: readonly string[] = statsFileNames(season);
  const base = path.posix.basename(new URL(urlTemplate.replaceAll('{season}', String(season))).pathname);
  return names.includes(base) ? base : statsFileNames(season)[0];
}

/** What a command line and the environment ask for, or why they cannot be run. */
export function planDownload(argv: readonly string[], env: NodeJS.ProcessEnv, now: Date, root: string): Plan {
  let values: { seasons?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: { seasons: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
    }));
  } catch (error) {
    return { kind: 'usage', error: error instanceof Error ? error.message : String(error) };
  }
  if (values.help) return { kind: 'help' };
  const seasons = parseSeasons(values.seasons, latestSeason(now));
  if (typeof seasons === 'string') return { kind: 'usage', error: seasons };
  const gamesUrl = env.NFLVERSE_GAMES_URL || DEFAULT_GAMES_URL;
  const statsUrl = env.NFLVERSE_STATS_URL || DEFAULT_STATS_URL;
  if (!httpUrl(gamesUrl)) return { kind: 'usage', error: `NFLVERSE_GAMES_URL is not an http(s) URL: ${gamesUrl}` };
  if (!statsUrl.includes('{season}') || !httpUrl(statsUrl)) {
    return { kind: 'usage', error: `NFLVERSE_STATS_URL must be an http(s) URL with {season} in it: ${statsUrl}` };
  }
  const dir = nflverseDir(root, env);
  const targets: Target[] = [
    { name: GAMES_FILE, url: gamesUrl, file: path.join(dir, GAMES_FILE) },
    ...seasons.map((season) => {
      const name = statsFileName(statsUrl, season);
      return { name, url: statsUrl.replaceAll('{season}', String(season)), file: path.join(dir, name) };
    }),
  ];
  return { kind: 'run', dir, seasons, targets };
}
