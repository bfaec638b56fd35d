import {
  againstTheNumber,
  hasKickedOff,
  holdsClosingLine,
  isClosingLine,
  nextKickoffAfter,
  scoreLine,
  signedPoint,
  spreadOutcome,
  totalOutcome,
} from '../../../../src/features/odds/gameResult';
import type { Bookmaker, GameScore, Outcome } from '../../../../src/features/odds/types';

const o = (name: string, price: number, point?: number): Outcome => ({
  name,
  price,
  ...(point === undefined ? {} : { point }),
});

/** A book with the Chiefs (home) at `spread` and a total of `total`; either market left out when undefined. */
const book = (spread?: number, total?: number, lastUpdate?: string): Bookmaker => ({
  key: 'fanduel',
  title: 'FanDuel',
  ...(lastUpdate === undefined ? {} : { last_update: lastUpdate }),
  markets: [
    { key: 'h2h', outcomes: [o('Kansas City Chiefs', -150), o('Buffalo Bills', 130)] },
    ...(spread === undefined
      ? []
      : [
          {
            key: 'spreads',
            outcomes: [o('Kansas City Chiefs', -110, spread), o('Buffalo Bills', -110, spread === 0 ? 0 : -spread)],
          },
        ]),
    ...(total === undefined ? [] : [{ key: 'totals', outcomes: [o('Over', -110, total), o('Under', -110, total)] }]),
  ],
});

const score = (home: number | undefined, away: number | undefined, completed = true): GameScore => ({
  id: 'kc-buf',
  commence_time: '2025-09-21T20:25:00Z',
  completed,
  home_team: 'Kansas City Chiefs',
  away_team: 'Buffalo Bills',
  ...(home === undefined || away === undefined ? {} : { homeScore: home, awayScore: away }),
});

describe('spreadOutcome', () => {
  it.each([
    // home score, away score, home point → who covered
    [27, 24, -3, 'push'], // favourite by 3 wins by 3
    [28, 24, -3, 'home'], // by 4
    [26, 24, -3, 'away'], // by 2
    [27, 24, -2.5, 'home'],
    [27, 24, -3.5, 'away'],
    [24, 27, 3, 'push'], // underdog by 3 loses by 3
    [24, 27, 3.5, 'home'],
    [24, 27, 2.5, 'away'],
    [20, 20, 0, 'push'], // pick'em tie
    [21, 20, 0, 'home'],
    [20, 21, 0, 'away'],
    [17, 17, -1, 'away'], // a tie does not cover a favourite's number
    [17, 17, 1.5, 'home'],
    [14, 13, -1, 'push'],
  ] as const)('%i–%i with the home side at %d: %s', (home, away, point, expected) => {
    expect(spreadOutcome(home, away, point)).toBe(expected);
  });

  it('never pushes on a half-point line', () => {
    for (let home = 0; home <= 50; home++) {
      for (let away = 0; away <= 50; away++) {
        for (const point of [-10.5, -3.5, -0.5, 0.5, 2.5, 7.5])
          expect(spreadOutcome(home, away, point)).not.toBe('push');
      }
    }
  });
});

describe('totalOutcome', () => {
  it.each([
    [27, 20, 47, 'push'], // exactly the line
    [27, 21, 47, 'over'],
    [27, 19, 47, 'under'],
    [27, 24, 47.5, 'over'], // 51
    [20, 24, 47.5, 'under'], // 44
    [24, 23, 47.5, 'under'], // 47
    [24, 24, 47.5, 'over'], // 48
    [0, 0, 0.5, 'under'],
  ] as const)('%i + %i against %d: %s', (home, away, line, expected) => {
    expect(totalOutcome(home, away, line)).toBe(expected);
  });

  it('never pushes on a half-point line', () => {
    for (let points = 0; points <= 100; points++) expect(totalOutcome(points, 0, 44.5)).not.toBe('push');
  });
});

describe('hasKickedOff and isClosingLine', () => {
  const KICKOFF = '2025-09-21T20:25:00Z';
  const at = (iso: string) => Date.parse(iso);
  it.each([
    ['2025-09-21T20:24:59Z', false],
    ['2025-09-21T20:25:00Z', true],
    ['2026-11-22T12:00:00Z', true],
  ])('at %s: kicked off %s', (now, expected) => {
    expect(hasKickedOff(KICKOFF, at(now))).toBe(expected);
  });

  it('never takes an unparseable kickoff as kicked off', () => {
    expect(hasKickedOff('soon', at('2030-01-01T00:00:00Z'))).toBe(false);
  });

  it.each([
    // last update, now → closing line? (the line asked for now)
    ['2025-09-21T20:10:00Z', '2025-09-21T20:00:00Z', false], // before kickoff: the line is still moving
    ['2025-09-21T20:10:00Z', '2025-09-21T20:25:00Z', true], // at kickoff
    ['2025-09-21T20:25:00Z', '2025-09-22T12:00:00Z', true], // updated at kickoff itself
    [undefined, '2025-09-22T12:00:00Z', true], // a book without last_update after kickoff
    ['not a date', '2025-09-22T12:00:00Z', true],
    ['2025-09-21T21:40:00Z', '2025-09-22T12:00:00Z', false], // updated after kickoff: an in-play line
  ])('last updated %s, at %s: %s', (lastUpdate, now, expected) => {
    expect(isClosingLine(KICKOFF, lastUpdate, at(now), at(now))).toBe(expected);
  });

  it.each([
    // asked for at → closing line at 21:30 the next day?
    ['2025-09-21T14:00:00Z', false], // the morning's line, kept: not the close, however old the game
    ['2025-09-21T20:24:59Z', false],
    ['2025-09-21T20:25:00Z', true], // asked for at kickoff: the line at kickoff
    ['2025-09-22T21:30:00Z', true],
    [Number.NaN, false], // not known when: not known to be the close
  ])('a line asked for at %s is a closing line: %s', (answeredAt, expected) => {
    const asked = typeof answeredAt === 'number' ? answeredAt : at(answeredAt);
    expect(isClosingLine(KICKOFF, '2025-09-21T13:55:00Z', at('2025-09-22T21:30:00Z'), asked)).toBe(expected);
    expect(holdsClosingLine(KICKOFF, '2025-09-21T13:55:00Z', asked)).toBe(expected);
  });
});

describe('nextKickoffAfter', () => {
  const games = [
    { commence_time: '2025-09-21T17:00:00Z' },
    { commence_time: '2025-09-21T20:25:00Z' },
    { commence_time: 'soon' },
  ];
  it.each([
    ['2025-09-21T11:00:00Z', Date.parse('2025-09-21T17:00:00Z')],
    ['2025-09-21T17:00:00Z', Date.parse('2025-09-21T20:25:00Z')], // a game kicking off at the answer's moment is answered at kickoff
    ['2025-09-21T20:25:00Z', Infinity],
  ])('after %s: %s', (at, expected) => {
    expect(nextKickoffAfter(games, Date.parse(at))).toBe(expected);
  });
});

describe('signedPoint', () => {
  it.each([
    [-2.5, '\u22122.5'],
    [-3, '\u22123'],
    [3.5, '+3.5'],
    [0, 'PK'],
  ])('writes %d as %s', (point, text) => {
    expect(signedPoint(point)).toBe(text);
  });
});

describe('scoreLine', () => {
  it.each([
    ['a final game, home first', 'Final: Chiefs 27, Bills 24', score(27, 24)],
    ['a shutout', 'Final: Chiefs 0, Bills 3', score(0, 3)],
    ['a game in progress', 'Live: Chiefs 7, Bills 3', score(7, 3, false)],
    ['a game not started (no points)', undefined, score(undefined, undefined, false)],
    ['no score at all', undefined, undefined],
  ])('%s: %j', (_case, expected, given) => {
    expect(scoreLine(given)).toBe(expected);
  });
});

describe('againstTheNumber', () => {
  it.each([
    ['27–24, Chiefs −2.5, 47.5', 'Chiefs covered \u22122.5 · Over 47.5', score(27, 24), book(-2.5, 47.5)],
    ['27–24, Chiefs −3, 51: both push', 'Spread push (Chiefs \u22123) · Total push (51)', score(27, 24), book(-3, 51)],
    ['27–24, Chiefs −4, 51.5', 'Bills covered +4 · Under 51.5', score(27, 24), book(-4, 51.5)],
    ['24–27, Chiefs +3.5, 44', 'Chiefs covered +3.5 · Over 44', score(24, 27), book(3.5, 44)],
    ['20–24, Chiefs +2.5, 44', 'Bills covered \u22122.5 · Total push (44)', score(20, 24), book(2.5, 44)],
    ["20–20, pick'em, 40", 'Spread push (Chiefs PK) · Total push (40)', score(20, 20), book(0, 40)],
    ["21–20, pick'em, 40.5", 'Chiefs covered PK · Over 40.5', score(21, 20), book(0, 40.5)],
    ['a book without a spread', 'Over 47.5', score(27, 24), book(undefined, 47.5)],
    ['a book without a total', 'Chiefs covered \u22122.5', score(27, 24), book(-2.5, undefined)],
    ['a book with neither', undefined, score(27, 24), book(undefined, undefined)],
    ['a game not final yet', undefined, score(7, 3, false), book(-2.5, 47.5)],
    ['a final game without points', undefined, score(undefined, undefined, true), book(-2.5, 47.5)],
    ['no score', undefined, undefined, book(-2.5, 47.5)],
  ])('%s: %j', (_case, expected, given, line) => {
    expect(againstTheNumber(given, line)).toBe(expected);
  });

  it('reads the home point from the away side when the home side has none', () => {
    const awayOnly: Bookmaker = { ...book(), markets: [{ key: 'spreads', outcomes: [o('Buffalo Bills', -110, 2.5)] }] };
    expect(againstTheNumber(score(27, 24), awayOnly)).toBe('Chiefs covered \u22122.5');
  });

  it('matches team names as the app does (trimmed, any case)', () => {
    const loose: Bookmaker = {
      ...book(),
      markets: [{ key: 'spreads', outcomes: [o(' kansas city chiefs ', -110, -6.5), o('BUFFALO BILLS', -110, 6.5)] }],
    };
    expect(againstTheNumber(score(27, 24), loose)).toBe('Bills covered +6.5');
  });
});
