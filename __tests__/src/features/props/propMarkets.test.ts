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
    ['a null rushing figure beside a receiving one', { kind: 'touchdown' } as const, { rush_touchdowns: null, rec_touchdowns: 0 }, 0],
    ['neither touchdown figure', { kind: 'touchdown' } as const, { pass_touchdowns: 3 }, undefined],
  ])('%s', (_name, measure, stats, value) => {
    expect(gameValue(measure, game(stats))).toBe(value);
  });
});
