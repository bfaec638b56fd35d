import { makeStore } from '../../../../src/app/store';
import { propsRowToggled, propsSearchChanged } from '../../../../src/features/props/propsSlice';
import { selectPropRows, selectPropsCount } from '../../../../src/features/props/propsSelectors';
import { weekSelected } from '../../../../src/features/week/weekSlice';
import { seedOdds, seedProps } from '../../../utils/seed';
import { game } from '../odds/fixtures';

function loadedStore() {
  const store = makeStore();
  seedProps(store, [
    {
      player: 'Jalen Test',
      team: 'Eagles',
      lines: [{ market: 'Anytime TD', price: 120, selectionName: 'Yes', line: 0.5 }],
    },
    {
      player: 'Dak Sample',
      team: 'cowboys ',
      lines: [{ market: 'First Touchdown Scorer', selectionName: '' }, { market: 'Passing Yards' }],
    },
    { player: 'Nobody Known', lines: [] },
  ]);
  seedOdds(store, 2, [game({ id: 'w2', home_team: 'Philadelphia Eagles', away_team: 'Dallas Cowboys' })]);
  seedOdds(store, 3, [game({ id: 'w3', home_team: 'New York Giants', away_team: 'Philadelphia Eagles' })]);
  store.dispatch(weekSelected(2));
  return store;
}

describe('selectPropRows', () => {
  it('finds the opponent in the selected week, and says N/A and Unknown Team where it cannot', () => {
    const store = loadedStore();
    expect(selectPropRows(store.getState()).map(({ player, team, opponent }) => [player, team, opponent])).toEqual([
      ['Jalen Test', 'Eagles', 'Dallas Cowboys'],
      ['Dak Sample', 'cowboys ', 'Philadelphia Eagles'],
      ['Nobody Known', 'Unknown Team', 'N/A'],
    ]);
    store.dispatch(weekSelected(3));
    expect(selectPropRows(store.getState())[0]?.opponent).toBe('New York Giants');
    expect(selectPropRows(store.getState())[1]?.opponent).toBe('N/A');
  });

  it('gives First Touchdown Scorer its default line, hides lines without one and fills N/A', () => {
    const dak = selectPropRows(loadedStore().getState())[1];
    expect(dak?.lines).toEqual([{ market: 'First Touchdown Scorer', line: '0.5', price: 'N/A', selection: 'N/A' }]);
  });

  it('searches names ignoring case and toggles each row on its own', () => {
    const store = loadedStore();
    store.dispatch(propsSearchChanged('DAK'));
    expect(selectPropRows(store.getState()).map((row) => row.player)).toEqual(['Dak Sample']);
    store.dispatch(propsRowToggled(selectPropRows(store.getState())[0]!.id));
    expect(selectPropRows(store.getState())[0]?.expanded).toBe(true);
    store.dispatch(propsSearchChanged(''));
    expect(selectPropRows(store.getState()).map((row) => row.expanded)).toEqual([false, true, false]);
    expect(selectPropsCount(store.getState())).toBe(3);
  });
});
