import { defenseMatchup } from '../../../../src/features/gameLogs/defenseMatchup';
import { gameLogStatColumns } from '../../../../src/features/gameLogs/gameLogColumns';
import { gameLogCsvRows } from '../../../../src/features/gameLogs/gameLogCsv';
import { seasonTotals } from '../../../../src/features/gameLogs/gameLogRows';
import type { GameLogRow } from '../../../../src/features/gameLogs/types';

const who = {
  player_id: 'p1',
  name: 'Tate Dunn',
  team_name: 'Buffalo Bills',
  position: 'TE' as const,
  season_id: 's2025',
};
const game = (
  week: number,
  opponent: string,
  home: boolean,
  score: [number, number],
  stats: Partial<GameLogRow>,
): GameLogRow => ({
  ...who,
  games_played: 1,
  week,
  game_id: `g${week}`,
  commence_time: '2025-09-07T17:00:00Z',
  opponent,
  home,
  team_score: score[0],
  opponent_score: score[1],
  ...stats,
});
const games = [
  game(1, 'Kansas City Chiefs', false, [27, 24], {
    rec_receptions: 5,
    rec_targets: 7,
    rec_yards: 61,
    rec_avg_yards: 12.2,
    rec_touchdowns: 1,
  }),
  game(3, 'Miami Dolphins', true, [10, 10], {
    rec_receptions: 2,
    rec_targets: null,
    rec_yards: 9,
    rec_avg_yards: 4.5,
    rec_touchdowns: 0,
  }),
];
const columns = gameLogStatColumns('TE', games);
const totals = seasonTotals(who, games);
const figures = [
  {
    team: 'Kansas City Chiefs',
    position: 'TE' as const,
    games: 3,
    fantasyPointsPerGame: 14,
    yardsPerGame: 70,
    touchdownsPerGame: 0.6,
    rank: 28,
  },
];

describe('gameLogCsvRows', () => {
  it('writes the games as shown, their scores and raw numbers, then the season total', () => {
    expect(gameLogCsvRows(games, totals, columns, undefined)).toEqual([
      [
        'Week',
        'Opponent',
        'Home/Away',
        'Result',
        'Points For',
        'Points Against',
        'Receptions',
        'Targets',
        'Receiving Yards',
        'Avg Per Rec',
        'Receiving TDs',
      ],
      [1, 'Kansas City Chiefs', 'Away', 'W', 27, 24, 5, 7, 61, 12.2, 1],
      [3, 'Miami Dolphins', 'Home', 'T', 10, 10, 2, undefined, 9, 4.5, 0],
      ['Season total', '', '', '', '', '', 7, 7, 70, 10, 1],
    ]);
  });

  it("adds the defence's rank and tier where the log shows them", () => {
    const matchups = new Map([['g1', defenseMatchup(figures, 'Kansas City Chiefs', 'TE')!]]);
    const rows = gameLogCsvRows(games, totals, columns, matchups);
    expect(rows[0]?.slice(6, 8)).toEqual(['Defence rank before the game', 'Matchup before the game']);
    expect(rows[1]?.slice(6, 8)).toEqual([28, 'favourable (provisional)']);
    expect(rows[2]?.slice(6, 8)).toEqual([undefined, undefined]);
    expect(rows[3]?.slice(6, 8)).toEqual(['', '']);
  });
});
