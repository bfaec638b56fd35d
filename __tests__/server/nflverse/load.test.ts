import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadNflverseFiles } from '../../../server/sources/nflverse/load';

const fixtures = path.resolve(__dirname, '../../fixtures/nflverse');
let dir: string;
const put = (fixture: string, name: string) => copyFileSync(path.join(fixtures, fixture), path.join(dir, name));

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'gridline-nflverse-load-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('loadNflverseFiles', () => {
  it('reads games.csv and every season’s stats file it finds, of either layout, oldest first', () => {
    put('games_2023.csv', 'games.csv');
    put('player_stats_2024_weeks1-3.csv', 'player_stats_2024.csv');
    put('player_week_2023_newlayout_sample.csv', 'stats_player_week_2023.csv');
    writeFileSync(path.join(dir, 'stats_player_week_2025.csv.part'), 'half a file');
    const files = loadNflverseFiles(dir);
    expect(files.games.rows).toHaveLength(285);
    expect(
      files.seasons.map(({ season, file, weeks }) => [season, path.basename(file), weeks.layout, weeks.rows.length]),
    ).toEqual([
      [2023, 'stats_player_week_2023.csv', 'current', 14],
      [2024, 'player_stats_2024.csv', 'older', 935],
    ]);
  });

  it('prefers the current layout’s file when a season has both', () => {
    put('games_2023.csv', 'games.csv');
    put('player_stats_2024_weeks1-3.csv', 'player_stats_2023.csv');
    put('player_week_2023_newlayout_sample.csv', 'stats_player_week_2023.csv');
    expect(loadNflverseFiles(dir).seasons.map((season) => path.basename(season.file))).toEqual([
      'stats_player_week_2023.csv',
    ]);
  });

  it.each([
    [
      'the folder is missing',
      () => rmSync(dir, { recursive: true }),
      'holds no nflverse data: npm run data:nflverse -- --seasons 2023,2024',
    ],
    [
      'games.csv is missing',
      () => put('player_week_2023_newlayout_sample.csv', 'stats_player_week_2023.csv'),
      'games.csv is missing: npm run data:nflverse fetches it.',
    ],
    [
      'no season has stats',
      () => put('games_2023.csv', 'games.csv'),
      'stats_player_week_{season}.csv is missing for every season',
    ],
    [
      'a stats file cannot be read',
      () => {
        put('games_2023.csv', 'games.csv');
        mkdirSync(path.join(dir, 'stats_player_week_2024.csv'));
      },
      'stats_player_week_2024.csv cannot be read (EISDIR): npm run data:nflverse -- --seasons 2024 fetches it again.',
    ],
    [
      'a stats file lacks a column',
      () => {
        put('games_2023.csv', 'games.csv');
        writeFileSync(path.join(dir, 'stats_player_week_2022.csv'), 'player_id,team\n');
      },
      'stats_player_week_2022.csv has no column "player_display_name": npm run data:nflverse -- --seasons 2022 fetches it again.',
    ],
  ])('stops with a message naming the file and the command when %s', (_name, arrange, message) => {
    arrange();
    expect(() => loadNflverseFiles(dir)).toThrow(message);
  });
});
