import { gameValue, marketMeasure } from '../../../../src/features/props/propMarkets';
import type { PlayerStat } from '../../../../src/domain/playerStats';

describe('marketMeasure', () => {
  it.each([
    ['Passing Yards', { kind: 'stat', field: 'pass_yards' }],
    ['Rushing Yards', { kind: 'stat', field: 'rush_yards' }],
    ['Receiving Yards', { kind: 'stat', field: 'rec_yards' }],
    ['Receptions', { kind: 'stat', field: 'rec_receptions' }],
    ['Anytime Touchdown Scorer', { kind: 'touchdown' }],
    ['First Touchdown Scorer', { kind: 'notInBoxScores' }],
    ['  receiving yards ', { kind: 'stat', field: 'rec_yards' }],
    ['Longest Reception', undefined],
  ])('%s → %j', (market, measure) => {
    expect(marketMeasure(market)).toEqual(measure);
  });
});

describe('gameValue', () => {
  const game = (stats: Partial<PlayerStat>): PlayerStat => ({
    player_id: 'p',
    name: 'P',
    team_name: 'T',
    position: 'WR',
    season_id: 's',
    games_played: 1,
    ...stats,
  });

  it.each([
    ['a stat', { kind: 'stat', field: 'rec_yards' } as const, { rec_yards: 61 }, 61],
    ['a stat of 0', { kind: 'stat', field: 'rec_yards' } as const, { rec_yards: 0 }, 0],
    ['a null stat', { kind: 'stat', field: 'rec_yards' } as const, { rec_yards: null }, undefined],
    ['an absent stat', { kind: 'stat', field: 'rush_yards' } as const, { rec_yards: 40 }, undefined],
    ['rushing plus receiving touchdowns', { kind: 'touchdown' } as const, { rush_touchdowns: 1, rec_touchdowns: 2 }, 3],
    ['receiving touchdowns alone', { kind: 'touchdown' } as const, { rec_touchdowns: 1 }, 1],
    // Anytime TD: a hit when the known touchdowns are 1 or more; a miss only when both are known (a
    // null figure is missing: it may hold the touchdown, so the game is not counted).
    [
      'a missing rushing figure beside no receiving touchdown: not counted',
      { kind: 'touchdown' } as const,
      { rush_touchdowns: null, rec_touchdowns: 0 },
      undefined,
    ],
    [
      'a missing receiving figure beside a rushing touchdown: a hit',
      { kind: 'touchdown' } as const,
      { rush_touchdowns: 1, rec_touchdowns: null },
      1,
    ],
    [
      'both figures missing: not counted',
      { kind: 'touchdown' } as const,
      { rush_touchdowns: null, rec_touchdowns: null },
      undefined,
    ],
    ['both known and none: a miss', { kind: 'touchdown' } as const, { rush_touchdowns: 0, rec_touchdowns: 0 }, 0],
    // A field his position's rows do not carry (a quarterback's receiving) is not missing: it is none.
    [
      'a quarterback without a rushing touchdown: a miss',
      { kind: 'touchdown' } as const,
      { pass_touchdowns: 2, rush_touchdowns: 0 },
      0,
    ],
    ['neither touchdown figure', { kind: 'touchdown' } as const, { pass_touchdowns: 3 }, undefined],
  ])('%s', (_name, measure, stats, value) => {
    expect(gameValue(measure, game(stats))).toBe(value);
  });
});
