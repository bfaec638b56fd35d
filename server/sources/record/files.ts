import path from 'node:path';

/** Where the server keeps its own record of the odds it saw (CONTRACT §10), relative to the repository; git-ignored. */
export const DEFAULT_STATE_DIR = 'data/state';

/** `GRIDLINE_STATE_DIR` (default data/state), a relative one taken from the repository's root. */
export function stateDir(root: string, env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(root, env.GRIDLINE_STATE_DIR || DEFAULT_STATE_DIR);
}

/** One file per season: `odds-2025.jsonl`. */
export const seasonFileName = (season: number): string => `odds-${season}.jsonl`;
const SEASON_FILE = /^odds-(\d{4})\.jsonl$/;

/** The season a record file holds, or undefined for any other name. */
export function seasonOfFileName(name: string): number | undefined {
  const match = SEASON_FILE.exec(name);
  return match ? Number(match[1]) : undefined;
}

/** The NFL season of a kickoff: its year, or the year before for January and February (the playoffs). */
export function seasonOfKickoff(kickoff: number): number {
  const date = new Date(kickoff);
  return date.getUTCMonth() < 2 ? date.getUTCFullYear() - 1 : date.getUTCFullYear();
}
