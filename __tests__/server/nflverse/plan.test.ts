import path from 'node:path';
import {
  DEFAULT_GAMES_URL,
  DEFAULT_STATS_URL,
  latestSeason,
  planDownload,
  statsFileName,
} from '../../../scripts/nflverse/plan';

const root = '/repo';
const plan = (argv: string[], env: NodeJS.ProcessEnv = {}, now = '2026-11-27T12:00:00Z') =>
  planDownload(argv, env, new Date(now), root);

describe('planDownload', () => {
  it('fetches games.csv and each season asked for, from nflverse’s URLs into data/nflverse of the repository', () => {
    expect(plan(['--seasons', '2023,2024'])).toEqual({
      kind: 'run',
      dir: path.resolve(root, 'data/nflverse'),
      seasons: [2023, 2024],
      targets: [
        { name: 'games.csv', url: DEFAULT_GAMES_URL, file: path.resolve(root, 'data/nflverse/games.csv') },
        {
          name: 'stats_player_week_2023.csv',
          url: DEFAULT_STATS_URL.replace('{season}', '2023'),
          file: path.resolve(root, 'data/nflverse/stats_player_week_2023.csv'),
        },
        {
          name: 'stats_player_week_2024.csv',
          url: DEFAULT_STATS_URL.replace('{season}', '2024'),
          file: path.resolve(root, 'data/nflverse/stats_player_week_2024.csv'),
        },
      ],
    });
  });

  it.each([
    [['--seasons=2024'], [2024]],
    [
      ['--seasons', '2024, 2022,2024'],
      [2022, 2024],
    ],
    [[], [2024, 2025, 2026]],
  ])('reads %j as the seasons %j (none given: the three latest)', (argv, seasons) => {
    expect(plan(argv)).toMatchObject({ kind: 'run', seasons });
  });

  it.each([
    [['--seasons', '24'], 'not "24"'],
    [['--seasons', '1998'], '1998 is not a season nflverse has: 1999 to 2026'],
    [['--seasons', '2027'], '2027 is not a season'],
    [['--seasons'], 'argument missing'],
    [['--season', '2024'], "Unknown option '--season'"],
    [['2024'], 'positional'],
  ])('refuses %j: %s', (argv, error) => {
    expect(plan(argv)).toEqual({ kind: 'usage', error: expect.stringContaining(error) as string });
  });

  it('takes NFLVERSE_DIR (relative to the repository or absolute) and the two URLs from the environment', () => {
    const env = {
      NFLVERSE_DIR: 'elsewhere',
      NFLVERSE_GAMES_URL: 'http://mirror/games.csv',
      NFLVERSE_STATS_URL: 'http://mirror/player_stats_{season}.csv',
    };
    expect(plan(['--seasons', '2021'], env)).toMatchObject({
      dir: path.resolve(root, 'elsewhere'),
      targets: [
        { url: 'http://mirror/games.csv' },
        { name: 'player_stats_2021.csv', url: 'http://mirror/player_stats_2021.csv' },
      ],
    });
    expect(plan([], { NFLVERSE_DIR: '/abs/dir' })).toMatchObject({ dir: '/abs/dir' });
    expect(plan([], { NFLVERSE_STATS_URL: 'http://mirror/stats.csv' })).toMatchObject({
      kind: 'usage',
      error: expect.stringContaining('{season}') as string,
    });
    expect(plan([], { NFLVERSE_GAMES_URL: 'ftp://mirror/games.csv' })).toMatchObject({ kind: 'usage' });
  });

  it('names a season’s file after its layout, whatever the URL calls it otherwise', () => {
    expect(statsFileName('https://x/releases/download/player_stats/player_stats_{season}.csv', 2019)).toBe(
      'player_stats_2019.csv',
    );
    expect(statsFileName('https://x/weekly.csv?season={season}', 2019)).toBe('stats_player_week_2019.csv');
  });
});

describe('latestSeason', () => {
  it.each([
    ['2026-09-09T23:59:59Z', 2025, 'the Wednesday before the 2026 opener'],
    ['2026-09-10T00:00:00Z', 2026, 'the Thursday after Labor Day (7 September 2026)'],
    ['2027-02-14T00:00:00Z', 2026, 'the Super Bowl is in the season before'],
    ['2025-09-04T00:00:00Z', 2025, 'Labor Day 2025 was 1 September'],
  ])('%s → %i (%s)', (now, season) => {
    expect(latestSeason(new Date(now))).toBe(season);
  });
});
