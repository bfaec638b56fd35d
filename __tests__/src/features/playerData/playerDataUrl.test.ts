import fc from 'fast-check';
import { makeStore } from '../../../../src/app/store';
import { COLUMNS } from '../../../../src/domain/statColumns';
import {
  filtersRestoredFromUrl,
  groupChosen,
  searchChanged,
  sortClicked,
} from '../../../../src/features/playerData/playerDataSlice';
import {
  MAX_SEARCH_LENGTH,
  parsePlayerDataSearch,
  playerDataSearch,
  playerDataUrl,
} from '../../../../src/features/playerData/playerDataUrl';
import { POSITION_GROUP_OPTIONS } from '../../../../src/domain/positions';
import type { PlayerDataState } from '../../../../src/features/playerData/playerDataSlice';
import { seedSeasons } from '../../../utils/seed';

const defaults: PlayerDataState = {
  seasonId: null,
  search: '',
  group: 'Offense',
  sort: { column: 'name', direction: 'asc' },
};
const params = (query: string) => new URLSearchParams(query);

describe('the Player Data address', () => {
  it('leaves defaults out and writes the rest in a fixed order', () => {
    expect(playerDataSearch(defaults)).toBe('');
    expect(
      playerDataSearch({
        seasonId: '2024',
        search: 'josh allen',
        group: 'QB',
        sort: { column: 'pass_yards', direction: 'desc' },
      }),
    ).toBe('season=2024&q=josh+allen&group=QB&sort=pass_yards&dir=desc');
    expect(playerDataSearch({ ...defaults, sort: { column: 'name', direction: 'desc' } })).toBe('sort=name&dir=desc');
  });

  it('reads back every state it writes', () => {
    const state = fc.record({
      seasonId: fc.option(fc.stringMatching(/^[\w-]{1,32}$/), { nil: null }),
      search: fc.string({ maxLength: MAX_SEARCH_LENGTH }),
      group: fc.constantFrom(...POSITION_GROUP_OPTIONS.map((option) => option.value)),
      sort: fc.record({
        column: fc.constantFrom(...COLUMNS.map((column) => column.id)),
        direction: fc.constantFrom('asc' as const, 'desc' as const),
      }),
    });
    fc.assert(
      fc.property(state, (value) => {
        const query = playerDataSearch(value);
        // The all-defaults state writes nothing, which reads as "keep the current filters".
        expect(parsePlayerDataSearch(params(query))).toEqual(query === '' ? undefined : value);
      }),
    );
  });

  it('holds no filters when none of its keys is there (the tab link keeps the current ones)', () => {
    expect(parsePlayerDataSearch(params(''))).toBeUndefined();
    expect(parsePlayerDataSearch(params('utm_source=mail'))).toBeUndefined();
  });

  it('gives invalid values their defaults', () => {
    expect(parsePlayerDataSearch(params('group=Kicker&sort=salary&dir=up&season=%3Cscript%3E'))).toEqual(defaults);
    expect(parsePlayerDataSearch(params('sort=sacks&dir=sideways'))).toEqual({
      ...defaults,
      sort: { column: 'sacks', direction: 'asc' },
    });
    expect(parsePlayerDataSearch(params('dir=desc'))).toEqual(defaults);
    expect(parsePlayerDataSearch(params(`q=${'a'.repeat(500)}`))?.search).toHaveLength(MAX_SEARCH_LENGTH);
  });

  it('restores through one action, and none when the store already shows the address', () => {
    const store = makeStore();
    const action = playerDataUrl.restore(params('q=allen&group=QB'), store.getState());
    expect(action).toEqual(filtersRestoredFromUrl({ ...defaults, search: 'allen', group: 'QB' }));
    store.dispatch(action!);
    expect(playerDataUrl.restore(params('q=allen&group=QB'), store.getState())).toBeUndefined();
    expect(playerDataUrl.selectSearch(store.getState())).toBe('q=allen&group=QB');
  });

  it('writes the season shown when the chosen one is not among /seasons', () => {
    const store = makeStore();
    store.dispatch(playerDataUrl.restore(params('season=1999'), store.getState())!);
    expect(playerDataUrl.selectSearch(store.getState())).toBe('season=1999'); // /seasons has not answered
    seedSeasons(store, [
      { id: '2025', label: '2025' },
      { id: '2024', label: '2024' },
    ]);
    expect(playerDataUrl.selectSearch(store.getState())).toBe('season=2025');
  });

  it('replaces the history entry while typing, and adds one for any other change', () => {
    const store = makeStore();
    const before = playerDataUrl.selectSearch(store.getState());
    store.dispatch(searchChanged('ma'));
    const typed = playerDataUrl.selectSearch(store.getState());
    expect(playerDataUrl.replaces?.(before, typed)).toBe(true);
    store.dispatch(groupChosen('QB'));
    expect(playerDataUrl.replaces?.(typed, playerDataUrl.selectSearch(store.getState()))).toBe(false);
    const grouped = playerDataUrl.selectSearch(store.getState());
    store.dispatch(sortClicked('pass_yards'));
    expect(playerDataUrl.replaces?.(grouped, playerDataUrl.selectSearch(store.getState()))).toBe(false);
  });
});
