import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { GAMES_FILE } from './files';
import { type NflverseGame, readGames } from './games';
import { type PlayerWeeksRead, readPlayerWeeks } from './playerWeeks';
import { MissingColumnError, type ReadResult } from './rows';

/** Everything in NFLVERSE_DIR, read: games.csv and one weekly stats file per season, oldest season first. */
export interface NflverseFiles {
  games: ReadResult<NflverseGame>;
  seasons: Array<{ season: number; file: string; weeks: PlayerWeeksRead }>;
}

/** Why the files cannot be served; the message names the file and the command that fetches it. */
export class NflverseFilesError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NflverseFilesError';
  }
}

const FETCH = 'npm run data:nflverse';
const STATS_FILE = /^(?:stats_player_week|player_stats)_(\d{4})\.csv$/;

function read<T>(file: string, season: number | undefined, parse: (text: string) => T): T {
  const fetch = season === undefined ? FETCH : `${FETCH} -- --seasons ${season}`;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new NflverseFilesError(
      code === 'ENOENT'
        ? `${file} is missing: ${fetch} fetches it.`
        : `${file} cannot be read (${code ?? String(error)}): ${fetch} fetches it again.`,
    );
  }
  try {
    return parse(text);
  } catch (error) {
    if (error instanceof MissingColumnError)
      throw new NflverseFilesError(`${error.message}: ${fetch} fetches it again.`);
    throw error;
  }
}

/** The seasons with a weekly stats file in the folder: the current layout's name wins over the older one's. */
function statsFiles(dir: string, names: readonly string[]): Map<number, string> {
  const found = new Map<number, string>();
  for (const name of names) {
    const season = Number(STATS_FILE.exec(name)?.[1]);
    if (season && (!found.has(season) || name.startsWith('stats_player_week'))) found.set(season, path.join(dir, name));
  }
  return found;
}

/**
 * Reads NFLVERSE_DIR as the server will at start (CONTRACT §9): games.csv and every season's weekly
 * stats found there. Throws NflverseFilesError, naming the file and the command that fetches it,
 * when the folder, games.csv or every stats file is missing, or a file cannot be read or lacks a column.
 */
export function loadNflverseFiles(dir: string): NflverseFiles {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    throw new NflverseFilesError(
      `${dir} holds no nflverse data: ${FETCH} -- --seasons 2023,2024 fetches it (NFLVERSE_DIR names the folder).`,
    );
  }
  const games = read(path.join(dir, GAMES_FILE), undefined, (text) => readGames(text, GAMES_FILE));
  const files = statsFiles(dir, names);
  if (files.size === 0) {
    throw new NflverseFilesError(
      `${path.join(dir, 'stats_player_week_{season}.csv')} is missing for every season: ${FETCH} -- --seasons 2023,2024 fetches them.`,
    );
  }
  const seasons = [...files.entries()]
    .sort(([a], [b]) => a - b)
    .map(([season, file]) => ({
      season,
      file,
      weeks: read(file, season, (text) => readPlayerWeeks(text, path.basename(file))),
    }));
  return { games, seasons };
}
