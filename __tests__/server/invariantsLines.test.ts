import { fullTeamName, TEAMS } from '../../src/domain/teams';
import { getJson, INVARIANT_SETUPS, serverForTests } from './support';

/** CONTRACT §8's invariants about lines and defence figures, through the API, for every game and season. */

const WEEKS = Array.from({ length: 18 }, (_, i) => i + 1);
const POSITIONS = ['QB', 'RB', 'WR', 'TE'] as const;

type Event = { id: string; commence_time: string; bookmakers: unknown[] };
type History = { id: string; commence_time: string; snapshots: Array<{ timestamp: string; bookmakers: unknown[] }> };
type LogRow = Record<string, number | string | boolean | null | undefined> & {
  game_id: string;
  position: string;
  opponent: string;
  week: number;
};
type Figures = {
  games: number;
  fantasy_points_per_game: number;
  yards_per_game: number;
  touchdowns_per_game: number;
  rank: number;
};
type Table = { through_week: number; teams: Record<string, Record<string, Figures>> };
type RanksBefore = {
  through_week: number;
  weeks: Array<{ before_week: number; teams: Record<string, { games: number; ranks: Record<string, number> }> }>;
};

const n = (row: LogRow, key: string): number => Number(row[key] ?? 0);
/** PPR points, as CONTRACT §8 spells them out (in hundredths, so the sums are exact). */
const fantasy = (row: LogRow): number =>
  4 * n(row, 'pass_yards') +
  400 * n(row, 'pass_touchdowns') -
  200 * n(row, 'pass_interceptions') +
  10 * (n(row, 'rush_yards') + n(row, 'rec_yards')) +
  600 * (n(row, 'rush_touchdowns') + n(row, 'rec_touchdowns')) +
  100 * n(row, 'rec_receptions');
const perGame = (total: number, games: number) => (games ? Math.round((total * 100) / games) / 100 : 0);

describe.each(INVARIANT_SETUPS)('%s', (_, dataset, iso) => {
  const now = Date.parse(iso);
  const server = serverForTests({ now: () => new Date(iso), dataset: dataset() });
  const current = dataset().seasons[0]?.id;
  // The defence figures recompute from a season's box scores where every game has them: the shipped
  // real 2023 rows are a sample of one week (14 rows), so only the real current season is whole.
  const wholeSeasons = dataset()
    .seasons.filter((season) => dataset().sources().mode === 'demo' || season.id === current)
    .map((season) => [season.label, season.id]);

  it('starts every game’s history with its /teamOdds/opening line and ends it with the line /teamOdds shows', async () => {
    const problems: string[] = [];
    for (const week of WEEKS) {
      const latest = await getJson<Event[]>(server.app(), `/api/teamOdds?week=${week}`);
      const opening = new Map(
        (await getJson<Event[]>(server.app(), `/api/teamOdds/opening?week=${week}`)).map((event) => [event.id, event]),
      );
      if (dataset().sources().mode === 'nflverse') {
        // Nothing recorded (CONTRACT §9): no game has an opening line or a history, so a consensus is never shown as
        // one.
        for (const event of latest) {
          if (opening.get(event.id)?.bookmakers.length !== 0) problems.push(`${event.id}: an opening line`);
          if ((await server.app().inject(`/api/teamOdds/history?event_id=${event.id}`)).statusCode !== 404)
            problems.push(`${event.id}: a history`);
          if (event.bookmakers.length !== (Date.parse(event.commence_time) <= now ? 1 : 0))
            problems.push(`${event.id}: ${event.bookmakers.length} books`);
        }
        continue;
      }
      for (const event of latest) {
        const { snapshots } = await getJson<History>(server.app(), `/api/teamOdds/history?event_id=${event.id}`);
        const kickoff = Date.parse(event.commence_time);
        const [first] = snapshots;
        const last = snapshots.at(-1);
        if (!first || !last) {
          // No snapshot yet: the opening line is a week away, and /teamOdds shows it already.
          if (kickoff - 7 * 24 * 3_600_000 <= now) problems.push(`${event.id}: no snapshots`);
          if (JSON.stringify(event) !== JSON.stringify(opening.get(event.id)))
            problems.push(`${event.id}: not the opening line`);
          continue;
        }
        if (JSON.stringify(first.bookmakers) !== JSON.stringify(opening.get(event.id)?.bookmakers))
          problems.push(`${event.id}: first is not the opening`);
        if (JSON.stringify(last.bookmakers) !== JSON.stringify(event.bookmakers))
          problems.push(`${event.id}: last is not /teamOdds`);
        if (Date.parse(last.timestamp) > Math.min(now, kickoff))
          problems.push(`${event.id}: a snapshot after ${Math.min(now, kickoff)}`);
        if (kickoff <= now && Date.parse(last.timestamp) !== kickoff)
          problems.push(`${event.id}: no closing line at kickoff`);
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it.each(wholeSeasons)(
    'recomputes %s’s /teamData/defense-vs-position from the week box scores',
    async (_label, seasonId) => {
      const table = await getJson<Table>(server.app(), `/api/teamData/defense-vs-position?season_id=${seasonId}`);
      const rows = (
        await Promise.all(
          WEEKS.map((week) =>
            getJson<LogRow[]>(server.app(), `/api/playerGameLogs?season_id=${seasonId}&week=${week}`),
          ),
        )
      ).flat();
      expect(table.through_week).toBe(await throughWeek(seasonId));
      expect(table.teams).toEqual(tableFrom(rows));
    },
  );

  it.each(wholeSeasons)(
    'recomputes %s’s ranks before each week from the box scores of the weeks before it',
    async (_label, seasonId) => {
      const history = await getJson<RanksBefore>(
        server.app(),
        `/api/teamData/defense-vs-position/weekly?season_id=${seasonId}`,
      );
      const rows = (
        await Promise.all(
          WEEKS.map((week) =>
            getJson<LogRow[]>(server.app(), `/api/playerGameLogs?season_id=${seasonId}&week=${week}`),
          ),
        )
      ).flat();
      const through = await throughWeek(seasonId);
      expect(history.through_week).toBe(through);
      expect(history.weeks.map((entry) => entry.before_week)).toEqual(WEEKS.slice(0, Math.min(18, through + 1)));
      for (const { before_week: week, teams } of history.weeks) {
        const expected = Object.fromEntries(
          Object.entries(tableFrom(rows.filter((row) => row.week < week)))
            .filter(([, row]) => (row.QB as Figures).games > 0)
            .map(([team, row]) => [
              team,
              {
                games: (row.QB as Figures).games,
                ranks: Object.fromEntries(POSITIONS.map((p) => [p, (row[p] as Figures).rank])),
              },
            ]),
        );
        expect({ week, teams }).toEqual({ week, teams: expected });
      }
      // Before the week after the last complete one, the ranks are the season table's (every game then final is of
      // those weeks).
      const table = await getJson<Table>(server.app(), `/api/teamData/defense-vs-position?season_id=${seasonId}`);
      const last = history.weeks.at(-1);
      if (last && rows.every((row) => row.week < last.before_week)) {
        for (const [team, entry] of Object.entries(last.teams))
          expect(entry.ranks.WR).toBe(table.teams[team]?.WR?.rank);
      }
    },
  );

  /**
   * The last week all of whose games (and every earlier week's) are final by /scores; earlier seasons are all played.
   */
  async function throughWeek(seasonId: string): Promise<number> {
    if (seasonId !== current) return 18;
    let through = 0;
    for (const week of WEEKS) {
      const scores = await getJson<Array<{ completed: boolean }>>(server.app(), `/api/scores?week=${week}`);
      if (scores.length === 0 || !scores.every((score) => score.completed)) break;
      through = week;
    }
    return through;
  }

  /** What each defence allowed per game to each position in these rows, ranked: §8's rule written out again. */
  function tableFrom(rows: LogRow[]): Table['teams'] {
    const expected: Table['teams'] = {};
    for (const team of TEAMS.map(fullTeamName)) {
      // A defence's games: the final games whose rows name it as the opponent.
      const faced = rows.filter((row) => row.opponent === team);
      const games = new Set(faced.map((row) => row.game_id)).size;
      expected[team] = Object.fromEntries(
        POSITIONS.map((position) => {
          const mine = faced.filter((row) => row.position === position);
          const sum = (of: (row: LogRow) => number) => mine.reduce((total, row) => total + of(row), 0);
          return [
            position,
            {
              games,
              fantasy_points_per_game: games ? Math.round(sum(fantasy) / games) / 100 : 0,
              yards_per_game: perGame(
                sum((row) => n(row, 'pass_yards') + n(row, 'rush_yards') + n(row, 'rec_yards')),
                games,
              ),
              touchdowns_per_game: perGame(
                sum((row) => n(row, 'pass_touchdowns') + n(row, 'rush_touchdowns') + n(row, 'rec_touchdowns')),
                games,
              ),
              rank: 0,
            },
          ];
        }),
      );
    }
    for (const position of POSITIONS) {
      const all = Object.values(expected).map((row) => row[position] as Figures);
      for (const figures of all)
        figures.rank =
          1 + all.filter((other) => other.fantasy_points_per_game < figures.fantasy_points_per_game).length;
    }
    return expected;
  }
});
