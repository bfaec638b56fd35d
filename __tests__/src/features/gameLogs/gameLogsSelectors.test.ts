import { makeStore } from '../../../../src/app/store';
import type { MatchupBefore } from '../../../../src/features/gameLogs/defenseMatchup';
import { selectSortedGames } from '../../../../src/features/gameLogs/gameLogsSelectors';
import { sortClicked } from '../../../../src/features/gameLogs/gameLogsSlice';
import type { GameLogRow } from '../../../../src/features/gameLogs/types';

const game = (week: number, rec_yards: number): GameLogRow => ({
  player_id: 'p1',
  name: 'Ann Lee',
  team_name: 'Buffalo Bills',
  position: 'WR',
  season_id: 's2025',
  games_played: 1,
  week,
  game_id: `g${week}`,
  commence_time: '2025-09-07T17:00:00Z',
  opponent: 'Miami Dolphins',
  home: true,
  rec_yards,
});

const games = [game(1, 80), game(2, 120), game(3, 45)];
const weeks = (rows: readonly GameLogRow[]) => rows.map((row) => row.week);
const ranked = (rank: number): MatchupBefore => ({
  team: 'Miami Dolphins',
  position: 'WR',
  rank,
  tier: 'neutral',
  provisional: false,
  label: `vs MIA: ${rank}`,
});
const matchups = new Map<string, MatchupBefore>([
  ['g1', ranked(20)],
  ['g2', { team: 'Miami Dolphins', noGamesYet: true, label: 'vs MIA: no games yet' }],
  ['g3', ranked(4)],
]);

describe('selectSortedGames', () => {
  it("sorts the games by the view's sort, the same array while nothing changes", () => {
    const store = makeStore();
    const first = selectSortedGames(store.getState(), games, undefined);
    expect(weeks(first)).toEqual([1, 2, 3]);
    expect(selectSortedGames(store.getState(), games, undefined)).toBe(first);
    store.dispatch(sortClicked('rec_yards'));
    store.dispatch(sortClicked('rec_yards'));
    expect(weeks(selectSortedGames(store.getState(), games, undefined))).toEqual([2, 1, 3]);
  });

  it("sorts the matchup column by the defence's rank before each game, unranked lowest", () => {
    const store = makeStore();
    store.dispatch(sortClicked('matchup'));
    expect(weeks(selectSortedGames(store.getState(), games, matchups))).toEqual([2, 3, 1]);
    expect(weeks(selectSortedGames(store.getState(), games, undefined))).toEqual([1, 2, 3]);
  });
});
