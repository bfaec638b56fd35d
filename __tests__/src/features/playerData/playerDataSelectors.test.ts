import { makeStore, type RootState } from '../../../../src/app/store';
import { playerToggled } from '../../../../src/features/comparison/comparisonSlice';
import { selectComparisonRows } from '../../../../src/features/comparison/comparisonSelectors';
import {
  selectSeasonId,
  selectVisibleColumns,
  selectVisiblePlayers,
} from '../../../../src/features/playerData/playerDataSelectors';
import {
  groupChosen,
  searchChanged,
  seasonChosen,
  selectChosenSeasonId,
  sortClicked,
} from '../../../../src/features/playerData/playerDataSlice';
import { seedPlayers, seedSeasons } from '../../../utils/seed';
import { normalizePosition } from '../../../../src/domain/positions';
import { player } from './fixtures';

const seasons = [
  { id: 's2025', label: '2025' },
  { id: 's2024', label: '2024' },
];

const rows2025 = [
  player({ player_id: 'qb1', name: 'Zed Allen', position: 'QB', pass_yards: 4000, games_played: 17 }),
  player({ player_id: 'qb2', name: 'Al Baker', position: normalizePosition('qb'), pass_yards: 3000, games_played: 16 }),
  player({ player_id: 'rb1', name: 'Cal Dunn', position: 'RB', rush_yards: 900, games_played: 15 }),
  player({ player_id: 'idle', name: 'Al Idle', position: 'QB', games_played: 0 }),
  player({ player_id: 'lb1', name: 'Al Stone', position: 'LB', tackles: 90, games_played: 17 }),
];
const rows2024 = [
  player({ player_id: 'qb1', name: 'Zed Allen', position: 'QB', season_id: 's2024', pass_yards: 3500 }),
];

function loadedStore() {
  const store = makeStore();
  seedSeasons(store, seasons);
  seedPlayers(store, 's2025', rows2025);
  seedPlayers(store, 's2024', rows2024);
  return store;
}
const names = (store: ReturnType<typeof makeStore>) => selectVisiblePlayers(store.getState()).map((row) => row.name);
const shownSeason = (state: RootState) => selectSeasonId(state, selectChosenSeasonId(state));

describe('Player Data selectors', () => {
  it('defaults to the first season from /seasons, and to nothing before it answers', () => {
    expect(shownSeason(makeStore().getState())).toBeNull();
    const store = loadedStore();
    expect(shownSeason(store.getState())).toBe('s2025');
    store.dispatch(seasonChosen('s2024'));
    expect(shownSeason(store.getState())).toBe('s2024');
  });

  // One rule for every view's season: Player Data's choice, the player log's, or none (the current season).
  it.each<[string, string | null, boolean, string | null]>([
    ['no choice, before /seasons answers', null, false, null],
    ['no choice: the first season', null, true, 's2025'],
    ['a listed choice', 's2024', true, 's2024'],
    ['a choice before /seasons answers', 's2019', false, 's2019'],
    ['an unlisted choice, once /seasons answers: the first', 's2019', true, 's2025'],
  ])('reads %s as %p', (_, chosen, answered, shown) => {
    const store = makeStore();
    if (answered) seedSeasons(store, seasons);
    expect(selectSeasonId(store.getState(), chosen)).toBe(shown);
  });

  it('shows nothing for a blank search', () => {
    const store = loadedStore();
    expect(selectVisiblePlayers(store.getState())).toEqual([]);
    store.dispatch(searchChanged('   '));
    expect(selectVisiblePlayers(store.getState())).toEqual([]);
  });

  it('filters by name ignoring case, games > 0 and the Offense group, sorted by name', () => {
    const store = loadedStore();
    store.dispatch(searchChanged('AL'));
    expect(names(store)).toEqual(['Al Baker', 'Cal Dunn', 'Zed Allen']);
    store.dispatch(groupChosen('Defense'));
    expect(names(store)).toEqual(['Al Stone']);
  });

  it('sorts numerically by the clicked column, toggling on a second click', () => {
    const store = loadedStore();
    store.dispatch(searchChanged('a'));
    store.dispatch(sortClicked('pass_yards'));
    expect(names(store)).toEqual(['Cal Dunn', 'Al Baker', 'Zed Allen']);
    store.dispatch(sortClicked('pass_yards'));
    expect(names(store)).toEqual(['Zed Allen', 'Al Baker', 'Cal Dunn']);
  });

  it('reads the chosen season', () => {
    const store = loadedStore();
    store.dispatch(searchChanged('zed'));
    store.dispatch(seasonChosen('s2024'));
    expect(selectVisiblePlayers(store.getState()).map((row) => row.pass_yards)).toEqual([3500]);
  });

  it('shows the column groups that the group and the filtered rows call for', () => {
    const store = loadedStore();
    store.dispatch(searchChanged('zed'));
    const groups = () => [...new Set(selectVisibleColumns(store.getState()).map((column) => column.group))];
    expect(groups()).toEqual(['base', 'passing', 'rushing']);
    store.dispatch(searchChanged('cal'));
    expect(groups()).toEqual(['base', 'rushing', 'receiving']);
  });

  it('memoizes: the same rows back while the inputs are unchanged', () => {
    const store = loadedStore();
    store.dispatch(searchChanged('a'));
    const first = selectVisiblePlayers(store.getState());
    store.dispatch(playerToggled(rows2025[0]!));
    expect(selectVisiblePlayers(store.getState())).toBe(first);
  });

  it('keeps the same columns through a sort: the header and the rows are not handed new ones', () => {
    const store = loadedStore();
    store.dispatch(searchChanged('a'));
    const columns = selectVisibleColumns(store.getState());
    store.dispatch(sortClicked('pass_yards'));
    expect(names(store)).toEqual(['Cal Dunn', 'Al Baker', 'Zed Allen']);
    expect(selectVisibleColumns(store.getState())).toBe(columns);
  });

  it('keeps the comparison across a season switch, one column per player', () => {
    const store = loadedStore();
    store.dispatch(playerToggled(rows2025[0]!));
    store.dispatch(playerToggled(rows2025[2]!));
    store.dispatch(seasonChosen('s2024'));
    store.dispatch(playerToggled(rows2024[0]!));
    const rows = selectComparisonRows(store.getState());
    const passing = rows.find((row) => row.id === 'pass_yards');
    expect(passing?.cells).toEqual(['4,000', '', '3,500']);
    expect(rows.map((row) => row.header)).not.toContain('Player');
  });
});
