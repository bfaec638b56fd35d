import { fullTeamName, TEAMS, type TeamRecord } from '../../src/domain/teams';

const BY_ALIAS = new Map(TEAMS.map((t) => [t.team_alias, t]));

export function teamByAlias(alias: string): TeamRecord {
  const t = BY_ALIAS.get(alias);
  if (!t) throw new Error(`unknown team ${alias}`);
  return t;
}

export function fullNameOf(alias: string): string {
  return fullTeamName(teamByAlias(alias));
}
