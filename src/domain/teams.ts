/**
 * The 32 NFL teams and their home stadiums (facts as of the 2025 season). Shared by the client
 * and the embedded API, so it imports only its stadium table.
 */
import { STADIUM_FACTS, type RoofType, type StadiumFacts, type StadiumKey, type Surface } from './stadiumFacts';

export type { RoofType, Surface };

export interface TeamRecord {
  team_id: string;
  team_name: string;
  team_alias: string;
  team_market: string;
  conference: 'AFC' | 'NFC';
  division: string;
  stadium_id: string;
  stadium_name: string;
  stadium_city: string;
  stadium_state: string;
  stadium_country: 'USA';
  stadium_zip: string | number;
  stadium_address: string;
  stadium_capacity: number;
  stadium_surface: Surface;
  stadium_roof_type: RoofType;
  stadium_sr_id: string;
  stadium_lat: number;
  stadium_lng: number;
  stadium_image: string;
  colors: { primary: string; secondary: string };
}

type Row = [alias: string, market: string, name: string, stadium: StadiumKey, primary: string, secondary: string];

// Within each division, teams are listed in their 2024 finishing order.
const DIVISIONS: ReadonlyArray<[division: string, rows: Row[]]> = [
  [
    'AFC East',
    [
      ['BUF', 'Buffalo', 'Bills', 'highmark', '#00338D', '#C60C30'],
      ['MIA', 'Miami', 'Dolphins', 'hardRock', '#008E97', '#FC4C02'],
      ['NYJ', 'New York', 'Jets', 'metLife', '#125740', '#FFFFFF'],
      ['NE', 'New England', 'Patriots', 'gillette', '#002244', '#C60C30'],
    ],
  ],
  [
    'AFC North',
    [
      ['BAL', 'Baltimore', 'Ravens', 'mAndT', '#241773', '#9E7C0C'],
      ['PIT', 'Pittsburgh', 'Steelers', 'acrisure', '#FFB612', '#101820'],
      ['CIN', 'Cincinnati', 'Bengals', 'paycor', '#FB4F14', '#000000'],
      ['CLE', 'Cleveland', 'Browns', 'huntington', '#311D00', '#FF3C00'],
    ],
  ],
  [
    'AFC South',
    [
      ['HOU', 'Houston', 'Texans', 'nrg', '#03202F', '#A71930'],
      ['IND', 'Indianapolis', 'Colts', 'lucasOil', '#002C5F', '#A2AAAD'],
      ['JAX', 'Jacksonville', 'Jaguars', 'everBank', '#006778', '#D7A22A'],
      ['TEN', 'Tennessee', 'Titans', 'nissan', '#0C2340', '#4B92DB'],
    ],
  ],
  [
    'AFC West',
    [
      ['KC', 'Kansas City', 'Chiefs', 'arrowhead', '#E31837', '#FFB81C'],
      ['LAC', 'Los Angeles', 'Chargers', 'soFi', '#0080C6', '#FFC20E'],
      ['DEN', 'Denver', 'Broncos', 'empower', '#FB4F14', '#002244'],
      ['LV', 'Las Vegas', 'Raiders', 'allegiant', '#000000', '#A5ACAF'],
    ],
  ],
  [
    'NFC East',
    [
      ['PHI', 'Philadelphia', 'Eagles', 'lincoln', '#004C54', '#A5ACAF'],
      ['WAS', 'Washington', 'Commanders', 'northwest', '#5A1414', '#FFB612'],
      ['DAL', 'Dallas', 'Cowboys', 'attStadium', '#003594', '#869397'],
      ['NYG', 'New York', 'Giants', 'metLife', '#0B2265', '#A71930'],
    ],
  ],
  [
    'NFC North',
    [
      ['DET', 'Detroit', 'Lions', 'ford', '#0076B6', '#B0B7BC'],
      ['MIN', 'Minnesota', 'Vikings', 'usBank', '#4F2683', '#FFC62F'],
      ['GB', 'Green Bay', 'Packers', 'lambeau', '#203731', '#FFB612'],
      ['CHI', 'Chicago', 'Bears', 'soldier', '#0B162A', '#C83803'],
    ],
  ],
  [
    'NFC South',
    [
      ['TB', 'Tampa Bay', 'Buccaneers', 'raymondJames', '#D50A0A', '#34302B'],
      ['ATL', 'Atlanta', 'Falcons', 'mercedes', '#A71930', '#000000'],
      ['CAR', 'Carolina', 'Panthers', 'bankOfAmerica', '#0085CA', '#101820'],
      ['NO', 'New Orleans', 'Saints', 'superdome', '#D3BC8D', '#101820'],
    ],
  ],
  [
    'NFC West',
    [
      ['LAR', 'Los Angeles', 'Rams', 'soFi', '#003594', '#FFA300'],
      ['SEA', 'Seattle', 'Seahawks', 'lumen', '#002244', '#69BE28'],
      ['ARI', 'Arizona', 'Cardinals', 'stateFarm', '#97233F', '#000000'],
      ['SF', 'San Francisco', '49ers', 'levis', '#AA0000', '#B3995D'],
    ],
  ],
];

function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[&.']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** FNV-1a, enough to give every team a stable opaque id without a dependency. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function uuidLike(key: string): string {
  const hex = [0, 1, 2, 3].map((i) => fnv1a(`${i}:${key}`).toString(16).padStart(8, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function toRecord(division: string, [alias, market, name, key, primary, secondary]: Row): TeamRecord {
  const s: StadiumFacts = STADIUM_FACTS[key];
  const stadiumId = slugify(s.name);
  return {
    team_id: uuidLike(`team:${alias}`),
    team_name: name,
    team_alias: alias,
    team_market: market,
    conference: division.startsWith('AFC') ? 'AFC' : 'NFC',
    division,
    stadium_id: stadiumId,
    stadium_name: s.name,
    stadium_city: s.city,
    stadium_state: s.state,
    stadium_country: 'USA',
    stadium_zip: s.zip,
    stadium_address: s.address,
    stadium_capacity: s.capacity,
    stadium_surface: s.surface,
    stadium_roof_type: s.roof,
    stadium_sr_id: `sr:venue:${(fnv1a(`venue:${stadiumId}`) % 90000) + 10000}`,
    stadium_lat: s.lat,
    stadium_lng: s.lng,
    stadium_image: `stadiums/${stadiumId}.jpg`,
    colors: { primary, secondary },
  };
}

export const TEAMS: readonly TeamRecord[] = DIVISIONS.flatMap(([division, rows]) =>
  rows.map((row) => toRecord(division, row)),
);

/** The eight divisions in the table's order, with how many teams each has. */
export const TEAM_DIVISIONS: readonly { name: string; teams: number }[] = DIVISIONS.map(([name, rows]) => ({
  name,
  teams: rows.length,
}));

export function fullTeamName(t: TeamRecord): string {
  return `${t.team_market} ${t.team_name}`;
}

export const NICKNAME_TO_FULL_NAME: Readonly<Record<string, string>> = Object.freeze(
  Object.fromEntries(TEAMS.map((t) => [t.team_name, fullTeamName(t)])),
);

/** How a feed names a team: 'Kansas City Chiefs' (full), 'Chiefs' (nickname) or 'KC' (alias). */
export type TeamNameKind = 'full' | 'nickname' | 'alias';

/** A team name as every comparison reads it: any case, any padding or run of spaces ('  kansas city  Chiefs'). */
export const teamNameKey = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** The one rule for whether two names are the same team's (best prices, spreads, records, opponents): teamNameKey. */
export const sameTeam = (a: string, b: string): boolean => teamNameKey(a) === teamNameKey(b);

const byKind: Readonly<Record<TeamNameKind, ReadonlyMap<string, TeamRecord>>> = {
  full: new Map(TEAMS.map((team) => [teamNameKey(fullTeamName(team)), team])),
  nickname: new Map(TEAMS.map((team) => [teamNameKey(team.team_name), team])),
  alias: new Map(TEAMS.map((team) => [teamNameKey(team.team_alias), team])),
};

/**
 * The one team lookup: the team a name means, ignoring case and padding, when it is one of the
 * kinds of name the caller accepts (by default only the full name); undefined otherwise.
 */
export function findTeam(name: string | undefined, kinds: readonly TeamNameKind[] = ['full']): TeamRecord | undefined {
  if (name === undefined) return undefined;
  const key = teamNameKey(name);
  for (const kind of kinds) {
    const team = byKind[kind].get(key);
    if (team) return team;
  }
  return undefined;
}

/**
 * A team name as shown: a team's full name in the team table's own spelling, whatever case and
 * spacing the feed sent it in ('  kansas city  CHIEFS' → 'Kansas City Chiefs'); any other name
 * ('Over', a nickname) trimmed, as given.
 */
export function teamDisplayName(name: string): string {
  const team = findTeam(name);
  return team ? fullTeamName(team) : name.trim();
}
