import {
  hitCountText,
  hitRates,
  outcomeOf,
  splitAtWeek,
  streakText,
  type LoggedGame,
} from '../../../../src/features/props/hitRates';
import type { MarketMeasure } from '../../../../src/features/props/propMarkets';

const passing: MarketMeasure & { kind: 'stat' } = { kind: 'stat', field: 'pass_yards' };
const touchdown = { kind: 'touchdown' } as const;

/** Games of weeks 1, 2, … with these passing yards (null: the figure is missing that game). */
const passingGames = (yards: (number | null)[]): LoggedGame[] =>
  yards.map((pass_yards, index) => ({
    player_id: 'qb',
    name: 'Q B',
    team_name: 'Buffalo Bills',
    position: 'QB',
    season_id: 's',
    games_played: 1,
    week: index + 1,
    opponent: 'Miami Dolphins',
    pass_yards,
  }));

const summary = (games: LoggedGame[], line: number, measure: Parameters<typeof hitRates>[1] = passing) => {
  const rates = hitRates(games, measure, line);
  return {
    lastFive: hitCountText(rates.lastFive),
    lastTen: hitCountText(rates.lastTen),
    season: hitCountText(rates.season),
    streak: rates.streak ? streakText(rates.streak) : undefined,
    smallSample: rates.smallSample,
  };
};

describe('outcomeOf', () => {
  it.each([
    [251, 250.5, 'over'],
    [250, 250.5, 'under'],
    [250, 250, 'push'],
    [0, 0.5, 'under'],
    [1, 0.5, 'over'],
  ] as const)('reads %d against %d as %s', (value, line, outcome) => {
    expect(outcomeOf(value, line)).toBe(outcome);
  });
});

describe('hitRates (hand-checked)', () => {
  it.each([
    // [yards week 1…, line, last 5, last 10, season, streak, small sample]
    ['five games, the latest over', [300, 240, 251, 250, 260], 250.5, '3/5', '3/5', '3/5', 'Over 1', false],
    ['three overs in a row at the end', [200, 300, 280, 260], 250.5, '3/4', '3/4', '3/4', 'Over 3', true],
    ['two unders at the end', [300, 301, 100, 120], 250.5, '2/4', '2/4', '2/4', 'Under 2', true],
    ['a push is not a hit and ends the streak', [300, 250, 250], 250, '1/3', '1/3', '1/3', 'Push 2', true],
    ['a missing figure is skipped, not an under', [300, null, 260, null], 250.5, '2/2', '2/2', '2/2', 'Over 2', true],
    ['no game with the figure', [null, null], 250.5, '0/0', '0/0', '0/0', undefined, true],
    [
      'twelve games: last 5, last 10 and the season differ',
      // weeks 1–12: over, over, under, over, over, under, under, over, under, over, over, under
      [300, 300, 200, 300, 300, 200, 200, 300, 200, 300, 300, 200],
      250.5,
      '3/5',
      '5/10',
      '7/12',
      'Under 1',
      false,
    ],
  ] as const)('%s', (_name, yards, line, lastFive, lastTen, season, streak, smallSample) => {
    expect(summary(passingGames([...yards]), line)).toEqual({ lastFive, lastTen, season, streak, smallSample });
  });

  it('takes the games in week order whatever order they come in', () => {
    const games = passingGames([300, 240, 251, 250, 260]).reverse();
    expect(summary(games, 250.5).streak).toBe('Over 1');
    expect(hitRates(games, passing, 250.5).recent.map((game) => game.week)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the last ten counted games, oldest first, for the bars', () => {
    const rates = hitRates(passingGames([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, null]), passing, 5.5);
    expect(rates.recent.map((game) => [game.week, game.value, game.outcome])).toEqual([
      [2, 2, 'under'],
      [3, 3, 'under'],
      [4, 4, 'under'],
      [5, 5, 'under'],
      [6, 6, 'over'],
      [7, 7, 'over'],
      [8, 8, 'over'],
      [9, 9, 'over'],
      [10, 10, 'over'],
      [11, 11, 'over'],
    ]);
  });
});

describe('hitRates for Anytime Touchdown Scorer', () => {
  const games: LoggedGame[] = [
    // A receiver without rushing figures, a back with both, a game with neither.
    { ...passingGames([null])[0]!, week: 1, rec_touchdowns: 1 },
    { ...passingGames([null])[0]!, week: 2, rec_touchdowns: 0 },
    { ...passingGames([null])[0]!, week: 3, rush_touchdowns: 0, rec_touchdowns: 2 },
    { ...passingGames([null])[0]!, week: 4 },
    { ...passingGames([null])[0]!, week: 5, rush_touchdowns: 1, rec_touchdowns: null },
  ];

  it('is a hit when he scored a rushing or receiving touchdown; a game with neither figure is skipped', () => {
    expect(summary(games, 0.5, touchdown)).toEqual({
      lastFive: '3/4',
      lastTen: '3/4',
      season: '3/4',
      streak: 'Over 2',
      smallSample: true,
    });
  });

  it('counts scoring at all, whatever line the feed sends', () => {
    expect(summary(games, 1.5, touchdown)).toEqual(summary(games, 0.5, touchdown));
  });
});

describe('a line is not graded by its own game', () => {
  const games = passingGames([300, 240, 251]);

  it('splits a player’s games at the props’ week: those before it, and his game of that week', () => {
    expect(splitAtWeek(games, 3)).toEqual({ before: games.slice(0, 2), thisGame: games[2] });
    expect(splitAtWeek(games, 2)).toEqual({ before: games.slice(0, 1), thisGame: games[1] });
    expect(splitAtWeek(games, 5)).toEqual({ before: games });
  });

  it('holds this game against the line beside the rates, counting it in none of them', () => {
    const { before, thisGame } = splitAtWeek(games, 3);
    const rates = hitRates(before, passing, 250.5, thisGame);
    expect([hitCountText(rates.season), rates.streak && streakText(rates.streak)]).toEqual(['1/2', 'Under 1']);
    expect(rates.thisGame).toEqual({ week: 3, opponent: games[2]!.opponent, value: 251, outcome: 'over' });
    expect(hitRates(before, passing, 250.5).thisGame).toBeUndefined();
  });
});
