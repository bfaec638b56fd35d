import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/*
 * The shipped real rows (data © nflverse, CC-BY 4.0: __tests__/fixtures/nflverse/README.md) as NFLVERSE_DIR
 * holds them.
 */

const fixtures = path.resolve(__dirname, '../fixtures/nflverse');
const fixture = (name: string): string => readFileSync(path.join(fixtures, name), 'utf8');

/**
 * The files as `npm run data:nflverse` names them: games.csv (every 2023 game and 2024's weeks 1–3,
 * one header), the 2024 weekly stats in the older layout (weeks 1–3) and the 2023 sample in the
 * current layout (14 rows of week 1).
 */
export function nflverseFiles(): Record<string, Buffer> {
  const [header, ...rows2023] = fixture('games_2023.csv').trimEnd().split('\n');
  const rows2024 = fixture('games_2024_weeks1-3.csv').trimEnd().split('\n').slice(1);
  return {
    'games.csv': Buffer.from([header, ...rows2023, ...rows2024].join('\n') + '\n'),
    'player_stats_2024.csv': Buffer.from(fixture('player_stats_2024_weeks1-3.csv')),
    'stats_player_week_2023.csv': Buffer.from(fixture('player_week_2023_newlayout_sample.csv')),
  };
}

/** A new folder holding nflverseFiles(), for a server to read as NFLVERSE_DIR. */
export function nflverseFolder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'gridline-nflverse-'));
  for (const [name, body] of Object.entries(nflverseFiles())) writeFileSync(path.join(dir, name), body);
  return dir;
}

/** After week 3 of 2024 (Tuesday 24 Sep): weeks 1–3 final, 2024 the current season. */
export const AFTER_WEEK3_2024 = '2024-09-25T12:00:00Z';
