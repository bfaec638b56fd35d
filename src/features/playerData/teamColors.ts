import { findTeam, fullTeamName, TEAMS } from '../../domain/teams';

const UNKNOWN = 'team-unknown';

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[&.']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A stable CSS class per team, 'team-{slug of the full name}'; 'team-unknown' when blank. */
export function teamColorClass(teamName: string): string {
  // A nickname ("Chiefs") or alias ("KC") has the same class as the full name.
  const team = findTeam(teamName, ['full', 'nickname', 'alias']);
  const name = team ? fullTeamName(team) : teamName.trim();
  const key = slug(name);
  return key === '' ? UNKNOWN : `team-${key}`;
}

/** Each of the 32 teams' primary colour, keyed by its `teamColorClass`. */
export const TEAM_COLORS: Record<string, { primary: string }> = Object.fromEntries(
  TEAMS.map((team) => [teamColorClass(fullTeamName(team)), { primary: team.colors.primary }]),
);
