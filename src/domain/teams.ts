/**
 * The 32 NFL teams and their home stadiums (facts as of the 2025 season). Shared by the client
 * and the embedded API, so it imports nothing.
 */
export type RoofType = 'outdoor' | 'dome' | 'retractable_dome';
export type Surface = 'turf' | 'artificial';

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

interface StadiumFacts {
  name: string;
  city: string;
  state: string;
  zip: string | number;
  address: string;
  capacity: number;
  surface: Surface;
  roof: RoofType;
  lat: number;
  lng: number;
}

// 'turf' is the data source's word for natural grass, 'artificial' for synthetic surfaces.
const S = {
  highmark: {
    name: 'Highmark Stadium',
    city: 'Orchard Park',
    state: 'NY',
    zip: 14127,
    address: '1 Bills Drive',
    capacity: 71608,
    surface: 'artificial',
    roof: 'outdoor',
    lat: 42.7738,
    lng: -78.787,
  },
  hardRock: {
    name: 'Hard Rock Stadium',
    city: 'Miami Gardens',
    state: 'FL',
    zip: '33056',
    address: '347 Don Shula Drive',
    capacity: 65326,
    surface: 'turf',
    roof: 'outdoor',
    lat: 25.958,
    lng: -80.2389,
  },
  gillette: {
    name: 'Gillette Stadium',
    city: 'Foxborough',
    state: 'MA',
    zip: '02035',
    address: '1 Patriot Place',
    capacity: 65878,
    surface: 'artificial',
    roof: 'outdoor',
    lat: 42.0909,
    lng: -71.2643,
  },
  metLife: {
    name: 'MetLife Stadium',
    city: 'East Rutherford',
    state: 'NJ',
    zip: '07073',
    address: '1 MetLife Stadium Drive',
    capacity: 82500,
    surface: 'artificial',
    roof: 'outdoor',
    lat: 40.8135,
    lng: -74.0745,
  },
  mAndT: {
    name: 'M&T Bank Stadium',
    city: 'Baltimore',
    state: 'MD',
    zip: 21230,
    address: '1101 Russell Street',
    capacity: 71008,
    surface: 'turf',
    roof: 'outdoor',
    lat: 39.278,
    lng: -76.6227,
  },
  paycor: {
    name: 'Paycor Stadium',
    city: 'Cincinnati',
    state: 'OH',
    zip: '45202',
    address: '1 Paycor Stadium',
    capacity: 65515,
    surface: 'artificial',
    roof: 'outdoor',
    lat: 39.0955,
    lng: -84.5161,
  },
  huntington: {
    name: 'Huntington Bank Field',
    city: 'Cleveland',
    state: 'OH',
    zip: 44114,
    address: '100 Alfred Lerner Way',
    capacity: 67431,
    surface: 'turf',
    roof: 'outdoor',
    lat: 41.5061,
    lng: -81.6995,
  },
  acrisure: {
    name: 'Acrisure Stadium',
    city: 'Pittsburgh',
    state: 'PA',
    zip: 15212,
    address: '100 Art Rooney Avenue',
    capacity: 68400,
    surface: 'turf',
    roof: 'outdoor',
    lat: 40.4468,
    lng: -80.0158,
  },
  nrg: {
    name: 'NRG Stadium',
    city: 'Houston',
    state: 'TX',
    zip: '77054',
    address: 'NRG Parkway',
    capacity: 72220,
    surface: 'artificial',
    roof: 'retractable_dome',
    lat: 29.6847,
    lng: -95.4107,
  },
  lucasOil: {
    name: 'Lucas Oil Stadium',
    city: 'Indianapolis',
    state: 'IN',
    zip: 46225,
    address: '500 South Capitol Avenue',
    capacity: 67000,
    surface: 'artificial',
    roof: 'retractable_dome',
    lat: 39.7601,
    lng: -86.1639,
  },
  everBank: {
    name: 'EverBank Stadium',
    city: 'Jacksonville',
    state: 'FL',
    zip: '32202',
    address: '1 EverBank Stadium Drive',
    capacity: 67814,
    surface: 'turf',
    roof: 'outdoor',
    lat: 30.3239,
    lng: -81.6373,
  },
  nissan: {
    name: 'Nissan Stadium',
    city: 'Nashville',
    state: 'TN',
    zip: 37213,
    address: '1 Titans Way',
    capacity: 69143,
    surface: 'artificial',
    roof: 'outdoor',
    lat: 36.1665,
    lng: -86.7713,
  },
  empower: {
    name: 'Empower Field at Mile High',
    city: 'Denver',
    state: 'CO',
    zip: 80204,
    address: '1701 Bryant Street',
    capacity: 76125,
    surface: 'turf',
    roof: 'outdoor',
    lat: 39.7439,
    lng: -105.0201,
  },
  arrowhead: {
    name: 'GEHA Field at Arrowhead Stadium',
    city: 'Kansas City',
    state: 'MO',
    zip: '64129',
    address: '1 Arrowhead Drive',
    capacity: 76416,
    surface: 'turf',
    roof: 'outdoor',
    lat: 39.0489,
    lng: -94.4839,
  },
  allegiant: {
    name: 'Allegiant Stadium',
    city: 'Las Vegas',
    state: 'NV',
    zip: 89118,
    address: '3333 Al Davis Way',
    capacity: 65000,
    surface: 'turf',
    roof: 'dome',
    lat: 36.0909,
    lng: -115.1833,
  },
  soFi: {
    name: 'SoFi Stadium',
    city: 'Inglewood',
    state: 'CA',
    zip: '90301',
    address: '1001 Stadium Drive',
    capacity: 70240,
    surface: 'artificial',
    roof: 'dome',
    lat: 33.9535,
    lng: -118.3392,
  },
  attStadium: {
    name: 'AT&T Stadium',
    city: 'Arlington',
    state: 'TX',
    zip: 76011,
    address: '1 AT&T Way',
    capacity: 80000,
    surface: 'artificial',
    roof: 'retractable_dome',
    lat: 32.7473,
    lng: -97.0945,
  },
  lincoln: {
    name: 'Lincoln Financial Field',
    city: 'Philadelphia',
    state: 'PA',
    zip: '19148',
    address: '1 Lincoln Financial Field Way',
    capacity: 69796,
    surface: 'turf',
    roof: 'outdoor',
    lat: 39.9008,
    lng: -75.1675,
  },
  northwest: {
    name: 'Northwest Stadium',
    city: 'Landover',
    state: 'MD',
    zip: 20785,
    address: '1600 FedEx Way',
    capacity: 67617,
    surface: 'turf',
    roof: 'outdoor',
    lat: 38.9077,
    lng: -76.8645,
  },
  soldier: {
    name: 'Soldier Field',
    city: 'Chicago',
    state: 'IL',
    zip: '60605',
    address: '1410 Special Olympics Drive',
    capacity: 61500,
    surface: 'turf',
    roof: 'outdoor',
    lat: 41.8623,
    lng: -87.6167,
  },
  ford: {
    name: 'Ford Field',
    city: 'Detroit',
    state: 'MI',
    zip: 48226,
    address: '2000 Brush Street',
    capacity: 65000,
    surface: 'artificial',
    roof: 'dome',
    lat: 42.34,
    lng: -83.0456,
  },
  lambeau: {
    name: 'Lambeau Field',
    city: 'Green Bay',
    state: 'WI',
    zip: 54304,
    address: '1265 Lombardi Avenue',
    capacity: 81441,
    surface: 'turf',
    roof: 'outdoor',
    lat: 44.5013,
    lng: -88.0622,
  },
  usBank: {
    name: 'U.S. Bank Stadium',
    city: 'Minneapolis',
    state: 'MN',
    zip: '55415',
    address: '401 Chicago Avenue',
    capacity: 66655,
    surface: 'artificial',
    roof: 'dome',
    lat: 44.9737,
    lng: -93.2577,
  },
  mercedes: {
    name: 'Mercedes-Benz Stadium',
    city: 'Atlanta',
    state: 'GA',
    zip: '30313',
    address: '1 AMB Drive NW',
    capacity: 71000,
    surface: 'artificial',
    roof: 'retractable_dome',
    lat: 33.7554,
    lng: -84.4008,
  },
  bankOfAmerica: {
    name: 'Bank of America Stadium',
    city: 'Charlotte',
    state: 'NC',
    zip: 28202,
    address: '800 South Mint Street',
    capacity: 74867,
    surface: 'artificial',
    roof: 'outdoor',
    lat: 35.2258,
    lng: -80.8528,
  },
  superdome: {
    name: 'Caesars Superdome',
    city: 'New Orleans',
    state: 'LA',
    zip: 70112,
    address: '1500 Sugar Bowl Drive',
    capacity: 73208,
    surface: 'artificial',
    roof: 'dome',
    lat: 29.9511,
    lng: -90.0812,
  },
  raymondJames: {
    name: 'Raymond James Stadium',
    city: 'Tampa',
    state: 'FL',
    zip: '33607',
    address: '4201 North Dale Mabry Highway',
    capacity: 65618,
    surface: 'turf',
    roof: 'outdoor',
    lat: 27.9759,
    lng: -82.5033,
  },
  stateFarm: {
    name: 'State Farm Stadium',
    city: 'Glendale',
    state: 'AZ',
    zip: 85305,
    address: '1 Cardinals Drive',
    capacity: 63400,
    surface: 'turf',
    roof: 'retractable_dome',
    lat: 33.5276,
    lng: -112.2626,
  },
  levis: {
    name: "Levi's Stadium",
    city: 'Santa Clara',
    state: 'CA',
    zip: '95054',
    address: '4900 Marie P. DeBartolo Way',
    capacity: 68500,
    surface: 'turf',
    roof: 'outdoor',
    lat: 37.403,
    lng: -121.97,
  },
  lumen: {
    name: 'Lumen Field',
    city: 'Seattle',
    state: 'WA',
    zip: 98134,
    address: '800 Occidental Avenue South',
    capacity: 68740,
    surface: 'artificial',
    roof: 'outdoor',
    lat: 47.5952,
    lng: -122.3316,
  },
} satisfies Record<string, StadiumFacts>;

type Row = [alias: string, market: string, name: string, stadium: keyof typeof S, primary: string, secondary: string];

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
  const s: StadiumFacts = S[key];
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
