import { gameResult, opponentLabel, seasonTotals } from '../../../../src/features/gameLogs/gameLogRows';
import type { GameLogRow } from '../../../../src/features/gameLogs/types';

const who = {
  player_id: 'p1',
  name: 'Ann Lee',
  team_name: 'Buffalo Bills',
  position: 'QB' as const,
  season_id: 's2025',
};
const game = (week: number, stats: Partial<GameLogRow> = {}): GameLogRow => ({
  ...who,
  games_played: 1,
  week,
  game_id: `g${week}`,
  commence_time: '2025-09-07T17:00:00Z',
  opponent: 'Kansas City Chiefs',
  home: true,
  team_score: 24,
  opponent_score: 17,
  ...stats,
});

describe('gameResult', () => {
  it.each([
    [27, 24, { outcome: 'W', text: 'W 27–24' }],
    [6, 17, { outcome: 'L', text: 'L 6–17' }],
    [20, 20, { outcome: 'T', text: 'T 20–20' }],
    [0, 3, { outcome: 'L', text: 'L 0–3' }],
  ])('reads %i–%i for his team as %p', (team_score, opponent_score, result) => {
    expect(gameResult({ team_score, opponent_score })).toEqual(result);
  });

  it('has no result without both scores', () => {
    expect(gameResult({ team_score: 10 })).toBeUndefined();
    expect(gameResult({})).toBeUndefined();
  });
});

describe('opponentLabel', () => {
  it.each([
    [{ opponent: 'Kansas City Chiefs', home: true }, 'vs KC'],
    [{ opponent: 'Kansas City Chiefs', home: false }, '@ KC'],
    [{ opponent: ' new york jets ', home: false }, '@ NYJ'],
    [{ opponent: 'Springfield Atoms', home: true }, 'vs Springfield Atoms'],
    [{ opponent: '', home: true }, 'vs N/A'],
  ])('shows %p as %p', (row, label) => {
    expect(opponentLabel(row)).toBe(label);
  });
});

describe('seasonTotals', () => {
  it('sums the counting stats and derives the averages from the sums, to one decimal', () => {
    const games = [
      game(1, { pass_yards: 286, pass_touchdowns: 1, rush_attempts: 4, rush_yards: 9, rush_avg_yards: 2.3 }),
      game(2, { pass_yards: 299, pass_touchdowns: 0, rush_attempts: 3, rush_yards: -4, rush_avg_yards: -1.3 }),
      game(4, { pass_yards: 270, pass_touchdowns: 3, rush_attempts: 2, rush_yards: 18, rush_avg_yards: 9 }),
    ];
    expect(seasonTotals(who, games)).toEqual({
      ...who,
      games_played: 3,
      pass_yards: 855,
      pass_touchdowns: 4,
      rush_attempts: 9,
      rush_yards: 23,
      rush_avg_yards: 2.6, // 23 / 9 = 2.555…, not the mean of the games' averages
    });
  });

  it.each([
    [
      'a stat every game carries as null stays null',
      [game(1, { rec_targets: null }), game(2, { rec_targets: null })],
      { rec_targets: null },
    ],
    ['a stat some games lack sums the others', [game(1, { sacks: 1.5 }), game(2)], { sacks: 1.5 }],
    [
      'an average without attempts is 0',
      [game(1, { rush_attempts: 0, rush_yards: 0, rush_avg_yards: 0 })],
      { rush_attempts: 0, rush_yards: 0, rush_avg_yards: 0 },
    ],
    [
      'an average of a null sum is null',
      [game(1, { rec_receptions: 3, rec_yards: null, rec_avg_yards: null })],
      { rec_receptions: 3, rec_yards: null, rec_avg_yards: null },
    ],
    ['no games: games played 0 and no stats', [], {}],
  ])('%s', (_name, games, stats) => {
    expect(seasonTotals(who, games)).toEqual({ ...who, games_played: games.length, ...stats });
  });
});
