import {
  fieldMessage,
  kickoffProblem,
  legCountProblem,
  legPointProblem,
  notesProblem,
  pointProblem,
  priceProblem,
  readKickoffProblem,
  readPoint,
  readPrice,
  readStakeUnits,
  sideProblem,
  stakeProblem,
  teaserMarketProblem,
  teaserPointsProblem,
} from '../../../../src/domain/bets/betRules';

describe("a bet's rules, as the server and the forms check them", () => {
  it.each([
    [-110, undefined],
    [100, undefined],
    [-100, undefined],
    [150, undefined],
    [99, 'must be at most -100 or at least +100'],
    [-50, 'must be at most -100 or at least +100'],
    [0, 'must be at most -100 or at least +100'],
    [-110.5, 'must be a whole number'],
    [Number.NaN, 'must be American odds, a number'],
  ])('price %p: %p', (price, problem) => expect(priceProblem(price)).toBe(problem));

  it.each([
    [1, undefined],
    [0.01, undefined],
    [1_000_000, undefined],
    [0, 'must be more than 0'],
    [-2, 'must be more than 0'],
    [1_000_000.01, 'must be at most 1,000,000'],
    [1.005, 'must have at most 2 decimals'],
  ])('stake %p: %p', (stake, problem) => expect(stakeProblem(stake)).toBe(problem));

  it('holds notes to 500 characters and numbers to halves', () => {
    expect(notesProblem('x'.repeat(500))).toBeUndefined();
    expect(notesProblem('x'.repeat(501))).toBe('must be at most 500 characters');
    expect(pointProblem(-2.5)).toBeUndefined();
    expect(pointProblem(47)).toBeUndefined();
    expect(pointProblem(-2.25)).toBe('must be a whole or half number');
  });

  it('asks a spread or a total for its number and a moneyline for none', () => {
    expect(legPointProblem('h2h', undefined)).toBeUndefined();
    expect(legPointProblem('h2h', -3)).toBe('a moneyline has no point');
    expect(legPointProblem('spreads', undefined)).toBe('a spreads leg needs its point');
    expect(legPointProblem('totals', 47.5)).toBeUndefined();
  });

  it('counts legs by kind and keeps teaser points and markets to teasers', () => {
    expect(legCountProblem('single', 1)).toBeUndefined();
    expect(legCountProblem('single', 2)).toBe('a single has exactly one leg');
    expect(legCountProblem('parlay', 1)).toBe('a parlay has 2 to 10 legs');
    expect(legCountProblem('teaser', 10)).toBeUndefined();
    expect(legCountProblem('teaser', 11)).toBe('a teaser has 2 to 10 legs');
    expect(teaserPointsProblem('teaser', undefined)).toBe('a teaser needs 6, 6.5 or 7');
    expect(teaserPointsProblem('parlay', 6)).toBe('only a teaser has teaser points');
    expect(teaserMarketProblem('teaser', 'h2h')).toBe('a teaser leg is a spread or a total');
    expect(teaserMarketProblem('parlay', 'h2h')).toBeUndefined();
  });

  it("takes a game's own sides and a time before its kickoff", () => {
    expect(sideProblem('spreads', 'Buffalo Bills', 'Miami Dolphins', 'Buffalo Bills')).toBeUndefined();
    expect(sideProblem('h2h', 'Bills', 'Miami Dolphins', 'Buffalo Bills')).toBe(
      'must be one of Miami Dolphins, Buffalo Bills',
    );
    expect(sideProblem('totals', 'Over', 'Miami Dolphins', 'Buffalo Bills')).toBeUndefined();
    const kickoff = Date.parse('2025-09-21T17:00:00Z');
    expect(kickoffProblem(kickoff - 1, kickoff, 'g1')).toBeUndefined();
    expect(kickoffProblem(kickoff, kickoff, 'g1')).toBe("must be before g1's kickoff (2025-09-21T17:00:00.000Z)");
    expect(readKickoffProblem(kickoffProblem(kickoff, kickoff, 'g1') ?? '')).toEqual({ gameId: 'g1', kickoff });
    expect(readKickoffProblem('must be more than 0')).toBeUndefined();
  });

  it.each([
    ['+150', { value: 150 }],
    ['-110', { value: -110 }],
    ['\u2212110', { value: -110 }],
    [' 120 ', { value: 120 }],
    ['', { problem: 'must be American odds, like -110 or +150' }],
    ['even', { problem: 'must be American odds, like -110 or +150' }],
    ['-90', { problem: 'must be at most -100 or at least +100' }],
  ])('reads the price %p', (text, reading) => expect(readPrice(text)).toEqual(reading));

  it('reads units and numbers as typed', () => {
    expect(readStakeUnits('1,000')).toEqual({ value: 1000 });
    expect(readStakeUnits('2.50')).toEqual({ value: 2.5 });
    expect(readStakeUnits('0')).toEqual({ problem: 'must be more than 0' });
    expect(readStakeUnits('ten')).toEqual({ problem: 'must be a number of units, like 1 or 2.5' });
    expect(readPoint('\u22122.5')).toEqual({ value: -2.5 });
    expect(readPoint('+3')).toEqual({ value: 3 });
    expect(readPoint('47.25')).toEqual({ problem: 'must be a whole or half number' });
  });

  it('writes a reason beside its field as a sentence', () => {
    expect(fieldMessage('Stake', 'must be more than 0')).toBe('Stake must be more than 0');
    expect(fieldMessage('Number', 'a spreads leg needs its point')).toBe('Number: a spreads leg needs its point');
  });
});
