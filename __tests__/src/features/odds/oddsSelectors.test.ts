import { makeStore } from '../../../../src/app/store';
import { bookmakerCycled, matchupOpened, probabilitiesToggled } from '../../../../src/features/odds/matchupsSlice';
import {
  selectBestLines,
  selectGamesOfWeek,
  selectOpenGame,
  selectOpenMatchupRanks,
} from '../../../../src/features/odds/oddsSelectors';
import type { Bookmaker, Game } from '../../../../src/features/odds/types';
import type { TeamRanking } from '../../../../src/features/teams/types';
import { weekSelected } from '../../../../src/features/week/weekSlice';
import { seedOdds, seedRankings } from '../../../utils/seed';
import { game } from './fixtures';

const book = (title: string): Bookmaker => ({ key: title.trim().toLowerCase(), title, markets: [] });

function storeWithWeek(week: number, games: Game[]) {
  const store = makeStore();
  store.dispatch(weekSelected(week));
  seedOdds(store, week, games);
  return store;
}

const withRankings = seedRankings;

describe('selectGamesOfWeek', () => {
  it('lists the selected week by kickoff with only FanDuel, DraftKings and BetMGM, titles trimmed', () => {
    const store = storeWithWeek(3, [
      game({ id: 'late', commence_time: '2025-09-21T20:25:00Z', bookmakers: [book(' BetMGM '), book('Caesars')] }),
      game({
        id: 'early',
        commence_time: '2025-09-21T17:00:00Z',
        bookmakers: [book('DraftKings'), book('FanDuel'), book('Bovada')],
      }),
    ]);
    const games = selectGamesOfWeek(store.getState());
    expect(games.map((g) => g.id)).toEqual(['early', 'late']);
    expect(games.map((g) => g.bookmakers.map((b) => b.title))).toEqual([['DraftKings', 'FanDuel'], ['BetMGM']]);
  });

  it('is empty for a week that has not loaded, and the same array each time', () => {
    const store = storeWithWeek(3, [game()]);
    store.dispatch(weekSelected(4));
    const first = selectGamesOfWeek(store.getState());
    expect(first).toEqual([]);
    store.dispatch(matchupOpened('x')); // an unrelated change
    expect(selectGamesOfWeek(store.getState())).toBe(first);
  });

  it('returns the same array after an unrelated action (memoized)', () => {
    const store = storeWithWeek(3, [game()]);
    const first = selectGamesOfWeek(store.getState());
    store.dispatch(matchupOpened('g'));
    expect(selectGamesOfWeek(store.getState())).toBe(first);
  });
});

describe('selectBestLines', () => {
  const priced = (title: string, chiefs: number): Bookmaker => ({
    key: title.trim().toLowerCase(),
    title,
    markets: [{ key: 'h2h', outcomes: [{ name: 'Kansas City Chiefs', price: chiefs }] }],
  });

  it('finds each card’s best lines among FanDuel, DraftKings and BetMGM only, by trimmed title', () => {
    const store = storeWithWeek(3, [
      game({ id: 'a', bookmakers: [priced(' FanDuel ', -150), priced('Caesars', 120), priced('BetMGM', -160)] }),
      game({ id: 'b', bookmakers: [priced('DraftKings', -110)] }),
    ]);
    expect(selectBestLines(store.getState(), 'a')).toEqual([
      { market: 'h2h', outcome: 'Kansas City Chiefs', price: -150, books: ['FanDuel'], unanimous: false },
    ]);
    expect(selectBestLines(store.getState(), 'b')).toEqual([
      { market: 'h2h', outcome: 'Kansas City Chiefs', price: -110, books: ['DraftKings'], unanimous: true },
    ]);
    expect(selectBestLines(store.getState(), 'elsewhere')).toEqual([]);
  });

  it('gives each card the same array until the week’s games change', () => {
    const store = storeWithWeek(3, [game({ id: 'a', bookmakers: [priced('FanDuel', -150)] }), game({ id: 'b' })]);
    const [a, b] = [selectBestLines(store.getState(), 'a'), selectBestLines(store.getState(), 'b')];
    store.dispatch(matchupOpened('a'));
    store.dispatch(bookmakerCycled({ gameId: 'a', step: 1 }));
    store.dispatch(probabilitiesToggled(true));
    expect(selectBestLines(store.getState(), 'a')).toBe(a);
    expect(selectBestLines(store.getState(), 'b')).toBe(b);
    seedOdds(store, 3, [game({ id: 'a', bookmakers: [priced('FanDuel', -140)] })]);
    expect(selectBestLines(store.getState(), 'a')[0]?.price).toBe(-140);
  });
});

describe('the open matchup', () => {
  const eagles: TeamRanking = {
    team_name: 'Philadelphia Eagles',
    combo: 'Balanced',
    ranks: { offense: 3, defense: 10, special_teams: 7 },
  };
  const cowboys: TeamRanking = {
    team_name: 'Dallas Cowboys',
    combo: 'Air raid',
    ranks: { offense: 12, defense: 2, special_teams: 7 },
  };

  it('compares the two teams unit by unit with ordinals and better flags', () => {
    const store = storeWithWeek(1, [game({ id: 'g', team1: 'Dallas Cowboys', team2: 'Philadelphia Eagles' })]);
    withRankings(store, [eagles, cowboys]);
    store.dispatch(matchupOpened('g'));
    expect(selectOpenGame(store.getState())?.id).toBe('g');
    const ranks = selectOpenMatchupRanks(store.getState());
    expect(
      ranks?.rows.map((row) => [row.team, row.cells.map((c) => `${c.label}:${c.better ? 'better' : 'worse'}`)]),
    ).toEqual([
      ['Dallas Cowboys', ['12th:worse', '2nd:better', '7th:worse']],
      ['Philadelphia Eagles', ['3rd:better', '10th:worse', '7th:worse']],
    ]);
  });

  it('matches ranking names ignoring case and padding', () => {
    const store = storeWithWeek(1, [
      game({ id: 'g', home_team: ' philadelphia eagles', away_team: 'DALLAS COWBOYS ' }),
    ]);
    withRankings(store, [eagles, cowboys]);
    store.dispatch(matchupOpened('g'));
    expect(selectOpenMatchupRanks(store.getState())?.rows.map((row) => row.team)).toEqual([
      'Philadelphia Eagles',
      'Dallas Cowboys',
    ]);
  });

  it('is undefined while either team has no ranking data', () => {
    const store = storeWithWeek(1, [game({ id: 'g' })]);
    withRankings(store, [eagles]);
    store.dispatch(matchupOpened('g'));
    expect(selectOpenMatchupRanks(store.getState())).toBeUndefined();
  });

  it('has no open game when the id is not one of the selected week', () => {
    const store = storeWithWeek(1, [game({ id: 'g' })]);
    store.dispatch(matchupOpened('elsewhere'));
    expect(selectOpenGame(store.getState())).toBeUndefined();
  });
});
