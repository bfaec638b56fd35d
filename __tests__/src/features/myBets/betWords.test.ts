import {
  gameLabel,
  gameOfId,
  gameWeeksToAsk,
  weekPlaced,
  type WeekLookup,
} from '../../../../src/features/myBets/betGames';
import {
  betTitle,
  closeText,
  keyNumberNote,
  legText,
  priceText,
  signedPercent,
  signedUnits,
} from '../../../../src/features/myBets/betText';
import { betTicks, signedTick } from '../../../../src/features/myBets/chartAxes';
import { skillMessage } from '../../../../src/features/myBets/summaryText';
import { summarizeBets } from '../../../../src/domain/bets/summary';
import { myBetsSearch, parseMyBetsSearch } from '../../../../src/features/myBets/myBetsUrl';
import { DEFAULT_BET_SORT, NO_FILTERS } from '../../../../src/features/myBets/myBetsViewSlice';
import { leg, lost, won } from './myBetsFixtures';

jest.mock('../../../../src/lib/firebase', () => jest.requireActual('../../../utils/fakeFirebase').fakeFirebase);

describe('a bet in words', () => {
  it.each([
    [leg(), 'Buffalo Bills −2.5'],
    [leg({ point: 3 }), 'Buffalo Bills +3'],
    [leg({ point: 0 }), 'Buffalo Bills PK'],
    [leg({ market: 'totals', side: 'Over', point: 47.5 }), 'Over 47.5'],
    [leg({ market: 'h2h', point: undefined }), 'Buffalo Bills moneyline'],
  ])('writes a leg as a bettor does: %#', (each, text) => expect(legText(each)).toBe(text));

  it('names a single by its leg, a parlay and a teaser by their legs', () => {
    expect(betTitle({ kind: 'single', legs: [leg()] })).toBe('Buffalo Bills −2.5');
    expect(betTitle({ kind: 'parlay', legs: [leg(), leg()] })).toBe('2-leg parlay');
    expect(betTitle({ kind: 'teaser', teaser_points: 6.5, legs: [leg(), leg(), leg()] })).toBe(
      '3-leg 6.5-point teaser',
    );
  });

  it('signs prices, units and percents with a real minus', () => {
    expect([priceText(-110), priceText(150)]).toEqual(['−110', '+150']);
    expect([signedUnits(1.818), signedUnits(-2), signedUnits(0.001)]).toEqual(['+1.82', '−2.00', '0.00']);
    expect([signedPercent(0.02349), signedPercent(-0.014), signedPercent(0.00001)]).toEqual(['+2.3%', '−1.4%', '0.0%']);
  });

  it('says where a close is from, and when its CLV came through the key numbers', () => {
    const moved = leg({ close: { source: 'book', price: -120, point: -3, clv: 0.02 } });
    expect(closeText(moved, 'draftkings')).toBe('DraftKings close −3 −120');
    expect(keyNumberNote(moved)).toBe('via key numbers: −2.5 taken, −3 closed');
    const same = leg({ close: { source: 'consensus', price: -105, point: -2.5, clv: 0.01 } });
    expect(closeText(same, 'other')).toBe('closing consensus −2.5 −105');
    expect(keyNumberNote(same)).toBeUndefined();
    expect(keyNumberNote(leg({ close: { source: 'book', price: -120, point: -3, clv: null } }))).toBeUndefined();
    expect(closeText(leg(), 'fanduel')).toBeUndefined();
  });
});

describe('a bet’s games', () => {
  it('reads an nflverse id, its codes included', () => {
    const game = gameOfId('2025_03_BUF_MIA');
    expect(game).toEqual({ season: 2025, week: 3, away: 'Buffalo Bills', home: 'Miami Dolphins' });
    expect(gameLabel(game as NonNullable<typeof game>)).toBe('Bills @ Dolphins, Week 3');
    expect(gameOfId('2024_12_LA_OAK')).toMatchObject({ away: 'Los Angeles Rams', home: 'Las Vegas Raiders' });
    expect(gameOfId('9f2c0b7a1d3e4f5a6b7c8d9e0f1a2b3c')).toBeUndefined();
    expect(gameOfId('2025_03_XXX_MIA')).toBeUndefined();
  });

  it('counts the week a bet was placed in from the season’s opener (2025: Sep 4)', () => {
    expect(weekPlaced('2025-08-20T12:00:00Z')).toBe(1);
    expect(weekPlaced('2025-09-18T16:00:00Z')).toBe(3);
  });

  it('asks for weeks from the one placed in until the game is found, keeping the weeks searched', () => {
    const weeks: Record<number, WeekLookup> = {
      3: { state: 'loaded', ids: new Set(['a']) },
      4: { state: 'loaded', ids: new Set(['b']) },
      5: { state: 'loading' },
      7: { state: 'failed' },
    };
    const lookup = (week: number): WeekLookup => weeks[week] ?? { state: 'unasked' };
    expect(gameWeeksToAsk([{ gameId: 'a', fromWeek: 3 }], lookup)).toEqual([3]);
    expect(gameWeeksToAsk([{ gameId: 'b', fromWeek: 3 }], lookup)).toEqual([3, 4]);
    expect(gameWeeksToAsk([{ gameId: 'c', fromWeek: 3 }], lookup)).toEqual([3, 4, 5]);
    expect(gameWeeksToAsk([{ gameId: 'd', fromWeek: 7 }], lookup)).toEqual([7, 8]);
    expect(gameWeeksToAsk([{ gameId: 'e', fromWeek: 18 }], () => ({ state: 'loaded', ids: new Set() }))).toEqual([18]);
  });
});

describe('the address', () => {
  it('writes only what is not the default, and reads it back', () => {
    const view = {
      filters: { ...NO_FILTERS, book: 'fanduel', week: '3' },
      sort: { column: 'clv', direction: 'desc' },
    } as const;
    expect(myBetsSearch(view)).toBe('week=3&book=fanduel&sort=clv&dir=desc');
    expect(parseMyBetsSearch(new URLSearchParams(myBetsSearch(view)))).toEqual(view);
    expect(myBetsSearch({ filters: NO_FILTERS, sort: DEFAULT_BET_SORT })).toBe('');
  });

  it('ignores an address without its keys, and what it cannot hold', () => {
    expect(parseMyBetsSearch(new URLSearchParams('week=3'))?.filters.week).toBe('3');
    expect(parseMyBetsSearch(new URLSearchParams('other=1'))).toBeUndefined();
    expect(parseMyBetsSearch(new URLSearchParams('book=<b>&sort=nope'))).toEqual({
      filters: NO_FILTERS,
      sort: DEFAULT_BET_SORT,
    });
  });
});

describe('the charts’ axes', () => {
  it('marks the first bet, then round steps', () => {
    expect(betTicks(1)).toEqual([1]);
    expect(betTicks(5)).toEqual([1, 2, 3, 4, 5]);
    expect(betTicks(24)).toEqual([1, 10, 20]);
    expect(betTicks(5000)).toEqual([1, 2000, 4000]);
    expect([signedTick(-2.5), signedTick(0, '%'), signedTick(5, '%')]).toEqual(['−2.5', '0%', '+5%']);
  });
});

describe('the sample’s message', () => {
  const message = (bets: ReturnType<typeof won>[]) =>
    skillMessage(
      summarizeBets(bets),
      bets.flatMap((bet) => (bet.clv === null ? [] : [bet.clv])),
    );

  it('says how many bets would tell, or that those with a CLV already do', () => {
    expect(message([won(0.03), lost(-0.02), won(0.01)])).toBe(
      '3 graded bets cannot tell skill from luck yet: at the spread of closing-line value seen so far, about 55 bets would.',
    );
    expect(message([won(0.03), lost(0.031), won(0.029)])).toBe(
      '3 graded bets cannot tell skill from luck yet by their record; at the spread of closing-line value seen so far, about 2 bets would, and the 3 with a closing-line value already do: its 95% interval leaves out 0.',
    );
  });

  it('waits for two CLVs, and says when no number of bets would', () => {
    expect(message([won(0.03)])).toBe(
      '1 graded bet cannot tell skill from luck yet. Once two or more bets have a closing-line value, this says about how many bets would.',
    );
    expect(message([won(0.02), lost(-0.02)])).toMatch(/an average of 0\) no number of bets would\.$/);
  });
});
