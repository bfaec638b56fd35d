import type { UnknownAction } from '@reduxjs/toolkit';
import { makeStore } from '../../../../src/app/store';
import {
  legAdded,
  legRemoved,
  selectSlipKind,
  selectSlipLegs,
  selectTeaserPoints,
  slipCleared,
  slipKindChosen,
} from '../../../../src/features/betSlip/betSlipSlice';
import { selectSlipSearch, slipSearchOfAddress } from '../../../../src/features/betSlip/betSlipSelectors';
import { legsFromSearchValue, slipSearchValue, type SlipLeg } from '../../../../src/features/betSlip/slipAddress';
import { matchupsUrl } from '../../../../src/features/odds/matchupsUrl';
import { matchupsAddressRestored } from '../../../../src/features/week/weekSlice';

const leg = (overrides: Partial<SlipLeg> = {}): SlipLeg => ({
  week: 3,
  gameId: 'kc-buf',
  bookKey: 'fanduel',
  market: 'spreads',
  side: 'home',
  point: -2.5,
  ...overrides,
});

describe('the slip in the address', () => {
  it.each<[string, SlipLeg[], string]>([
    ['a spread', [leg()], '3:kc-buf:fanduel:spreads:home:-2.5'],
    [
      'a moneyline and a total',
      [leg({ market: 'h2h', side: 'away', point: undefined }), leg({ market: 'totals', side: 'over', point: 47.5 })],
      '3:kc-buf:fanduel:h2h:away,3:kc-buf:fanduel:totals:over:47.5',
    ],
    [
      'an id with the separators in it',
      [leg({ gameId: '2024_03:NE,NYJ' })],
      '3:2024_03~003aNE~002cNYJ:fanduel:spreads:home:-2.5',
    ],
  ])('writes %s and reads it back', (_name, legs, value) => {
    expect(slipSearchValue(legs)).toBe(value);
    expect(legsFromSearchValue(value)).toEqual(legs);
    // Through the address, as the browser hands it back.
    expect(legsFromSearchValue(new URLSearchParams(`slip=${value}`).get('slip'))).toEqual(legs);
  });

  it.each([
    ['an unknown market', '3:g:fanduel:props:home:1'],
    ['a side the market has not', '3:g:fanduel:totals:home:44'],
    ['a spread without its point', '3:g:fanduel:spreads:home'],
    ['a moneyline with a point', '3:g:fanduel:h2h:home:3'],
    ['no week', 'x:g:fanduel:h2h:home'],
    ['no game', '3::fanduel:h2h:home'],
  ])('drops a leg with %s, keeping the others', (_name, bad) => {
    expect(legsFromSearchValue(`${bad},3:g:fanduel:h2h:away`)).toEqual([
      { week: 3, gameId: 'g', bookKey: 'fanduel', market: 'h2h', side: 'away' },
    ]);
  });

  it('keeps the first ten legs and no bet twice', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => leg({ gameId: `g${i}` }));
    const value = slipSearchValue([...eleven, leg({ gameId: 'g0', point: -3 })]);
    expect(slipSearchOfAddress(new URLSearchParams(`slip=${value}`))).toBe(
      `&slip=${slipSearchValue(eleven.slice(0, 10))}`,
    );
  });
});

describe('betSlipSlice', () => {
  it('adds up to ten legs, a bet once, and removes and clears them', () => {
    const store = makeStore();
    store.dispatch(legAdded(leg()));
    store.dispatch(legAdded(leg({ point: -3 }))); // the same bet at another number: still once
    expect(selectSlipLegs(store.getState())).toEqual([leg()]);
    for (let i = 0; i < 12; i++) store.dispatch(legAdded(leg({ gameId: `g${i}` })));
    expect(selectSlipLegs(store.getState())).toHaveLength(10);
    store.dispatch(legRemoved(leg()));
    expect(selectSlipLegs(store.getState())).toHaveLength(9);
    store.dispatch(slipCleared());
    expect(selectSlipLegs(store.getState())).toEqual([]);
  });

  it('is a parlay by default; a teaser keeps its points; unknown kinds and legs replayed are ignored', () => {
    const store = makeStore();
    expect([selectSlipKind(store.getState()), selectTeaserPoints(store.getState())]).toEqual(['parlay', 6]);
    const log: UnknownAction[] = [
      slipKindChosen({ kind: 'teaser', teaser: 6.5 }),
      { type: slipKindChosen.type, payload: { kind: 'round robin', teaser: 9 } },
      { type: legAdded.type, payload: { ...leg(), market: 'props' } },
      { type: legAdded.type, payload: null },
    ];
    log.forEach((action) => store.dispatch(JSON.parse(JSON.stringify(action)) as UnknownAction));
    expect([
      selectSlipKind(store.getState()),
      selectTeaserPoints(store.getState()),
      selectSlipLegs(store.getState()),
    ]).toEqual(['teaser', 6.5, []]);
    store.dispatch(legAdded(leg()));
    expect(selectSlipSearch(store.getState())).toBe('&slip=3:kc-buf:fanduel:spreads:home:-2.5&teaser=6.5');
    expect(matchupsUrl.selectSearch(store.getState())).toBe(
      'week=1&slip=3:kc-buf:fanduel:spreads:home:-2.5&teaser=6.5',
    );
  });

  it('is restored from the /nfl address, and emptied by an address without it (Back)', () => {
    const store = makeStore({ week: { selected: 3 } });
    const params = new URLSearchParams('week=3&slip=3:kc-buf:fanduel:spreads:home:-2.5&teaser=7');
    const action = matchupsUrl.restore(params, store.getState());
    expect(action).toEqual(
      matchupsAddressRestored({ week: 3, sort: 'kickoff', slip: '3:kc-buf:fanduel:spreads:home:-2.5', teaser: '7' }),
    );
    store.dispatch(action!);
    expect([
      selectSlipLegs(store.getState()),
      selectSlipKind(store.getState()),
      selectTeaserPoints(store.getState()),
    ]).toEqual([[leg()], 'teaser', 7]);
    expect(matchupsUrl.restore(params, store.getState())).toBeUndefined();
    store.dispatch(matchupsUrl.restore(new URLSearchParams('week=3'), store.getState())!);
    expect([selectSlipLegs(store.getState()), selectSlipKind(store.getState())]).toEqual([[], 'parlay']);
  });
});
