import type { RANK_UNITS } from '../config/constants';

/** How the ranked units are headed in the matchup modal and the team profile (spec §2). */
export const UNIT_LABELS: Readonly<Record<(typeof RANK_UNITS)[number], string>> = {
  offense: 'Offense',
  defense: 'Defense',
  special_teams: 'Special Teams',
};
