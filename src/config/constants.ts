/** Business constants of spec §9. */
export const SEASON_WEEKS = 18;
export const MIN_WEEK = 1;
/**
 * The build's prerendered pages cannot know the reader's week or year (the clock and the address say): they
 * lay out these in their place, hidden (components/ClockValue.tsx), and the app's hydration renders the same
 * before the real ones: figure spaces, a figure's width each (a week's two, a year's four), so the page
 * names no week and no year before the app knows them.
 */
export const PRERENDERED_WEEK = '\u2007\u2007';
export const PRERENDERED_YEAR = '\u2007\u2007\u2007\u2007';

export const CACHE_TTL_MS = {
  odds: 43_200_000,
  unitRankings: 43_200_000,
  powerRankings: 43_200_000,
  playerStats: 86_400_000,
  playerProps: 14_400_000,
} as const;

export const PLAYER_DATA_RETRIES = 3;
export const SHOWN_BOOKMAKERS = ['FanDuel', 'DraftKings', 'BetMGM'] as const;
export const RANK_UNITS = ['offense', 'defense', 'special_teams'] as const;
export const MAX_COMPARISON = 4;
export const MIN_COMPARISON = 2;
export const FIRST_TD_DEFAULT_LINE = 0.5;
export const FREE_TRIAL_BANNER = 'Free Trial through Week 7';
export const ADMIN_BANNER = 'Admin User';
/** Issue #11: outdoors, wind at or above this (mph, as shown) gets the passing-and-kicking flag. */
export const WINDY_MPH = 15;
export const SIGN_IN_POPUP = { width: 500, height: 600, cancelAfterMs: 8_000 } as const;

export const COMPANY = 'Gridline Analytics LLC';
export const PRODUCT = 'Gridline';

/**
 * How long, from a screen's (or a week's) first showing, its rows wait for the research that adds
 * lines to them (opening lines and scores on /nfl, hit rates on Player Props), so they appear whole
 * instead of moving as each line arrives (a layout shift). Research that is slow or fails never
 * holds the spec's content back longer than this.
 */
export const RESEARCH_WAIT_MS = 1000;
