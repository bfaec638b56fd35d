import type { LoggedGame } from '../../../../src/features/props/hitRates';
import { playerResearch } from '../../../../src/features/props/propResearch';
import type { PropLine } from '../../../../src/features/props/types';

const game = (week: number, stats: Partial<LoggedGame>): LoggedGame => ({
  player_id: 'wr',
  name: 'W R',
  team_name: 'Arizona Cardinals',
  position: 'WR',
  season_id: 's',
  games_played: 1,
  week,
  opponent: 'Seattle Seahawks',
  ...stats,
});

const games = [
  game(1, { rec_yards: 77, rec_receptions: 5, rec_touchdowns: 0 }),
  game(2, { rec_yards: 34, rec_receptions: 2, rec_touchdowns: 0 }),
  game(3, { rec_yards: 100, rec_receptions: 9, rec_touchdowns: 1, position: 'TE' }),
];

const lines: PropLine[] = [
  { market: 'Receiving Yards', selectionName: 'Over', line: 61.5, price: -110 },
  { market: 'Receiving Yards', selectionName: 'Under', line: 61.5, price: -110 },
  { market: 'Receptions', selectionName: 'Over', line: 5.5, price: 120 },
  { market: 'Rushing Yards', selectionName: 'Over', price: 100 }, // no line: hidden, as on the screen
  { market: 'Longest Reception', selectionName: 'Over', line: 20.5 }, // not in a box score's terms
  { market: 'Anytime Touchdown Scorer', selectionName: 'Yes', line: 0.5, price: 200 },
  { market: 'First Touchdown Scorer', selectionName: 'Yes', price: 900 },
];

describe('playerResearch', () => {
  const research = playerResearch(lines, games);

  it('has one entry per market and line with a shown line, in the feed order', () => {
    expect(research.markets.map((entry) => [entry.market, entry.line, entry.kind])).toEqual([
      ['Receiving Yards', 61.5, 'rates'],
      ['Receptions', 5.5, 'rates'],
      ['Anytime Touchdown Scorer', 0.5, 'rates'],
      ['First Touchdown Scorer', 0.5, 'notInBoxScores'],
    ]);
  });

  it('counts each market against its line (hand-checked)', () => {
    const rates = research.markets.map((entry) =>
      entry.kind === 'rates' ? [entry.rates.lastTen, entry.rates.streak] : undefined,
    );
    expect(rates).toEqual([
      // 77 over, 34 under, 100 over
      [
        { hits: 2, games: 3 },
        { outcome: 'over', games: 1 },
      ],
      // 5 under, 2 under, 9 over
      [
        { hits: 1, games: 3 },
        { outcome: 'over', games: 1 },
      ],
      // no, no, scored
      [
        { hits: 1, games: 3 },
        { outcome: 'over', games: 1 },
      ],
      undefined,
    ]);
  });

  it("takes his position from his latest game, and his row's rate from his best market", () => {
    expect(research.position).toBe('TE');
    expect(research.games).toBe(3);
    expect(research.lastTen).toEqual({ hits: 2, games: 3 });
  });

  it('has no position or rate without games', () => {
    expect(playerResearch(lines, [])).toMatchObject({ games: 0, position: '' });
    expect(playerResearch(lines, []).lastTen).toBeUndefined();
  });
});
