/** Checks of the wire shapes of CONTRACT §4; each returns the problems it finds. */
type Problems = string[];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isIsoUtc = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/.test(value);

export function checkOddsEvent(event: unknown, teamNames: Set<string>): Problems {
  const problems: Problems = [];
  if (!isObject(event)) return ['event is not an object'];
  if (typeof event.id !== 'string' || event.id === '') problems.push('id');
  if (!isIsoUtc(event.commence_time)) problems.push(`commence_time ${String(event.commence_time)}`);
  for (const key of ['home_team', 'away_team'] as const) {
    if (!teamNames.has(String(event[key]))) problems.push(`${key} ${String(event[key])}`);
  }
  for (const key of ['team1', 'team2'] as const) {
    if (event[key] !== undefined && !teamNames.has(String(event[key]))) problems.push(`${key} ${String(event[key])}`);
  }
  if (!Array.isArray(event.bookmakers)) return [...problems, 'bookmakers'];
  for (const book of event.bookmakers) {
    if (
      !isObject(book) ||
      typeof book.key !== 'string' ||
      typeof book.title !== 'string' ||
      !isIsoUtc(book.last_update)
    ) {
      problems.push(`bookmaker ${JSON.stringify(book).slice(0, 80)}`);
      continue;
    }
    if (!Array.isArray(book.markets)) {
      problems.push(`markets of ${book.title}`);
      continue;
    }
    for (const market of book.markets) {
      if (
        !isObject(market) ||
        !['h2h', 'spreads', 'totals'].includes(String(market.key)) ||
        !Array.isArray(market.outcomes)
      ) {
        problems.push(`market ${JSON.stringify(market).slice(0, 80)}`);
        continue;
      }
      for (const outcome of market.outcomes) {
        const ok =
          isObject(outcome) &&
          typeof outcome.name === 'string' &&
          Number.isInteger(outcome.price) &&
          (outcome.point === undefined || typeof outcome.point === 'number');
        if (!ok) problems.push(`outcome ${JSON.stringify(outcome)}`);
      }
    }
  }
  return problems;
}

export function checkUnitRankings(groups: unknown): Problems {
  if (!isObject(groups)) return ['not an object'];
  return Object.entries(groups).flatMap(([group, teams]) => {
    if (!Array.isArray(teams)) return [`${group} is not a list`];
    return teams.flatMap((team: unknown) => {
      const ok =
        isObject(team) &&
        typeof team.team_name === 'string' &&
        typeof team.combo === 'string' &&
        Array.isArray(team.units) &&
        team.units.every(
          (unit: unknown) =>
            isObject(unit) &&
            ['offense', 'defense', 'special_teams'].includes(String(unit.unit)) &&
            Number.isInteger(unit.ranking) &&
            Number(unit.ranking) >= 1 &&
            Number(unit.ranking) <= 32,
        );
      return ok ? [] : [`${group}: ${JSON.stringify(team).slice(0, 80)}`];
    });
  });
}

export function checkPowerRanking(entry: unknown): Problems {
  const ok =
    isObject(entry) &&
    Number.isInteger(entry.rank) &&
    Number.isInteger(entry.previous_rank) &&
    typeof entry.team_name === 'string' &&
    typeof entry.record === 'string' &&
    /^\d+-\d+(-\d+)?$/.test(entry.record) &&
    typeof entry.note === 'string';
  return ok ? [] : [JSON.stringify(entry).slice(0, 80)];
}

const STAT_FIELDS = [
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
];
const ROW_FIELDS = new Set(['player_id', 'name', 'team_name', 'position', 'season_id', 'games_played', ...STAT_FIELDS]);

export function checkPlayerRow(row: unknown, seasonId: string): Problems {
  if (!isObject(row)) return ['row is not an object'];
  const problems: Problems = [];
  if (typeof row.player_id !== 'string') problems.push('player_id');
  if (typeof row.name !== 'string') problems.push('name');
  if (row.team_name !== undefined && typeof row.team_name !== 'string') problems.push('team_name');
  if (typeof row.position !== 'string') problems.push('position');
  if (row.season_id !== seasonId) problems.push('season_id');
  if (!Number.isInteger(row.games_played)) problems.push('games_played');
  for (const field of STAT_FIELDS) {
    const value = row[field];
    if (value !== undefined && value !== null && typeof value !== 'number') problems.push(field);
  }
  for (const key of Object.keys(row)) if (!ROW_FIELDS.has(key)) problems.push(`unexpected ${key}`);
  return problems.map((problem) => `${String(row.player_id)}: ${problem}`);
}

export function checkProp(record: unknown): Problems {
  if (!isObject(record) || typeof record.player !== 'string' || !isObject(record.props))
    return [JSON.stringify(record)];
  const { props } = record;
  const selection = props.selection;
  const player = props.player;
  const ok =
    typeof props.market === 'string' &&
    typeof props.price === 'number' &&
    isObject(selection) &&
    (selection.name === undefined || typeof selection.name === 'string') &&
    (selection.line === undefined || typeof selection.line === 'number') &&
    isObject(player) &&
    (player.id === undefined || typeof player.id === 'string') &&
    (player.team === undefined || (isObject(player.team) && typeof player.team.name === 'string'));
  return ok ? [] : [JSON.stringify(record).slice(0, 120)];
}
