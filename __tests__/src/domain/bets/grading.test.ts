import fc from 'fast-check';
import type { TeaserPoints } from '../../../../src/domain/bettorMath/teaserPoints';
import {
  finalFromScoreEvent,
  gradeBet,
  gradeLeg,
  gradedPoint,
  seasonOverFor,
  settleBet,
  type GradeClock,
} from '../../../../src/domain/bets/grading';
import type { Bet, BetLeg, BetStatus, GameFinal, LegStatus } from '../../../../src/domain/bets/types';

const CHIEFS = 'Kansas City Chiefs';
const BILLS = 'Buffalo Bills';
const KICKOFF = '2025-12-28T18:00:00Z';
// Any clock inside the season: a final game grades the same at every one.
const IN_SEASON: GradeClock = { now: Date.parse('2025-12-29T00:00:00Z') };

const final = (homeScore: number, awayScore: number): GameFinal => ({
  home_team: CHIEFS,
  away_team: BILLS,
  commence_time: KICKOFF,
  completed: true,
  homeScore,
  awayScore,
});
const CHIEFS_27_24 = final(27, 24);

const leg = (market: BetLeg['market'], side: string, point?: number, price = -110): BetLeg => ({
  game_id: 'g1',
  market,
  side,
  ...(point === undefined ? {} : { point }),
  price,
});

describe('gradeLeg on a final of Chiefs 27, Bills 24 (margin 3, total 51)', () => {
  it.each<[string, BetLeg, LegStatus]>([
    ['the winner’s moneyline wins', leg('h2h', CHIEFS), 'won'],
    ['the loser’s moneyline loses', leg('h2h', BILLS), 'lost'],
    ['the side is read as the cards read team names', leg('h2h', ' kansas city  chiefs '), 'won'],
    ['a favourite at a whole number on the margin pushes', leg('spreads', CHIEFS, -3), 'push'],
    ['a favourite laying a half point less wins', leg('spreads', CHIEFS, -2.5), 'won'],
    ['a favourite laying a half point more loses', leg('spreads', CHIEFS, -3.5), 'lost'],
    ['an underdog at a whole number on the margin pushes', leg('spreads', BILLS, 3), 'push'],
    ['an underdog getting a half point more wins', leg('spreads', BILLS, 3.5), 'won'],
    ['an underdog getting a half point less loses', leg('spreads', BILLS, 2.5), 'lost'],
    ['an underdog winning outright covers any plus number', leg('spreads', BILLS, 7), 'won'],
    ['an Over at the total pushes', leg('totals', 'Over', 51), 'push'],
    ['an Over below the total wins', leg('totals', 'Over', 50.5), 'won'],
    ['an Over above the total loses', leg('totals', 'over', 51.5), 'lost'],
    ['an Under above the total wins', leg('totals', 'Under', 51.5), 'won'],
    ['an Under below the total loses', leg('totals', 'UNDER', 50.5), 'lost'],
    ['a team not in the game cannot settle: void', leg('spreads', 'Miami Dolphins', 3), 'void'],
    ['a spread without a number cannot settle: void', leg('spreads', CHIEFS), 'void'],
    ['a total side that is neither Over nor Under: void', leg('totals', CHIEFS, 51), 'void'],
  ])('%s', (_name, bet, status) => {
    expect(gradeLeg(bet, CHIEFS_27_24, IN_SEASON)).toBe(status);
  });

  it('pushes both moneylines on a tie', () => {
    expect(gradeLeg(leg('h2h', CHIEFS), final(20, 20), IN_SEASON)).toBe('push');
    expect(gradeLeg(leg('h2h', BILLS), final(20, 20), IN_SEASON)).toBe('push');
  });
});

describe('gradeLeg on a teaser leg, at the teased number', () => {
  // Spread: point + teaser; Over: total − teaser; Under: total + teaser. Margin 3, total 51.
  it.each<[string, BetLeg, TeaserPoints, number, LegStatus]>([
    ['favourite −8.5 teased 6 is −2.5: wins by 3', leg('spreads', CHIEFS, -8.5), 6, -2.5, 'won'],
    ['favourite −9 teased 6 is −3: pushes', leg('spreads', CHIEFS, -9), 6, -3, 'push'],
    ['favourite −10 teased 6.5 is −3.5: loses', leg('spreads', CHIEFS, -10), 6.5, -3.5, 'lost'],
    ['favourite −10 teased 7 is −3: pushes', leg('spreads', CHIEFS, -10), 7, -3, 'push'],
    ['underdog −3.5 teased 6 is +2.5: loses by 3', leg('spreads', BILLS, -3.5), 6, 2.5, 'lost'],
    ['underdog −3 teased 6 is +3: pushes', leg('spreads', BILLS, -3), 6, 3, 'push'],
    ['underdog +1.5 teased 6 is +7.5: wins', leg('spreads', BILLS, 1.5), 6, 7.5, 'won'],
    ['Over 56.5 teased 6 is 50.5: wins', leg('totals', 'Over', 56.5), 6, 50.5, 'won'],
    ['Over 57 teased 6 is 51: pushes', leg('totals', 'Over', 57), 6, 51, 'push'],
    ['Over 58 teased 6.5 is 51.5: loses', leg('totals', 'Over', 58), 6.5, 51.5, 'lost'],
    ['Under 44.5 teased 6 is 50.5: loses', leg('totals', 'Under', 44.5), 6, 50.5, 'lost'],
    ['Under 44 teased 7 is 51: pushes', leg('totals', 'Under', 44), 7, 51, 'push'],
    ['Under 45.5 teased 6 is 51.5: wins', leg('totals', 'Under', 45.5), 6, 51.5, 'won'],
  ])('%s', (_name, bet, teaser, teased, status) => {
    expect(gradedPoint(bet, teaser)).toBe(teased);
    expect(gradeLeg(bet, CHIEFS_27_24, IN_SEASON, teaser)).toBe(status);
  });

  it('grades a leg at its own number without a teaser', () => {
    expect(gradedPoint(leg('spreads', CHIEFS, -8.5))).toBe(-8.5);
    expect(gradeLeg(leg('spreads', CHIEFS, -8.5), CHIEFS_27_24, IN_SEASON)).toBe('lost');
  });
});

describe('gradeLeg before a game is final, and at the end of its season', () => {
  // 2025 opens 2025-09-04; its last regular-season day is week 18's Monday, 2026-01-05 (calendar.ts), so the season
  // is over from 2026-01-06T00:00Z; 2026 opens 2026-09-10.
  const unplayed: GameFinal = { home_team: CHIEFS, away_team: BILLS, commence_time: KICKOFF, completed: false };
  const live: GameFinal = { ...unplayed, homeScore: 14, awayScore: 10 };
  const playoff: GameFinal = { ...unplayed, commence_time: '2026-01-10T21:30:00Z' };
  const at = (iso: string, fixedOpener?: Date): GradeClock => ({
    now: Date.parse(iso),
    ...(fixedOpener && { fixedOpener }),
  });

  it.each<[string, GameFinal | undefined, GradeClock, LegStatus]>([
    ['an unknown game stays open', undefined, at('2027-01-01T00:00:00Z'), 'open'],
    ['a game not yet played is open', unplayed, at('2025-12-20T00:00:00Z'), 'open'],
    ['a game in play is open, whatever its score', live, at('2025-12-28T19:00:00Z'), 'open'],
    ['a game not final on the season’s last day is still open', unplayed, at('2026-01-05T23:59:59Z'), 'open'],
    ['a game not final by the end of its season is void', unplayed, at('2026-01-06T00:00:00Z'), 'void'],
    ['and stays void in a later season', unplayed, at('2026-10-01T00:00:00Z'), 'void'],
    ['a final game is graded after its season too', CHIEFS_27_24, at('2026-10-01T00:00:00Z'), 'won'],
    ['a game after the last regular-season day waits', playoff, at('2026-02-01T00:00:00Z'), 'open'],
    ['until the next season opens', playoff, at('2026-09-10T00:00:00Z'), 'void'],
    [
      'an opener pinned by SEASON_OPENER keeps the season, and ends it',
      unplayed,
      at('2027-06-01T00:00:00Z', new Date('2025-09-04T00:00:00Z')),
      'void',
    ],
  ])('%s', (_name, game, clock, status) => {
    expect(gradeLeg(leg('spreads', CHIEFS, -2.5), game, clock)).toBe(status);
  });

  it('never ends the season of a kickoff it cannot read', () => {
    expect(seasonOverFor('not a date', at('2030-01-01T00:00:00Z'))).toBe(false);
  });
});

const bet = (kind: Bet['kind'], legs: BetLeg[], price = -110, stake = 10): Bet => ({
  id: '0b7c0d1e-8a55-4f7a-9d5e-2a7f3c1e9b10',
  placed_at: '2025-12-27T12:00:00Z',
  stake,
  book: 'draftkings',
  kind,
  price,
  legs,
});

describe('settleBet', () => {
  // Decimals: −110 → 21/11 = 1.909091, +150 → 2.5, −200 → 1.5. Stake 10.
  const [a, b, c] = [
    leg('h2h', CHIEFS, undefined, -110),
    leg('h2h', BILLS, undefined, 150),
    leg('h2h', CHIEFS, undefined, -200),
  ];
  it.each<[string, Bet, LegStatus[], BetStatus, number | null]>([
    ['a single won pays stake × (decimal − 1)', bet('single', [a]), ['won'], 'won', 100 / 11],
    ['a single won pays at the bet’s price', bet('single', [a], 150), ['won'], 'won', 15],
    ['a single lost loses the stake', bet('single', [a]), ['lost'], 'lost', -10],
    ['a single pushed returns the stake', bet('single', [a]), ['push'], 'push', 0],
    ['a single void returns the stake', bet('single', [a]), ['void'], 'void', 0],
    ['a single open has no profit', bet('single', [a]), ['open'], 'open', null],
    [
      'a parlay won pays the product of its legs',
      bet('parlay', [a, b, c], 600),
      ['won', 'won', 'won'],
      'won',
      10 * ((21 / 11) * 2.5 * 1.5 - 1),
    ],
    [
      'a parlay with a push pays its won legs',
      bet('parlay', [a, b, c], 600),
      ['won', 'push', 'won'],
      'won',
      10 * ((21 / 11) * 1.5 - 1),
    ],
    [
      'a parlay with a void leg drops it',
      bet('parlay', [a, b, c], 600),
      ['void', 'won', 'won'],
      'won',
      10 * (2.5 * 1.5 - 1),
    ],
    [
      'a parlay with a lost leg is lost, open legs or not',
      bet('parlay', [a, b, c], 600),
      ['open', 'lost', 'won'],
      'lost',
      -10,
    ],
    ['a parlay with an open leg and none lost is open', bet('parlay', [a, b], 600), ['won', 'open'], 'open', null],
    ['a parlay of pushes and voids pushes', bet('parlay', [a, b], 600), ['push', 'void'], 'push', 0],
    ['a parlay of voids is void', bet('parlay', [a, b], 600), ['void', 'void'], 'void', 0],
    ['a teaser won pays at its own price', bet('teaser', [a, b], -120), ['won', 'won'], 'won', 10 * (100 / 120)],
    ['a teaser with a push pushes', bet('teaser', [a, b], -120), ['won', 'push'], 'push', 0],
    ['a teaser with a void leg pushes', bet('teaser', [a, b, c], -120), ['void', 'won', 'won'], 'push', 0],
    [
      'a teaser with a lost leg is lost, even beside a push',
      bet('teaser', [a, b], -120),
      ['push', 'lost'],
      'lost',
      -10,
    ],
    ['a teaser with an open leg is open', bet('teaser', [a, b], -120), ['open', 'won'], 'open', null],
    ['a teaser of voids is void', bet('teaser', [a, b], -120), ['void', 'void'], 'void', 0],
  ])('%s', (_name, wager, legs, status, profit) => {
    const grade = settleBet(wager, legs);
    expect(grade.status).toBe(status);
    if (profit === null) expect(grade.profit).toBeNull();
    else expect(grade.profit).toBeCloseTo(profit, 4);
  });
});

describe('gradeBet', () => {
  it('grades a two-leg teaser at its teased numbers and its own price', () => {
    const teaser: Bet = {
      ...bet('teaser', [leg('spreads', CHIEFS, -8.5), leg('totals', 'Under', 45.5)], -120),
      teaser_points: 6,
    };
    expect(gradeBet(teaser, () => CHIEFS_27_24, IN_SEASON)).toEqual({
      status: 'won',
      profit: expect.closeTo(10 * (100 / 120), 9) as number,
      legs: ['won', 'won'],
    });
    // As a parlay the same legs are graded at their own numbers: −8.5 loses.
    expect(gradeBet({ ...teaser, kind: 'parlay' }, () => CHIEFS_27_24, IN_SEASON).status).toBe('lost');
  });

  it('looks each leg’s game up by its id', () => {
    const games = new Map([
      ['g1', CHIEFS_27_24],
      ['g2', final(10, 17)],
    ]);
    const parlay = bet('parlay', [leg('h2h', CHIEFS), { ...leg('h2h', BILLS), game_id: 'g2' }], 264);
    expect(gradeBet(parlay, (id) => games.get(id), IN_SEASON).legs).toEqual(['won', 'won']);
  });
});

describe('grading properties', () => {
  const price = fc.oneof(fc.integer({ min: 100, max: 2000 }), fc.integer({ min: -2000, max: -100 }));
  const status = fc.constantFrom<LegStatus>('open', 'won', 'lost', 'push', 'void');
  const parlay = fc
    .tuple(
      fc.array(fc.tuple(price, status), { minLength: 2, maxLength: 10 }),
      fc.double({ min: 0.01, max: 1e6, noNaN: true }),
    )
    .map(([legs, stake]) => ({
      wager: bet(
        'parlay',
        legs.map(([p]) => leg('h2h', CHIEFS, undefined, p)),
        100,
        stake,
      ),
      legs: legs.map(([, s]) => s),
    }));

  it('never pays a parlay more than stake × Π decimals, nor loses more than the stake', () => {
    fc.assert(
      fc.property(parlay, ({ wager, legs }) => {
        const { profit } = settleBet(wager, legs);
        const decimals = wager.legs.reduce(
          (product, { price: p }) => product * (p > 0 ? 1 + p / 100 : 1 + 100 / -p),
          1,
        );
        if (profit === null) return true;
        return profit <= wager.stake * decimals * (1 + 1e-12) && profit >= -wager.stake;
      }),
    );
  });

  it('gives the same grade to a bet graded twice', () => {
    const score = fc.integer({ min: 0, max: 60 });
    const side = fc.constantFrom(CHIEFS, BILLS);
    const point = fc.integer({ min: -30, max: 30 }).map((half) => half / 2);
    fc.assert(
      fc.property(
        score,
        score,
        side,
        point,
        fc.constantFrom<TeaserPoints>(6, 6.5, 7),
        (home, away, team, spread, teaser) => {
          const wager: Bet = {
            ...bet('teaser', [leg('spreads', team, spread), leg('totals', 'Over', 40 + spread)]),
            teaser_points: teaser,
          };
          const game = final(home, away);
          const once = gradeBet(wager, () => game, IN_SEASON);
          expect(gradeBet(wager, () => game, IN_SEASON)).toEqual(once);
        },
      ),
    );
  });

  it('grades the two sides of a spread opposite, or both a push', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: -40, max: 40 }),
        (home, away, half) => {
          const game = final(home, away);
          const homeLeg = gradeLeg(leg('spreads', CHIEFS, half / 2), game, IN_SEASON);
          const awayLeg = gradeLeg(leg('spreads', BILLS, -half / 2), game, IN_SEASON);
          const opposite: Record<string, string> = { won: 'lost', lost: 'won', push: 'push' };
          expect(awayLeg).toBe(opposite[homeLeg]);
        },
      ),
    );
  });
});

describe('finalFromScoreEvent', () => {
  it('reads each team’s score by name from the /scores shape', () => {
    const event = {
      id: 'g1',
      commence_time: KICKOFF,
      completed: true,
      home_team: CHIEFS,
      away_team: BILLS,
      scores: [
        { name: BILLS, score: '24' },
        { name: CHIEFS, score: '27' },
      ],
      last_update: null,
    };
    expect(finalFromScoreEvent(event)).toEqual(CHIEFS_27_24);
  });

  it('has no scores before kickoff or for a team the answer does not name', () => {
    const before = { commence_time: KICKOFF, completed: false, home_team: CHIEFS, away_team: BILLS, scores: null };
    expect(finalFromScoreEvent(before)).toMatchObject({ homeScore: undefined, awayScore: undefined });
    const partial = {
      ...before,
      scores: [
        { name: CHIEFS, score: '7' },
        { name: 'Miami Dolphins', score: '3' },
      ],
    };
    expect(finalFromScoreEvent(partial)).toMatchObject({ homeScore: 7, awayScore: undefined });
  });
});
