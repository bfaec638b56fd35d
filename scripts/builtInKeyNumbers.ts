import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { KeyNumberTable } from '../src/domain/bettorMath/keyNumbers';
import { readGames } from '../server/sources/nflverse/games';
import { keyNumbersOf } from '../server/sources/nflverse/keyNumbers';

/** The season the client's built-in table counts (data/keyNumbers/README.md): nflverse's rows, unchanged. */
export const KEY_NUMBERS_CSV = 'data/keyNumbers/games_2023.csv';

const root = path.resolve(__dirname, '..');

/**
 * The client's built-in key-number table, made at build time (webpack.config.js puts it into the bundle as
 * `__GRIDLINE_KEY_NUMBERS__`) by the reader and the function the server uses for the real seasons. Throws when the
 * file lost a row or its lines: a broken table never ships.
 */
export function builtInKeyNumbers(): KeyNumberTable {
  const read = readGames(readFileSync(path.join(root, KEY_NUMBERS_CSV), 'utf8'), path.basename(KEY_NUMBERS_CSV));
  const skipped = Object.values(read.skipped).reduce((sum, count) => sum + count, 0);
  const table = skipped === 0 ? keyNumbersOf(read.rows) : undefined;
  if (!table) throw new Error(`${KEY_NUMBERS_CSV}: ${skipped} rows unreadable, or too few games with closing lines`);
  return table;
}

/** The global as the built bundle has it; set for what runs the sources without webpack (jest, the prerender). */
export interface KeyNumbersGlobal {
  __GRIDLINE_KEY_NUMBERS__?: KeyNumberTable;
}

export function defineBuiltInKeyNumbers(): void {
  (globalThis as KeyNumbersGlobal).__GRIDLINE_KEY_NUMBERS__ ??= builtInKeyNumbers();
}
