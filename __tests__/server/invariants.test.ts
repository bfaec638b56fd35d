import { getJson, INVARIANT_SETUPS, serverForTests } from './support';

/** CONTRACT §8's invariants about players and scores, through the API, for every player, season and game. */

const COUNTING = [
  'pass_completions',
  'pass_attempts',
  'pass_yards',
  'pass_touchdowns',
  'pass_interceptions',
  'rush_attempts',
  'rush_yards',
  'rush_touchdowns',
  'rec_receptions',
  'rec_targets',
  'rec_yards',
  'rec_touchdowns',
  'tackles',
  'combined',
  'sacks',
  'passes_defended',
  'interceptions',
];
const WEEKS = Array.from({ length: 18 }, (_, i) => i + 1);
const HOUR = 3_600_000;

type Stats = Record<string, number | null | undefined>;
type PlayerRow = Stats & { player_id: string; games_played: number };
type LogRow = Stats & {
  player_id: string;
  game_id: string;
  week: number;
  home: boolean;
  team_score: number;
  opponent_score: number;
  commence_time: string;
};
type Score = {
  id: string;
  completed: boolean;
  home_team: string;
  away_team: string;
  scores: Array<{ name: string; score: string }> | null;
};

const chunks = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

describe.each(INVARIANT_SETUPS)('%s', (_, dataset, iso) => {
  const now = Date.parse(iso);
  const server = serverForTests({ now: () => new Date(iso), dataset: dataset() });

  it.each(dataset().seasons.map((season) => [season.label, season.id]))(
    'sums every %s player’s game rows to his /playerData row, games_played to the number of rows',
    async (label, seasonId) => {
      const rows = await getJson<PlayerRow[]>(server.app(), `/api/playerData?season_id=${seasonId}`);
      const logs = new Map<string, LogRow[]>();
      for (const ids of chunks(
        rows.map((row) => row.player_id),
        200,
      )) {
        for (const log of await getJson<LogRow[]>(
          server.app(),
          `/api/playerGameLogs?season_id=${seasonId}&player_id=${ids.join(',')}`,
        )) {
          logs.set(log.player_id, [...(logs.get(log.player_id) ?? []), log]);
        }
      }
      const problems: string[] = [];
      for (const row of rows) {
        const games = logs.get(row.player_id) ?? [];
        if (games.length !== row.games_played)
          problems.push(`${row.player_id}: ${games.length} rows, games_played ${row.games_played}`);
        for (const game of games)
          if (Date.parse(game.commence_time) + 4 * HOUR > now) problems.push(`${row.player_id}: a game not yet final`);
        for (const key of COUNTING.filter((k) => k in row)) {
          const values = games.map((game) => game[key]);
          // A stat the feed lacks for a player is null in his season row and in every game row.
          if (row[key] === null) {
            if (values.some((value) => value !== null))
              problems.push(`${row.player_id} ${key}: null in the season, not in a game`);
          } else if (values.reduce<number>((sum, value) => sum + (value ?? NaN), 0) !== row[key]) {
            problems.push(`${row.player_id} ${key}: ${row[key]} in the season, ${values.join('+')} in the games`);
          }
        }
      }
      expect(problems.slice(0, 10)).toEqual([]);
      expect(rows.some((row) => row.games_played > 0)).toBe(
        label !== '2025' || now > Date.parse('2025-09-05T04:20:00Z'),
      );
    },
  );

  it('gives every final game of the current season the same score in its box score, /scores and the power-ranking records', async () => {
    const seasonId = dataset().seasons[0]?.id;
    const records = new Map<string, [number, number, number]>();
    const tally = (team: string, index: 0 | 1 | 2) => {
      const record = records.get(team) ?? [0, 0, 0];
      record[index]++;
      records.set(team, record);
    };
    const problems: string[] = [];
    for (const week of WEEKS) {
      const scores = await getJson<Score[]>(server.app(), `/api/scores?week=${week}`);
      const logs = await getJson<LogRow[]>(server.app(), `/api/playerGameLogs?season_id=${seasonId}&week=${week}`);
      for (const game of scores) {
        const rows = logs.filter((row) => row.game_id === game.id);
        if (!game.completed) {
          if (rows.length > 0) problems.push(`${game.id}: box score before the game is final`);
          continue;
        }
        const score = (team: string) => Number(game.scores?.find((side) => side.name === team)?.score);
        const [home, away] = [score(game.home_team), score(game.away_team)];
        if (!rows.some((row) => row.home) || !rows.some((row) => !row.home))
          problems.push(`${game.id}: a team without rows`);
        for (const row of rows) {
          const expected = row.home ? [home, away] : [away, home];
          if (row.team_score !== expected[0] || row.opponent_score !== expected[1])
            problems.push(`${game.id}: ${row.player_id} ${row.team_score}-${row.opponent_score}`);
        }
        if (home === away) [game.home_team, game.away_team].forEach((team) => tally(team, 2));
        else {
          tally(home > away ? game.home_team : game.away_team, 0);
          tally(home > away ? game.away_team : game.home_team, 1);
        }
      }
      if (logs.some((row) => !scores.some((game) => game.id === row.game_id && game.completed)))
        problems.push(`week ${week}: a row of no final game`);
    }
    expect(problems.slice(0, 10)).toEqual([]);
    const rankings = await getJson<Array<{ team_name: string; record: string }>>(
      server.app(),
      '/api/teamData/power-rankings',
    );
    for (const { team_name: team, record } of rankings) {
      const [wins, losses, ties] = records.get(team) ?? [0, 0, 0];
      expect(`${team} ${record}`).toBe(`${team} ${wins}-${losses}${ties ? `-${ties}` : ''}`);
    }
  });
});
