import type { Game } from '../../../../src/features/odds/types';

/** A game for rule tests: Cowboys at Eagles on opening night, with any field overridden. */
export const game = (overrides: Partial<Game> = {}): Game => ({
  id: 'g',
  commence_time: '2025-09-05T00:20:00Z',
  home_team: 'Philadelphia Eagles',
  away_team: 'Dallas Cowboys',
  bookmakers: [],
  ...overrides,
});
