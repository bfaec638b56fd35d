import type { StubGame } from './oddsApiStub';

/*
 * A week of a season nflverse has not published (issue #59 item 3): the provider stub's events at a clock in
 * December 2026, when the shipped files end with 2024.
 */

/** Wednesday of 2026's week 14, noon UTC: every game of the week to come. */
export const DEC_9_2026 = '2026-12-09T12:00:00Z';

/** Week 14 of 2026 (Thursday 10 December to Monday 14 December, US Eastern kickoffs in UTC). */
export const WEEK14_2026: readonly StubGame[] = [
  { away_team: 'Denver Broncos', home_team: 'Kansas City Chiefs', kickoff: '2026-12-11T01:15:00Z' },
  { away_team: 'Los Angeles Rams', home_team: 'Seattle Seahawks', kickoff: '2026-12-13T18:00:00Z' },
  { away_team: 'Buffalo Bills', home_team: 'Miami Dolphins', kickoff: '2026-12-15T01:15:00Z' },
];

/** The ids nflverse will give those games. */
export const WEEK14_2026_IDS = ['2026_14_DEN_KC', '2026_14_LA_SEA', '2026_14_BUF_MIA'];
