import { sortGames } from '../../../../src/features/gameLogs/gameLogSort';
import type { GameLogSort } from '../../../../src/features/gameLogs/gameLogsSlice';
import type { GameLogRow } from '../../../../src/features/gameLogs/types';

const game = (
  week: number,
  opponent: string,
  score: [number, number] | undefined,
  stats: Partial<GameLogRow> = {},
): GameLogRow => ({
  player_id: 'p1',
  name: 'Ann Lee',
  team_name: 'Buffalo Bills',
  position: 'QB',
  season_id: 's2025',
  games_played: 1,
  week,
  game_id: `g${week}`,
  commence_time: '2025-09-07T17:00:00Z',
  opponent,
  home: true,
  ...(score ? { team_score: score[0], opponent_score: score[1] } : {}),
  ...stats,
});

const games = [
  game(1, 'Miami Dolphins', [19, 16], { pass_yards: 286, pass_completions: 25, rush_yards: 9 }),
  game(2, 'Baltimore Ravens', [13, 30], { pass_yards: 299, pass_completions: 28, rush_yards: -4 }),
  game(4, 'miami dolphins', [31, 27], { pass_yards: 286, pass_completions: 18 }),
  game(5, 'Arizona Cardinals', undefined, { pass_yards: 150, pass_completions: 28, rush_yards: 12 }),
];
const weeks = (rows: GameLogRow[]) => rows.map((row) => row.week);
const ranks: Record<number, number> = { 1: 20, 2: 3, 4: 31 };

describe('sortGames', () => {
  it.each<[string, GameLogSort, number[]]>([
    ['week ascending', { column: 'week', direction: 'asc' }, [1, 2, 4, 5]],
    ['week descending', { column: 'week', direction: 'desc' }, [5, 4, 2, 1]],
    ['opponent by name, any case, ties in week order', { column: 'opponent', direction: 'asc' }, [5, 2, 1, 4]],
    ['opponent descending, ties still in week order', { column: 'opponent', direction: 'desc' }, [1, 4, 2, 5]],
    ['result by margin, no score lowest', { column: 'result', direction: 'asc' }, [5, 2, 1, 4]],
    ['result by margin, biggest win first', { column: 'result', direction: 'desc' }, [4, 1, 2, 5]],
    ['a stat, ties in week order', { column: 'pass_yards', direction: 'desc' }, [2, 1, 4, 5]],
    ["an 'a / b' column by its first number", { column: 'pass_completions', direction: 'asc' }, [4, 1, 2, 5]],
    ['a missing stat lowest', { column: 'rush_yards', direction: 'asc' }, [4, 2, 1, 5]],
    ["the defence's rank, none lowest", { column: 'matchup', direction: 'asc' }, [5, 2, 1, 4]],
  ])('sorts by %s', (_name, sort, expected) => {
    expect(weeks(sortGames(games, sort, (row) => ranks[row.week]))).toEqual(expected);
  });

  it('leaves its input as it was', () => {
    const input = [...games];
    sortGames(input, { column: 'week', direction: 'desc' });
    expect(input).toEqual(games);
  });
});
