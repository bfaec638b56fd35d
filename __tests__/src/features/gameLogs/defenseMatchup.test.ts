import { defenseMatchup, matchupBefore, matchupTier } from '../../../../src/features/gameLogs/defenseMatchup';
import type { DefenseFigure } from '../../../../src/features/gameLogs/types';

const figure = (team: string, position: DefenseFigure['position'], rank: number, games: number): DefenseFigure => ({
  team,
  position,
  games,
  fantasyPointsPerGame: 20,
  yardsPerGame: 200,
  touchdownsPerGame: 1,
  rank,
});

describe('matchupTier', () => {
  it.each([
    [1, 'tough'],
    [8, 'tough'],
    [9, 'neutral'],
    [24, 'neutral'],
    [25, 'favourable'],
    [32, 'favourable'],
  ])('reads rank %i as %s', (rank, tier) => {
    expect(matchupTier(rank)).toBe(tier);
  });
});

describe('defenseMatchup', () => {
  const figures = [
    figure('Kansas City Chiefs', 'WR', 28, 6),
    figure('Kansas City Chiefs', 'QB', 3, 6),
    figure('Buffalo Bills', 'WR', 12, 2),
  ];

  it("names the defence by its alias with its ordinal rank against the position: 'vs KC: 28th vs WR'", () => {
    expect(defenseMatchup(figures, 'Kansas City Chiefs', 'WR')).toEqual({
      team: 'Kansas City Chiefs',
      position: 'WR',
      rank: 28,
      tier: 'favourable',
      provisional: false,
      label: 'vs KC: 28th vs WR',
    });
    expect(defenseMatchup(figures, 'Kansas City Chiefs', 'QB')?.label).toBe('vs KC: 3rd vs QB');
    expect(defenseMatchup(figures, 'Kansas City Chiefs', 'QB')?.tier).toBe('tough');
  });

  it('marks figures from fewer than 4 games provisional', () => {
    expect(defenseMatchup(figures, 'Buffalo Bills', 'WR')).toMatchObject({
      rank: 12,
      tier: 'neutral',
      provisional: true,
    });
    expect(defenseMatchup([figure('Buffalo Bills', 'WR', 12, 4)], 'Buffalo Bills', 'WR')?.provisional).toBe(false);
  });

  it('has no matchup for a position without defence figures or a defence the table lacks', () => {
    expect(defenseMatchup(figures, 'Kansas City Chiefs', 'K')).toBeUndefined();
    expect(defenseMatchup(figures, 'Buffalo Bills', 'QB')).toBeUndefined();
    expect(defenseMatchup(figures, 'Springfield Atoms', 'WR')).toBeUndefined();
  });

  it("keeps a defence's own name when the team table does not know it", () => {
    expect(defenseMatchup([figure('Springfield Atoms', 'TE', 30, 5)], 'Springfield Atoms', 'TE')?.label).toBe(
      'vs Springfield Atoms: 30th vs TE',
    );
  });
});

describe('matchupBefore', () => {
  const before = [figure('Buffalo Bills', 'WR', 12, 2), figure('Buffalo Bills', 'QB', 3, 2)];
  it('reads a game against the defence as it stood before it', () => {
    expect(matchupBefore(before, ' buffalo  bills ', 'WR')).toMatchObject({
      rank: 12,
      provisional: true,
      label: 'vs BUF: 12th vs WR',
    });
  });

  it('says a defence had no games yet when the week’s figures do not have it', () => {
    expect(matchupBefore(before, 'Kansas City Chiefs', 'WR')).toEqual({
      team: 'Kansas City Chiefs',
      noGamesYet: true,
      label: 'vs KC: no games yet',
    });
    expect(matchupBefore([], 'Kansas City Chiefs', 'TE')).toMatchObject({ label: 'vs KC: no games yet' });
  });

  it('has none without the week’s figures, for a position without figures, or without an opponent', () => {
    expect(matchupBefore(undefined, 'Buffalo Bills', 'WR')).toBeUndefined();
    expect(matchupBefore(before, 'Buffalo Bills', 'K')).toBeUndefined();
    expect(matchupBefore(before, ' ', 'WR')).toBeUndefined();
  });
});
