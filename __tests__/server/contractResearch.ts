/** Checks of the wire shapes of CONTRACT §8; each returns the problems it finds. */
type Problems = string[];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isIsoUtc = (value: unknown) => typeof value === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(value);
const isCount = (value: unknown) => Number.isInteger(value) && Number(value) >= 0;

export function checkScoreEvent(event: unknown, teamNames: Set<string>): Problems {
  if (!isObject(event)) return ['score event is not an object'];
  const problems: Problems = [];
  if (typeof event.id !== 'string' || event.id === '') problems.push('id');
  if (!isIsoUtc(event.commence_time)) problems.push('commence_time');
  if (typeof event.completed !== 'boolean') problems.push('completed');
  for (const key of ['home_team', 'away_team'] as const) if (!teamNames.has(String(event[key]))) problems.push(key);
  if (event.scores === null) {
    if (event.completed !== false) problems.push('null scores on a completed game');
    if (event.last_update !== null) problems.push('last_update before kickoff');
  } else if (!Array.isArray(event.scores) || event.scores.length !== 2) {
    problems.push('scores');
  } else {
    const names = event.scores.map((score: unknown) => (isObject(score) ? score.name : undefined));
    if ([...names].sort().join() !== [event.home_team, event.away_team].sort().join()) problems.push('score names');
    for (const score of event.scores)
      if (!isObject(score) || !/^\d+$/.test(String(score.score))) problems.push(`score ${JSON.stringify(score)}`);
    if (!isIsoUtc(event.last_update)) problems.push('last_update');
  }
  return problems.map((problem) => `${String(event.id)}: ${problem}`);
}

export function checkHistory(history: unknown, checkBooks: (books: unknown) => Problems): Problems {
  if (!isObject(history)) return ['history is not an object'];
  const problems: Problems = [];
  for (const key of ['id', 'home_team', 'away_team'] as const) if (typeof history[key] !== 'string') problems.push(key);
  if (!isIsoUtc(history.commence_time)) problems.push('commence_time');
  if (!Array.isArray(history.snapshots)) return [...problems, 'snapshots'];
  for (const snapshot of history.snapshots) {
    if (!isObject(snapshot) || !isIsoUtc(snapshot.timestamp))
      problems.push(`snapshot ${JSON.stringify(snapshot).slice(0, 60)}`);
    else problems.push(...checkBooks(snapshot.bookmakers));
  }
  return problems;
}

const LOG_FIELDS = [
  'player_id',
  'name',
  'team_name',
  'position',
  'season_id',
  'week',
  'game_id',
  'commence_time',
  'opponent',
  'home',
  'team_score',
  'opponent_score',
  'games_played',
];
const STAT_FIELDS = new Set([
  'pass_completions',
  'pass_attempts',
  'pass_yards',
  'pass_touchdowns',
  'pass_interceptions',
  'rush_attempts',
  'rush_yards',
  'rush_avg_yards',
  'rush_touchdowns',
  'rec_receptions',
  'rec_targets',
  'rec_yards',
  'rec_avg_yards',
  'rec_touchdowns',
  'tackles',
  'combined',
  'sacks',
  'passes_defended',
  'interceptions',
]);

export function checkGameLogRow(row: unknown, seasonId: string, teamNames: Set<string>): Problems {
  if (!isObject(row)) return ['row is not an object'];
  const problems: Problems = [];
  for (const key of LOG_FIELDS) if (!(key in row)) problems.push(`missing ${key}`);
  if (row.season_id !== seasonId) problems.push('season_id');
  if (!Number.isInteger(row.week) || Number(row.week) < 1 || Number(row.week) > 18) problems.push('week');
  if (typeof row.game_id !== 'string' || !isIsoUtc(row.commence_time)) problems.push('game');
  if (!teamNames.has(String(row.opponent)) || row.opponent === row.team_name) problems.push('opponent');
  if (typeof row.home !== 'boolean' || !isCount(row.team_score) || !isCount(row.opponent_score))
    problems.push('home or score');
  if (row.games_played !== 1) problems.push('games_played');
  // Every row names the player's team in that game (CONTRACT §8), even where his season row leaves it out.
  if (!teamNames.has(String(row.team_name))) problems.push('team_name');
  for (const [key, value] of Object.entries(row)) {
    if (LOG_FIELDS.includes(key)) continue;
    if (!STAT_FIELDS.has(key)) problems.push(`unexpected ${key}`);
    else if (value !== null && typeof value !== 'number') problems.push(key);
  }
  return problems.map((problem) => `${String(row.player_id)} week ${String(row.week)}: ${problem}`);
}

export function checkDefenseTable(table: unknown, teamNames: Set<string>): Problems {
  if (!isObject(table) || !isCount(table.through_week) || !isObject(table.teams)) return ['table'];
  const problems: Problems = [];
  if (Object.keys(table.teams).sort().join() !== [...teamNames].sort().join()) problems.push('teams');
  for (const [team, positions] of Object.entries(table.teams)) {
    if (!isObject(positions) || Object.keys(positions).sort().join() !== 'QB,RB,TE,WR') {
      problems.push(`${team} positions`);
      continue;
    }
    for (const [position, figures] of Object.entries(positions)) {
      const ok =
        isObject(figures) &&
        isCount(figures.games) &&
        ['fantasy_points_per_game', 'yards_per_game', 'touchdowns_per_game'].every(
          (key) => typeof figures[key] === 'number',
        ) &&
        Number.isInteger(figures.rank) &&
        Number(figures.rank) >= 1 &&
        Number(figures.rank) <= 32;
      if (!ok) problems.push(`${team} ${position}: ${JSON.stringify(figures)}`);
    }
  }
  return problems;
}

export function checkForecast(forecast: unknown): Problems {
  if (!isObject(forecast) || !Array.isArray(forecast.list) || !isObject(forecast.city)) return ['forecast'];
  const problems: Problems = [];
  if (forecast.cnt !== forecast.list.length) problems.push('cnt');
  for (const entry of forecast.list) {
    const ok =
      isObject(entry) &&
      Number.isInteger(entry.dt) &&
      isObject(entry.main) &&
      typeof entry.main.temp === 'number' &&
      isObject(entry.wind) &&
      typeof entry.wind.speed === 'number' &&
      typeof entry.wind.deg === 'number' &&
      Array.isArray(entry.weather) &&
      isObject(entry.weather[0]) &&
      typeof entry.weather[0].description === 'string' &&
      typeof entry.pop === 'number' &&
      Number(entry.pop) >= 0 &&
      Number(entry.pop) <= 1;
    if (!ok) problems.push(JSON.stringify(entry).slice(0, 100));
  }
  return problems;
}
