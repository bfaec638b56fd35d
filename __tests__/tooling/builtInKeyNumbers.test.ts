import { readFileSync } from 'node:fs';
import path from 'node:path';
import { INPUTS } from '../../scripts/build';
import { builtInKeyNumbers, KEY_NUMBERS_CSV } from '../../scripts/builtInKeyNumbers';
import { readGames } from '../../server/sources/nflverse/games';
import { keyNumbersOf } from '../../server/sources/nflverse/keyNumbers';

/** Issue #42: the client's built-in key numbers are counted at build time from the shipped 2023 season. */

const root = path.resolve(__dirname, '../..');

it('ships nflverse’s 2023 rows unchanged', () => {
  const shipped = readFileSync(path.join(root, KEY_NUMBERS_CSV));
  expect(shipped.equals(readFileSync(path.join(root, '__tests__/fixtures/nflverse/games_2023.csv')))).toBe(true);
});

it('counts the table with the server’s reader and function: 285 games, 42 by 3, 23 by 7', () => {
  const table = builtInKeyNumbers();
  expect(table).toEqual(keyNumbersOf(readGames(readFileSync(path.join(root, KEY_NUMBERS_CSV), 'utf8')).rows));
  expect(table).toMatchObject({ source: 'nflverse 2023 (285 games)', games: 285 });
  expect(table.margins[3]).toBeCloseTo(42 / 285, 12);
  expect(table.margins[7]).toBeCloseTo(23 / 285, 12);
});

it('survives the JSON webpack inlines it as', () => {
  const table = builtInKeyNumbers();
  expect(JSON.parse(JSON.stringify(table))).toEqual(table);
});

it('rebuilds the app when the shipped season or the code that counts it changes', () => {
  expect(INPUTS).toEqual(
    expect.arrayContaining([path.dirname(KEY_NUMBERS_CSV), 'scripts/builtInKeyNumbers.ts', 'src']),
  );
});
