import {
  chosenWeeklyStat,
  weeklyLines,
  weeklyStats,
  type WeeklyGame,
} from '../../../../src/features/comparison/weeklyComparison';
import { gameLogRequests } from '../../../../src/features/gameLogs/usePlayersGameLogs';
import type { PlayerStat, Position } from '../../../../src/domain/playerStats';

const player = (player_id: string, position: Position, season_id = 's2025'): PlayerStat => ({
  player_id,
  name: `Player ${player_id}`,
  team_name: 'Buffalo Bills',
  position,
  season_id,
  games_played: 3,
});
const game = (who: PlayerStat, week: number, stats: Partial<PlayerStat>): WeeklyGame => ({
  ...who,
  games_played: 1,
  week,
  ...stats,
});

const wr = player('w1', 'WR');
const rb = player('r1', 'RB');
const qb = player('q1', 'QB');
const oldWr = player('w1', 'WR', 's2024');

describe('weeklyStats', () => {
  it("offers every number of the game columns that applies to one of the players, in the table's order", () => {
    expect(weeklyStats([wr, qb]).map((stat) => stat.part.header)).toEqual([
      'Completions',
      'Attempts',
      'Passing Yards',
      'Passing TDs',
      'Interceptions Thrown',
      'Rushing Attempts',
      'Rushing Yards',
      'Avg Per Rush',
      'Rushing TDs',
      'Receptions',
      'Targets',
      'Receiving Yards',
      'Avg Per Rec',
      'Receiving TDs',
    ]);
    expect(weeklyStats([player('k', 'K')])).toEqual([]);
  });

  it.each([
    ['Receiving Yards', [rb], 'Receiving Yards'],
    ['Tackles', [rb], 'Rushing Yards'],
    [null, [wr, rb], 'Receptions'],
    [null, [qb, wr], 'Passing Yards'],
    [null, [player('k', 'K'), player('f', 'FB')], undefined],
  ] as const)("keeps the chosen stat %p when offered, else the first player's main stat", (chosen, players, shown) => {
    expect(chosenWeeklyStat(weeklyStats(players), chosen, players)?.part.header).toBe(shown);
  });

  it('falls back to the first option for positions without main stats', () => {
    const fullback = player('f', 'FB');
    expect(chosenWeeklyStat(weeklyStats([{ position: 'RB' }]), null, [fullback])?.part.header).toBe('Rushing Attempts');
  });
});

describe('weeklyLines', () => {
  const receivingYards = chosenWeeklyStat(weeklyStats([wr, rb, qb]), 'Receiving Yards')!;
  const games = [
    game(wr, 1, { rec_yards: 80 }),
    game(wr, 3, { rec_yards: 40 }),
    game(rb, 1, { rec_yards: 12 }),
    game(rb, 2, { rec_yards: 0 }),
    game(rb, 4, { rec_yards: 30 }),
    game(qb, 1, { pass_yards: 250 }),
    game(oldWr, 9, { rec_yards: 150 }),
  ];

  it("gives each player's values by week to the last any of them played, gaps where he did not play", () => {
    const { lastWeek, lines } = weeklyLines([wr, rb], games, receivingYards);
    expect(lastWeek).toBe(4);
    expect(lines).toEqual([
      { key: 's2025/w1', values: [80, undefined, 40, undefined], average: 60 },
      { key: 's2025/r1', values: [12, 0, undefined, 30], average: 14 },
    ]);
  });

  it("draws nothing for a player whose position the stat is not for, and keeps a season's games to its own player", () => {
    const { lastWeek, lines } = weeklyLines([qb, oldWr], games, receivingYards);
    expect(lastWeek).toBe(9);
    expect(lines[0]).toEqual({ key: 's2025/q1', values: Array(9).fill(undefined), average: undefined });
    expect(lines[1]?.values[8]).toBe(150);
    expect(lines[1]?.average).toBe(150);
  });

  it('has no weeks when nobody has played', () => {
    expect(weeklyLines([wr], [], receivingYards)).toEqual({
      lastWeek: 0,
      lines: [{ key: 's2025/w1', values: [], average: undefined }],
    });
  });
});

describe('gameLogRequests', () => {
  it('asks once per season, the ids sorted, however the players were chosen', () => {
    expect(gameLogRequests([wr, qb, oldWr, rb])).toEqual([
      { seasonId: 's2025', playerIds: ['q1', 'r1', 'w1'] },
      { seasonId: 's2024', playerIds: ['w1'] },
    ]);
    expect(gameLogRequests([])).toEqual([]);
  });
});
