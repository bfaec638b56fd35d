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
  | 'stadium image'
  | 'scores'
  | 'opening'
  | 'history'
  | 'gameLogs (player)'
  | 'gameLogs (week)'
  | 'defense'
  | 'forecast';

export interface BenchEndpoint {
  name: EndpointName;
  /** How the benchmarks print it. */
  label: string;
  /** Path and query, to append to the server's URL. */
  path: string;
  /** A JSON answer (the stadium image is a JPEG). */
  json: boolean;
  /** A research endpoint of CONTRACT §8 (its p99 has a budget). */
  research?: boolean;
}

export interface Season {
  id: string;
  label: string;
}

/** GET a JSON answer or fail with the status. */
export async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * Every endpoint of the embedded API (CONTRACT §4 and §8) with valid parameters, for the
 * benchmarks: the newest season that /api/seasons lists, week 1, its first game, the season's
 * busiest quarterback, and Green Bay's stadium for weather and the image.
 */
export async function benchEndpoints(serverUrl: string): Promise<BenchEndpoint[]> {
  const seasons = await fetchJson<Season[]>(`${serverUrl}/api/seasons`);
  const season = seasons[0];
  if (!season) throw new Error('/api/seasons listed no season');
  const home = TEAMS.find((team) => team.team_alias === 'GB') ?? TEAMS[0];
  if (!home) throw new Error('src/domain/teams.ts has no team');
  const [game] = await fetchJson<Array<{ id: string }>>(`${serverUrl}/api/teamOdds?week=1`);
  const rows = await fetchJson<Array<{ player_id: string; position: string; pass_attempts?: number | null }>>(
    `${serverUrl}/api/playerData?season_id=${encodeURIComponent(season.id)}`,
  );
  const [passer] = rows
    .filter((row) => row.position === 'QB')
    .sort((a, b) => (b.pass_attempts ?? 0) - (a.pass_attempts ?? 0));
  if (!game || !passer) throw new Error('no game in week 1 or no quarterback');
  const at = `lat=${home.stadium_lat}&lon=${home.stadium_lng}&units=imperial&appid=${defaults.WEATHER_API_KEY}`;
  const seasonQuery = `season_id=${encodeURIComponent(season.id)}`;
  return [
    { name: 'seasons', label: 'seasons', path: '/api/seasons', json: true },
    { name: 'teamOdds', label: 'teamOdds?week=1', path: '/api/teamOdds?week=1', json: true },
    { name: 'unit-rankings', label: 'unit-rankings', path: '/api/teamData/unit-rankings', json: true },
    { name: 'power-rankings', label: 'power-rankings', path: '/api/teamData/power-rankings', json: true },
    { name: 'playerData', label: `playerData (${season.label})`, path: `/api/playerData?${seasonQuery}`, json: true },
    { name: 'playerProps', label: 'playerProps', path: '/api/playerProps', json: true },
    { name: 'weather', label: 'weather', path: `/api/weather?${at}`, json: true },
    {
      name: 'stadium image',
      label: `stadium image (${home.stadium_id})`,
      path: `/api/images/stadiums/${home.stadium_id}.jpg`,
      json: false,
    },
    { name: 'scores', label: 'scores?week=1', path: '/api/scores?week=1', json: true, research: true },
    {
      name: 'opening',
      label: 'teamOdds/opening?week=1',
      path: '/api/teamOdds/opening?week=1',
      json: true,
      research: true,
    },
    {
      name: 'history',
      label: 'teamOdds/history (1 game)',
      path: `/api/teamOdds/history?event_id=${game.id}`,
      json: true,
      research: true,
    },
    {
      name: 'gameLogs (player)',
      label: `playerGameLogs (1 QB, ${season.label})`,
      path: `/api/playerGameLogs?${seasonQuery}&player_id=${passer.player_id}`,
      json: true,
      research: true,
    },
    {
      name: 'gameLogs (week)',
      label: `playerGameLogs (week 1, ${season.label})`,
      path: `/api/playerGameLogs?${seasonQuery}&week=1`,
      json: true,
      research: true,
    },
    {
      name: 'defense',
      label: `defense-vs-position (${season.label})`,
      path: `/api/teamData/defense-vs-position?${seasonQuery}`,
      json: true,
      research: true,
    },
    {
      name: 'defense',
      label: `defense-vs-position/weekly (${season.label})`,
      path: `/api/teamData/defense-vs-position/weekly?${seasonQuery}`,
      json: true,
      research: true,
    },
    { name: 'forecast', label: 'weather/forecast', path: `/api/weather/forecast?${at}`, json: true, research: true },
  ];
}
