import { awaitsClosingLines, closingLine, completedGames } from '../../../../src/features/odds/closingLines';
import type { Bookmaker, Game, GameScore } from '../../../../src/features/odds/types';
import { game } from './fixtures';

const HOME = 'Philadelphia Eagles';
const AWAY = 'Dallas Cowboys';

const book = (title: string, markets: Bookmaker['markets']): Bookmaker => ({
  key: title.toLowerCase(),
  title,
  markets,
});
const spreads = (outcomes: Array<[string, number]>) => ({
  key: 'spreads',
  outcomes: outcomes.map(([name, point]) => ({ name, price: -110, point })),
});
const totals = (outcomes: Array<[string, number]>) => ({
  key: 'totals',
  outcomes: outcomes.map(([name, point]) => ({ name, price: -110, point })),
});

describe('closingLine', () => {
  it.each<[string, Bookmaker, object]>([
    [
      'the home outcome and the Over',
      book('FanDuel', [
        spreads([
          [HOME, -3.5],
          [AWAY, 3.5],
        ]),
        totals([
          ['Over', 44.5],
          ['Under', 44.5],
        ]),
      ]),
      { book: 'FanDuel', homeSpread: -3.5, total: 44.5 },
    ],
    [
      'only the away outcome: turned round',
      book('FanDuel', [spreads([[AWAY, 2.5]])]),
      { book: 'FanDuel', homeSpread: -2.5 },
    ],
    ['only the Under', book('FanDuel', [totals([['Under', 41]])]), { book: 'FanDuel', total: 41 }],
    [
      'names in another case, padded',
      book('FanDuel', [spreads([['  philadelphia eagles ', 1]])]),
      { book: 'FanDuel', homeSpread: 1 },
    ],
    [
      'a moneyline only: no line',
      book('FanDuel', [{ key: 'h2h', outcomes: [{ name: HOME, price: -150 }] }]),
      { book: 'FanDuel' },
    ],
    ['an empty market', book('FanDuel', [{ key: 'spreads', outcomes: [] }]), { book: 'FanDuel' }],
  ])('%s', (_name, bookmaker, line) => {
    expect(closingLine(bookmaker, HOME, AWAY)).toEqual(line);
  });
});

const score = (id: string, completed: boolean, points?: [number, number]): GameScore => ({
  id,
  commence_time: '2025-09-05T00:20:00Z',
  completed,
  home_team: HOME,
  away_team: AWAY,
  ...(points ? { homeScore: points[0], awayScore: points[1] } : {}),
});

describe('completedGames', () => {
  const priced: Game = game({
    id: 'a',
    bookmakers: [
      book(' BetMGM ', [spreads([[HOME, -3]]), totals([['Over', 47]])]),
      book('BetRivers', [spreads([[HOME, -9]])]),
      book('DraftKings', [{ key: 'h2h', outcomes: [{ name: HOME, price: -150 }] }]),
      book('FanDuel', [totals([['Over', 46.5]])]),
    ],
  });
  const lookup = (id: string) =>
    id === 'a'
      ? priced
      : id === 'b'
        ? game({ id: 'b', bookmakers: [book('Caesars', [spreads([[HOME, -1]])])] })
        : undefined;
  const odds = { game: lookup, answeredAt: Date.parse('2025-09-06T12:00:00Z') };

  it('keeps final games with both scores, with the shown books that priced a spread or a total', () => {
    const games = completedGames(
      2,
      [score('a', true, [24, 20]), score('live', false, [7, 3]), score('soon', false), score('odd', true)],
      odds,
    );
    expect(games).toEqual([
      {
        id: 'a',
        week: 2,
        commence_time: '2025-09-05T00:20:00Z',
        home_team: HOME,
        away_team: AWAY,
        homeScore: 24,
        awayScore: 20,
        lines: [
          { book: 'BetMGM', homeSpread: -3, total: 47 },
          { book: 'FanDuel', total: 46.5 },
        ],
      },
    ]);
  });

  it('gives no lines to a game none of the three books priced, or one missing from the odds', () => {
    const games = completedGames(1, [score('b', true, [10, 13]), score('gone', true, [0, 3])], odds);
    expect(games.map((g) => [g.id, g.lines])).toEqual([
      ['b', []],
      ['gone', []],
    ]);
  });
});

describe('completedGames: the cards’ closing-line rule', () => {
  const KICKOFF = '2025-09-05T00:20:00Z';
  const at = (last_update: string, point: number): Bookmaker => ({
    ...book('FanDuel', [spreads([[HOME, point]])]),
    last_update,
  });
  const final = [score('a', true, [24, 20])];
  const linesOf = (books: Bookmaker[], answeredAt: string) =>
    completedGames(1, final, {
      game: () => game({ id: 'a', commence_time: KICKOFF, bookmakers: books }),
      answeredAt: Date.parse(answeredAt),
    })[0]?.lines;

  it('takes a book’s line asked for after kickoff and last updated before it', () => {
    expect(linesOf([at('2025-09-05T00:10:00Z', -3.5)], '2025-09-05T04:30:00Z')).toEqual([
      { book: 'FanDuel', homeSpread: -3.5 },
    ]);
  });

  it('leaves out a line asked for before kickoff, and a line updated after it (in play)', () => {
    expect(linesOf([at('2025-09-04T18:00:00Z', -1.5)], '2025-09-04T19:00:00Z')).toEqual([]);
    expect(linesOf([at('2025-09-05T01:30:00Z', -6.5)], '2025-09-05T04:30:00Z')).toEqual([]);
  });

  it('says a week’s odds await the closing lines when a final game kicked off after they were asked for', () => {
    const week = (answeredAt: string) => ({
      game: () => game({ id: 'a', commence_time: KICKOFF }),
      answeredAt: Date.parse(answeredAt),
    });
    expect(awaitsClosingLines(final, week('2025-09-04T19:00:00Z'))).toBe(true);
    expect(awaitsClosingLines(final, week('2025-09-05T04:30:00Z'))).toBe(false);
    expect(awaitsClosingLines([score('a', false)], week('2025-09-04T19:00:00Z'))).toBe(false);
  });
});
