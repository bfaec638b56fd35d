import fc from 'fast-check';
import { fullTeamName, TEAMS } from '../../../src/domain/teams';
import type { ScoreEvent } from '../../../server/data/researchTypes';
import type { OddsEvent, PlayerPropRecord } from '../../../server/data/types';
import { parseOdds, parseScores } from '../../../server/sources/oddsapi/parse';
import { parseEventProps } from '../../../server/sources/oddsapi/parseProps';
import { oddsEventFor, oddsSample, scoreEventFor } from '../../utils/oddsApiStub';

/* Any JSON, and the samples mutated anywhere: the parsers never throw, and whatever they keep is well-typed. */

const RUNS = 1000;
const FULL_NAMES = new Set(TEAMS.map(fullTeamName));
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const BOOKS = ['fanduel', 'draftkings', 'betmgm'];
const PROP_MARKETS = new Set([
  'Passing Yards',
  'Rushing Yards',
  'Receiving Yards',
  'Receptions',
  'Anytime Touchdown Scorer',
  'First Touchdown Scorer',
]);
const american = (price: unknown) => typeof price === 'number' && Number.isInteger(price) && Math.abs(price) >= 100;
const distinct = (values: unknown[]) => new Set(values).size === values.length;

const wellFormedHeader = (e: OddsEvent | ScoreEvent) =>
  e.id.trim() !== '' &&
  ISO.test(e.commence_time) &&
  FULL_NAMES.has(e.home_team) &&
  FULL_NAMES.has(e.away_team) &&
  e.home_team !== e.away_team &&
  e.sport_key === 'americanfootball_nfl';

function wellFormedOdds(e: OddsEvent): boolean {
  const books = e.bookmakers;
  return (
    wellFormedHeader(e) &&
    distinct(books.map((b) => b.key)) &&
    books.every((book) => {
      const order = BOOKS.indexOf(book.key);
      return (
        order >= 0 &&
        ISO.test(book.last_update) &&
        book.markets.length > 0 &&
        distinct(book.markets.map((m) => m.key)) &&
        book.markets.every((m) => {
          const [a, b] = m.outcomes;
          if (m.outcomes.length !== 2 || !a || !b || !american(a.price) || !american(b.price)) return false;
          if (m.key === 'totals')
            return a.name === 'Over' && b.name === 'Under' && a.point === b.point && Number.isFinite(a.point);
          const sides = a.name === e.home_team && b.name === e.away_team;
          return m.key === 'h2h'
            ? sides && a.point === undefined
            : sides && m.key === 'spreads' && Number.isFinite(a.point) && a.point === -(b.point ?? Number.NaN);
        })
      );
    }) &&
    books.every((book, i) => i === 0 || BOOKS.indexOf(book.key) > BOOKS.indexOf(books[i - 1]?.key ?? ''))
  );
}

function wellFormedScore(e: ScoreEvent): boolean {
  const scoresOk =
    e.scores === null ||
    (e.scores.length === 2 &&
      e.scores[0]?.name === e.home_team &&
      e.scores[1]?.name === e.away_team &&
      e.scores.every((s) => /^\d+$/.test(s.score)));
  return (
    wellFormedHeader(e) &&
    typeof e.completed === 'boolean' &&
    scoresOk &&
    (!e.completed || e.scores !== null) &&
    (e.last_update === null || ISO.test(e.last_update))
  );
}

function wellFormedProps(props: PlayerPropRecord[]): boolean {
  const keys = props.map((r) => `${r.player}|${r.props.market}|${r.props.selection.name}`);
  return (
    distinct(keys) &&
    props.every(({ player, props: p }) => {
      const name = p.selection.name;
      const scorer = p.market === 'Anytime Touchdown Scorer' || p.market === 'First Touchdown Scorer';
      const line = p.selection.line;
      return (
        player.trim() !== '' &&
        PROP_MARKETS.has(p.market) &&
        american(p.price) &&
        (scorer ? name === 'Yes' : (name === 'Over' || name === 'Under') && Number.isFinite(line)) &&
        (line === undefined || Number.isFinite(line))
      );
    })
  );
}

/** Every path to a value inside a JSON value. */
function paths(value: unknown, at: Array<string | number> = []): Array<Array<string | number>> {
  if (typeof value !== 'object' || value === null) return [at];
  const entries: Array<[string | number, unknown]> = Array.isArray(value)
    ? value.map((v, i) => [i, v])
    : Object.entries(value);
  return [at, ...entries.flatMap(([key, v]) => paths(v, [...at, key]))];
}

type Mutation = { kind: 'set'; value: unknown } | { kind: 'delete' } | { kind: 'copy' };

/** The sample with one value replaced, removed or repeated (arrays get a second copy of an item). */
function mutate(sample: unknown, pick: number, mutation: Mutation): unknown {
  const copy: unknown = structuredClone(sample);
  const all = paths(copy);
  const path = all[pick % all.length] ?? [];
  if (path.length === 0) return mutation.kind === 'set' ? mutation.value : copy;
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (mutation.kind === 'set') parent[last] = mutation.value;
  else if (Array.isArray(parent))
    parent.splice(
      Number(last),
      mutation.kind === 'delete' ? 1 : 0,
      ...(mutation.kind === 'copy' ? [structuredClone(parent[Number(last)])] : []),
    );
  else if (mutation.kind === 'delete') delete parent[last];
  return copy;
}

const oddTeam = fc.constantFrom(
  'Kansas City Chiefs',
  'kansas city  chiefs',
  'Chiefs',
  'KC',
  'Washington Football Team',
  'Over',
  'Under',
  'Yes',
  '',
  ' ',
);
const oddNumber = fc.oneof(
  fc.integer({ min: -1000, max: 1000 }),
  fc.double(),
  fc.constantFrom(1.91, -110, -110.5, 150.5, 99, -99, 100, -100, 0, 3.5, -3.5, 1e308),
  fc.constantFrom('-110', '7', null),
);
const oddTime = fc.constantFrom(
  '2024-09-06T00:20:00Z',
  '2024-09-06T00:20:00.123+02:00',
  '2024-02-30T00:00:00Z',
  'Sunday',
  '2024-09-06',
  '',
);
const replacement = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  oddTeam,
  oddNumber,
  oddTime,
  fc.constantFrom(null, true, false),
);
const mutation = fc.oneof(
  replacement.map((value): Mutation => ({ kind: 'set', value })),
  fc.constant<Mutation>({ kind: 'delete' }),
  fc.constant<Mutation>({ kind: 'copy' }),
);
const mutations = fc.array(fc.tuple(fc.noBias(fc.nat()), mutation), { minLength: 1, maxLength: 4 });
const applyAll = (sample: unknown, steps: Array<[number, Mutation]>) =>
  steps.reduce((value, [pick, m]) => mutate(value, pick, m), sample);

const kickoff = '2024-09-08T17:00:00Z';
const oddsSamples = [
  oddsSample('odds_nfl_docs.json'),
  [
    oddsEventFor({ home_team: 'Kansas City Chiefs', away_team: 'Baltimore Ravens', kickoff }),
    oddsEventFor({ home_team: 'Buffalo Bills', away_team: 'Arizona Cardinals', kickoff }),
  ],
];
const scoreSamples = [
  [
    scoreEventFor(
      { home_team: 'Kansas City Chiefs', away_team: 'Baltimore Ravens', kickoff },
      { home: 27, away: 20, completed: true, lastUpdate: kickoff },
    ),
    scoreEventFor({ home_team: 'Buffalo Bills', away_team: 'Arizona Cardinals', kickoff }, { home: 3, away: 0 }),
    scoreEventFor({ home_team: 'Chicago Bears', away_team: 'Tennessee Titans', kickoff }),
  ],
];
const ou = (player: string, point: number) => [
  { name: 'Over', description: player, price: -115, point },
  { name: 'Under', description: player, price: -105, point },
];
const propsSamples = [
  oddsSample('event_odds_player_props_docs.json'),
  {
    id: 'e1',
    commence_time: kickoff,
    home_team: 'Kansas City Chiefs',
    away_team: 'Baltimore Ravens',
    bookmakers: [
      {
        key: 'fanduel',
        markets: [
          { key: 'player_pass_yds', outcomes: [...ou('Patrick Mahomes', 250.5), ...ou('Lamar Jackson', 220.5)] },
          { key: 'player_anytime_td', outcomes: [{ name: 'Yes', description: 'Derrick Henry', price: -150 }] },
        ],
      },
      { key: 'betmgm', markets: [{ key: 'player_receptions', outcomes: ou('Travis Kelce', 5.5) }] },
    ],
  },
];

describe('the parsers, fuzzed', () => {
  it('parseOdds never throws on any JSON and keeps only well-formed events', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (json) => {
        const { events } = parseOdds(json);
        return events.every(wellFormedOdds);
      }),
      { numRuns: RUNS },
    );
  });

  it('parseOdds on mutated answers: never throws, keeps only well-formed events, and counts each event it leaves out', () => {
    fc.assert(
      fc.property(fc.constantFrom(...oddsSamples), mutations, (sample, steps) => {
        const json = applyAll(sample, steps);
        const { events, dropped } = parseOdds(json);
        const left = Array.isArray(json) ? json.length - events.length : 1;
        const counted = Object.values(dropped).reduce((sum, n) => sum + n, 0);
        return events.every(wellFormedOdds) && counted >= left;
      }),
      { numRuns: RUNS },
    );
  });

  it('parseScores on any JSON and on mutated answers: never throws, keeps only well-formed games', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.jsonValue(),
          fc.tuple(fc.constantFrom(...scoreSamples), mutations).map(([s, steps]) => applyAll(s, steps)),
        ),
        (json) => {
          const { events, dropped } = parseScores(json);
          const left = Array.isArray(json) ? json.length - events.length : 1;
          return events.every(wellFormedScore) && Object.values(dropped).reduce((sum, n) => sum + n, 0) >= left;
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('parseEventProps on any JSON and on mutated answers: never throws, keeps only well-formed records', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.jsonValue(),
          fc.tuple(fc.constantFrom(...propsSamples), mutations).map(([s, steps]) => applyAll(s, steps)),
        ),
        (json) => {
          const { event, props } = parseEventProps(json);
          return (event === undefined ? props.length === 0 : FULL_NAMES.has(event.home_team)) && wellFormedProps(props);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
