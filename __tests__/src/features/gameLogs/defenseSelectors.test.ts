import { makeStore } from '../../../../src/app/store';
import { selectDefenseMatchupLookup, selectTeamDefenseRanks } from '../../../../src/features/gameLogs/defenseSelectors';
import { gameLogsApi } from '../../../../src/features/gameLogs/gameLogsApi';
import { parseDefenseTable } from '../../../../src/features/gameLogs/parseDefense';
import { defenseFigure } from '../../../utils/research';
import { seedSeasons } from '../../../utils/seed';

const TABLE = parseDefenseTable({
  through_week: 3,
  teams: {
    'Kansas City Chiefs': {
      QB: defenseFigure(3, 12.25),
      RB: defenseFigure(17, 20),
      WR: { ...defenseFigure(28, 41.5), games: 4 },
      TE: defenseFigure(9, 8),
    },
    'Buffalo Bills': { WR: defenseFigure(1, 18) },
  },
});

function storeWithTable() {
  const store = makeStore();
  seedSeasons(store, [
    { id: 's2025', label: '2025' },
    { id: 's2024', label: '2024' },
  ]);
  store.dispatch(
    gameLogsApi.util.upsertQueryEntries([{ endpointName: 'getDefenseTable', arg: 's2025', value: TABLE }]),
  );
  return store;
}

describe('selectDefenseMatchupLookup', () => {
  it.each([
    ['Kansas City Chiefs', 'WR', 'vs KC: 28th vs WR', 'favourable', false],
    ['  kansas city chiefs ', 'QB', 'vs KC: 3rd vs QB', 'tough', true],
    ['Kansas City Chiefs', 'RB', 'vs KC: 17th vs RB', 'neutral', true],
  ])('reads %j against a %s by the one rule of defenseMatchup', (defense, position, label, tier, provisional) => {
    expect(selectDefenseMatchupLookup(storeWithTable().getState())(defense, position)).toMatchObject({
      label,
      tier,
      provisional,
    });
  });

  it.each([
    ['N/A', 'WR'],
    ['Buffalo Bills', 'QB'],
    ['Kansas City Chiefs', 'K'],
  ])('has nothing for %s against a %s', (defense, position) => {
    expect(selectDefenseMatchupLookup(storeWithTable().getState())(defense, position)).toBeUndefined();
  });

  it('has nothing before the table is in (another season is not the current one)', () => {
    const store = makeStore();
    seedSeasons(store, [{ id: 's2025', label: '2025' }]);
    store.dispatch(
      gameLogsApi.util.upsertQueryEntries([{ endpointName: 'getDefenseTable', arg: 's2024', value: TABLE }]),
    );
    expect(selectDefenseMatchupLookup(store.getState())('Kansas City Chiefs', 'WR')).toBeUndefined();
  });
});

describe('selectTeamDefenseRanks', () => {
  it("gives the team's four ranks with points allowed per game, in QB, RB, WR, TE order", () => {
    const view = selectTeamDefenseRanks(storeWithTable().getState(), 'Kansas City Chiefs');
    expect(view.status).toBe('ready');
    if (view.status !== 'ready') return;
    expect(view.throughWeek).toBe(3);
    expect(
      view.ranks.map(({ position, rank, fantasyPointsPerGame, tier, provisional, games }) => [
        position,
        rank,
        fantasyPointsPerGame,
        tier,
        provisional,
        games,
      ]),
    ).toEqual([
      ['QB', 3, 12.25, 'tough', true, 2],
      ['RB', 17, 20, 'neutral', true, 2],
      ['WR', 28, 41.5, 'favourable', false, 4],
      ['TE', 9, 8, 'neutral', true, 2],
    ]);
  });

  it('gives the positions it has, none for an unknown team, and idle before anything is asked', () => {
    const state = storeWithTable().getState();
    expect(selectTeamDefenseRanks(state, 'Buffalo Bills')).toMatchObject({
      status: 'ready',
      ranks: [{ position: 'WR', rank: 1 }],
    });
    expect(selectTeamDefenseRanks(state, 'London Monarchs')).toMatchObject({ status: 'ready', ranks: [] });
    expect(selectTeamDefenseRanks(makeStore().getState(), 'Buffalo Bills')).toEqual({ status: 'idle' });
  });
});
