import { fullTeamName, TEAMS } from '../../../src/domain/teams';

/**
 * nflverse's codes that are not the alias of `src/domain/teams.ts`: `LA` is the Rams; older seasons' codes name today's
 * franchise.
 */
const NFLVERSE_CODES: Readonly<Record<string, string>> = { LA: 'LAR', OAK: 'LV', SD: 'LAC', STL: 'LAR' };

const byAlias = new Map(TEAMS.map((team) => [team.team_alias, fullTeamName(team)]));
const byCode = new Map([
  ...byAlias,
  ...Object.entries(NFLVERSE_CODES).map(([code, alias]): [string, string] => [code, byAlias.get(alias) ?? '']),
]);

/** The full name ('Los Angeles Rams') of an nflverse team code ('LA'); undefined for a code that is none of the 32. */
export function nflverseTeamName(code: string): string | undefined {
  return byCode.get(code);
}

const codeByName = new Map(
  [...byAlias].map(([alias, name]): [string, string] => [name, alias === 'LAR' ? 'LA' : alias]),
);

/** nflverse's code ('LA', 'KC') of a full name ('Los Angeles Rams'); undefined for a name that is none of the 32. */
export function nflverseCode(fullName: string): string | undefined {
  return codeByName.get(fullName);
}
