import { EV_MARK, formatEv } from '../../../../src/domain/bettorMath/expectedValue';
import { fromWhat, outcomeValues, type OutcomeValue } from '../../../../src/features/odds/fairValue';
import type { Bookmaker, Market, Outcome } from '../../../../src/features/odds/types';

const HOME = 'Kansas City Chiefs';
const AWAY = 'Buffalo Bills';
const o = (name: string, price: number, point?: number): Outcome => ({
  name,
  price,
  ...(point === undefined ? {} : { point }),
});
const book = (title: string, ...markets: Market[]): Bookmaker => ({ key: title.trim().toLowerCase(), title, markets });
const moneyline = (home: number, away: number): Market => ({ key: 'h2h', outcomes: [o(HOME, home), o(AWAY, away)] });
const spread = (home: number, homePrice: number, awayPrice: number): Market => ({
  key: 'spreads',
  outcomes: [o(HOME, homePrice, home), o(AWAY, awayPrice, -home)],
});
const total = (points: number, over: number, under: number): Market => ({
  key: 'totals',
  outcomes: [o('Over', over, points), o('Under', under, points)],
});

/** 'book market outcome point': which outcomes got a value, easy to read in a failure. */
const which = (values: OutcomeValue[]) =>
  values.map(
    ({ book: title, market, outcome, point }) =>
      `${title} ${market} ${outcome}${point === undefined ? '' : ` ${point}`}`,
  );
const find = (values: OutcomeValue[], title: string, outcome: string) =>
  values.find((value) => value.book === title && value.outcome === outcome);

describe('outcomeValues', () => {
  // BetMGM's −120/+100 is the outlier. FanDuel and DraftKings −150/+130: multiplicative 0.6/1.034783 = 0.579832 and
  // 0.420168 each. BetMGM: 0.545455 + 0.5 = 1.045455 → 0.521739, 0.478261.
  // BetMGM Chiefs −120 from FanDuel and DraftKings only: 0.579832 (fair price −100 · 0.6/0.434783 = −138),
  //   EV 0.579832 × 1.833333 − 1 = +0.063025; Bills +100: 0.420168 × 2 − 1 = −0.159664 (fair +138).
  // FanDuel Chiefs −150 from DraftKings and BetMGM: (0.579832 + 0.521739)/2 = 0.550786 (−100 · 0.550786/0.449214 =
  //   −122.61), EV 0.550786 × 1.666667 − 1 = −0.082024; Bills +130: 0.449214 × 2.3 − 1 = +0.033193.
  const books = [
    book('FanDuel', moneyline(-150, 130)),
    book('DraftKings', moneyline(-150, 130)),
    book('BetMGM', moneyline(-120, 100)),
  ];
  const values = outcomeValues(books, 'multiplicative');

  it.each<[string, string, number, number, number, string[]]>([
    ['BetMGM', HOME, 0.579832, -138, 0.063025, ['FanDuel', 'DraftKings']],
    ['BetMGM', AWAY, 0.420168, 138, -0.159664, ['FanDuel', 'DraftKings']],
    ['FanDuel', HOME, 0.550786, -122.610817, -0.082024, ['DraftKings', 'BetMGM']],
    ['FanDuel', AWAY, 0.449214, 122.610817, 0.033193, ['DraftKings', 'BetMGM']],
    ['DraftKings', HOME, 0.550786, -122.610817, -0.082024, ['FanDuel', 'BetMGM']],
  ])('grades %s’s %s from the other books only: fair %f (%f), EV %f', (title, outcome, fair, fairPrice, ev, from) => {
    const value = find(values, title, outcome);
    expect(value?.fair).toBeCloseTo(fair, 6);
    expect(value?.fairPrice).toBeCloseTo(fairPrice, 4);
    expect(value?.ev).toBeCloseTo(ev, 6);
    expect(value?.fromBooks).toEqual(from);
    expect(value).toMatchObject({ bookKey: title.toLowerCase(), market: 'h2h', method: 'multiplicative' });
    expect(value?.point).toBeUndefined();
  });

  it('marks the outlier’s underpriced favourite as +EV, and only it', () => {
    const marked = values.filter((value) => value.ev >= EV_MARK).map((value) => `${value.book} ${formatEv(value.ev)}`);
    expect(marked).toEqual(['FanDuel +3.3%', 'DraftKings +3.3%', 'BetMGM +6.3%']);
  });

  it('grades by the method it is given: power, 0.6^k + 0.434783^k = 1 at k = 1.052970 → 0.583983', () => {
    // BetMGM Chiefs −120 at 0.583983: 0.583983 × 1.833333 − 1 = +0.070635.
    const value = find(outcomeValues(books, 'power'), 'BetMGM', HOME);
    expect(value?.fair).toBeCloseTo(0.583983, 6);
    expect(value?.ev).toBeCloseTo(0.070635, 6);
    expect(value?.method).toBe('power');
  });

  it.each<[string, Bookmaker[]]>([
    ['one book', [book('FanDuel', moneyline(-150, 130), spread(-3.5, -110, -110), total(47.5, -110, -110))]],
    [
      'one book listed twice (the same key)',
      [book('FanDuel', moneyline(-150, 130)), book('FanDuel', moneyline(-120, 100))],
    ],
    ['no books', []],
  ])('gives no values for %s: nothing to compare against', (_name, only) => {
    expect(outcomeValues(only, 'shin')).toEqual([]);
  });

  it('compares spreads only at the same number: the team at x against the opponent at −x', () => {
    // FanDuel −3.5 from BetMGM alone (DraftKings is at −3): −105/−115 → 0.512195 + 0.534884 = 1.047079 →
    // 0.489166, 0.510834; FanDuel Chiefs −110: 0.489166 × 1.909091 − 1 = −0.066138. BetMGM from FanDuel's 0.5 / 0.5.
    const spreads = outcomeValues(
      [
        book('FanDuel', spread(-3.5, -110, -110)),
        book('DraftKings', spread(-3, -120, 100)),
        book('BetMGM', spread(-3.5, -105, -115)),
      ],
      'multiplicative',
    );
    expect(which(spreads)).toEqual([
      `FanDuel spreads ${HOME} -3.5`,
      `FanDuel spreads ${AWAY} 3.5`,
      `BetMGM spreads ${HOME} -3.5`,
      `BetMGM spreads ${AWAY} 3.5`,
    ]);
    expect(spreads[0]?.fair).toBeCloseTo(0.489166, 6);
    expect(spreads[0]?.ev).toBeCloseTo(-0.066138, 6);
    expect(spreads[0]?.fromBooks).toEqual(['BetMGM']);
    expect(spreads[2]?.fair).toBe(0.5);
  });

  it('compares totals only at the same total, Over with Over', () => {
    // FanDuel 47.5 from DraftKings: +100/−120 → 0.5 + 0.545455 = 1.045455 → Over 0.478261, EV at −110 −0.086957.
    // DraftKings Over +100 from FanDuel's 0.5: 0.5 × 2 − 1 = 0. BetMGM at 48 has no one to compare with.
    const totals = outcomeValues(
      [
        book('FanDuel', total(47.5, -110, -110)),
        book('DraftKings', total(47.5, 100, -120)),
        book('BetMGM', total(48, -110, -110)),
      ],
      'additive',
    );
    expect(which(totals)).toEqual([
      'FanDuel totals Over 47.5',
      'FanDuel totals Under 47.5',
      'DraftKings totals Over 47.5',
      'DraftKings totals Under 47.5',
    ]);
    // Additive: 1.045455 − 1 = 0.045455, 0.022727 off each: Over 0.477273, EV 0.477273 × 1.909091 − 1 = −0.088843.
    expect(totals[0]?.fair).toBeCloseTo(0.477273, 6);
    expect(totals[0]?.ev).toBeCloseTo(-0.088843, 6);
    expect(totals[2]?.ev).toBeCloseTo(0, 12);
  });

  it('lists books in their order, then moneyline, spread and total, then the outcomes as listed', () => {
    const reversed = (market: Market): Market => ({ ...market, outcomes: [...market.outcomes].reverse() });
    const listed = outcomeValues(
      [
        book(
          'FanDuel',
          total(47.5, -110, -110),
          { key: 'player_pass_yds', outcomes: [o('Over', -110, 250.5)] },
          moneyline(-150, 130),
        ),
        book('BetMGM', reversed(moneyline(-150, 130)), reversed(total(47.5, -110, -110))),
      ],
      'multiplicative',
    );
    expect(which(listed)).toEqual([
      `FanDuel h2h ${HOME}`,
      `FanDuel h2h ${AWAY}`,
      'FanDuel totals Over 47.5',
      'FanDuel totals Under 47.5',
      `BetMGM h2h ${AWAY}`,
      `BetMGM h2h ${HOME}`,
      'BetMGM totals Under 47.5',
      'BetMGM totals Over 47.5',
    ]);
  });

  it('matches a team however the books spell its case and spacing, and trims the titles', () => {
    const respelled: Market = { key: 'h2h', outcomes: [o(' kansas city  CHIEFS', -150), o('buffalo bills', 130)] };
    const [value] = outcomeValues(
      [book(' FanDuel ', moneyline(-110, -110)), book('DraftKings ', respelled)],
      'multiplicative',
    );
    expect(value).toMatchObject({ book: 'FanDuel', bookKey: 'fanduel', outcome: HOME, fromBooks: ['DraftKings'] });
    expect(value?.fair).toBeCloseTo(0.579832, 6);
  });

  it('skips invalid prices and missing points without throwing', () => {
    // FanDuel's Chiefs at 50 is no price: that outcome gets none, and FanDuel's moneyline grades no one.
    // FanDuel's Chiefs spread has no point: skipped, and DraftKings' spread then finds no two-sided FanDuel
    // market at its number.
    const fanDuel = book('FanDuel', moneyline(50, 130), {
      key: 'spreads',
      outcomes: [o(HOME, -110), o(AWAY, -110, 3.5)],
    });
    const draftKings = book('DraftKings', moneyline(-150, 130), spread(-3.5, -110, -110));
    const values = outcomeValues([fanDuel, draftKings], 'shin');
    expect(which(values)).toEqual([`FanDuel h2h ${AWAY}`, `FanDuel spreads ${AWAY} 3.5`]);
    expect(values[1]?.fair).toBeCloseTo(0.5, 12);
  });
});

describe('fromWhat', () => {
  it.each<[string[], OutcomeValue['method'], string]>([
    [['DraftKings', 'BetMGM'], 'power', 'fair from DraftKings and BetMGM, power method'],
    [['FanDuel'], 'shin', 'fair from FanDuel, Shin method'],
    [
      ['FanDuel', 'DraftKings', 'BetMGM'],
      'multiplicative',
      'fair from FanDuel, DraftKings and BetMGM, multiplicative method',
    ],
    [['BetMGM'], 'additive', 'fair from BetMGM, additive method'],
  ])('says the fair figure of %p by %s is "%s"', (fromBooks, method, text) => {
    expect(fromWhat({ fromBooks, method })).toBe(text);
  });
});
