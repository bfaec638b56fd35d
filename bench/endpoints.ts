import defaults from '../src/config/defaults.json';
import { TEAMS } from '../src/domain/teams';

export type EndpointName =
  | 'seasons'
  | 'teamOdds'
  | 'unit-rankings'
  | 'power-rankings'
  | 'playerData'
  | 'playerProps'
  | 'weather'
  | 'stadium image';

export interface BenchEndpoint {
  name: EndpointName;
  /** How the benchmarks print it. */
  label: string;
  /** Path and query, to append to the server's URL. */
  path: string;
  /** A JSON answer (the stadium image is a JPEG). */
  json: boolean;
}

interface Season {
  id: string;
  label: string;
}

/**
 * Every endpoint of the embedded API (CONTRACT §4) with valid parameters, for the benchmarks:
 * playerData asks for the newest season that /api/seasons lists, weather and the image are
 * Green Bay's stadium.
 */
export async function benchEndpoints(serverUrl: string): Promise<BenchEndpoint[]> {
  const seasons = (await (await fetch(`${serverUrl}/api/seasons`)).json()) as Season[];
  const season = seasons[0];
  if (!season) throw new Error('/api/seasons listed no season');
  const home = TEAMS.find((team) => team.team_alias === 'GB') ?? TEAMS[0];
  if (!home) throw new Error('src/domain/teams.ts has no team');
  const weather = `/api/weather?lat=${home.stadium_lat}&lon=${home.stadium_lng}&units=imperial&appid=${defaults.WEATHER_API_KEY}`;
  return [
    { name: 'seasons', label: 'seasons', path: '/api/seasons', json: true },
    { name: 'teamOdds', label: 'teamOdds?week=1', path: '/api/teamOdds?week=1', json: true },
    { name: 'unit-rankings', label: 'unit-rankings', path: '/api/teamData/unit-rankings', json: true },
    { name: 'power-rankings', label: 'power-rankings', path: '/api/teamData/power-rankings', json: true },
    { name: 'playerData', label: `playerData (${season.label})`, path: `/api/playerData?season_id=${encodeURIComponent(season.id)}`, json: true },
    { name: 'playerProps', label: 'playerProps', path: '/api/playerProps', json: true },
    { name: 'weather', label: 'weather', path: weather, json: true },
    { name: 'stadium image', label: `stadium image (${home.stadium_id})`, path: `/api/images/stadiums/${home.stadium_id}.jpg`, json: false },
  ];
}
