import { fullTeamName, TEAMS } from '../../domain/teams';

const UNKNOWN = 'team-unknown';

const slug = (name: string) =>
  name.toLowerCase().replace(/[&.']/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

// A nickname ("Chiefs") or alias ("KC") maps to the same class as the full name.
const FULL_NAME_BY_KEY: ReadonlyMap<string, string> = new Map(
  TEAMS.flatMap((team) => {
    const full = fullTeamName(team);
    return [full, team.team_name, team.team_alias].map((key) => [key.toLowerCase(), full] as const);
  }),
);

/** A stable CSS class per team, 'team-{slug of the full name}'; 'team-unknown' when blank. */
export function teamColorClass(teamName: string): string {
  const trimmed = teamName.trim();
  const name = FULL_NAME_BY_KEY.get(trimmed.toLowerCase()) ?? trimmed;
  const key = slug(name);
  return key === '' ? UNKNOWN : `team-${key}`;
}

/** Each of the 32 teams' primary colour, keyed by its `teamColorClass`. */
export const TEAM_COLORS: Record<string, { primary: string }> = Object.fromEntries(
  TEAMS.map((team) => [teamColorClass(fullTeamName(team)), { primary: team.colors.primary }]),
);
