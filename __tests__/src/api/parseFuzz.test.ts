import fc from 'fast-check';
import { ParseError } from '../../../src/api/parse';
import { parseDefenseTable } from '../../../src/features/gameLogs/parseDefense';
import { parseGameLogs } from '../../../src/features/gameLogs/parseGameLogs';
import { parseOdds } from '../../../src/features/odds/parseOdds';
import { parseOddsHistory } from '../../../src/features/lineHistory/parseOddsHistory';
import { parseScores } from '../../../src/features/odds/parseScores';
import { parsePlayerStats, parseSeasons } from '../../../src/features/playerData/parsePlayers';
import { parseProps } from '../../../src/features/props/parseProps';
import { parseForecast } from '../../../src/features/stadiums/parseForecast';
import { parseWeather } from '../../../src/features/stadiums/parseWeather';
import { parsePowerRankings, parseUnitRankings } from '../../../src/features/teams/parseRankings';
import { defenseFigure, forecastEntry, gameLogRow, historyAnswer, scoreEntry } from '../../utils/research';

/*
 * Every parse function, fed arbitrary JSON and mutations of valid payloads: typed data or a ParseError, never a
 * crash.
 */

const RUNS = 1000;

const weird: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, undefined, true, '', ' ', '-1', 'NaN', 0, -1, -0, 1e308, Number.NaN, Infinity, -Infinity),
  fc.double(),
  fc.string(),
  // A huge string: a short random one repeated to 5,000-20,000 characters. fast-check draws a string character by
  // character, and drawing them all took two thirds of this file's time (13 s against 4 here).
  fc
    .tuple(fc.string({ minLength: 1, maxLength: 20 }), fc.integer({ min: 5000, max: 20000 }))
    .map(([part, length]) => part.repeat(Math.ceil(length / part.length)).slice(0, length)),
  fc.anything({ maxDepth: 2 }),
);

/** Values shaped like the template, any part of which may be missing, mistyped, null or huge. */
function around(template: unknown): fc.Arbitrary<unknown> {
  if (Array.isArray(template)) {
    const item = around(template[0]);
    // Duplicates matter (ids): repeat an item as well as generating fresh ones.
    return fc.oneof(
      {
        weight: 4,
        arbitrary: fc.array(item, { maxLength: 4 }).chain((items) => fc.constant([...items, ...items.slice(0, 1)])),
      },
      { weight: 1, arbitrary: weird },
    );
  }
  if (template !== null && typeof template === 'object') {
    const fields = Object.fromEntries(Object.entries(template).map(([key, value]) => [key, around(value)]));
    return fc.oneof({ weight: 4, arbitrary: fc.record(fields, { requiredKeys: [] }) }, { weight: 1, arbitrary: weird });
  }
  return fc.oneof({ weight: 2, arbitrary: fc.constant(template) }, { weight: 1, arbitrary: weird });
}

const oddsGame = {
  id: 'e1',
  commence_time: '2025-09-05T00:20:00Z',
  home_team: 'Philadelphia Eagles',
  away_team: 'Dallas Cowboys',
  team1: 'Dallas Cowboys',
  team2: 'Philadelphia Eagles',
  bookmakers: [
    {
      key: 'fanduel',
      title: 'FanDuel',
      last_update: '2025-09-04T12:00:00Z',
      markets: [{ key: 'spreads', outcomes: [{ name: 'Dallas Cowboys', price: -110, point: 3.5 }] }],
    },
  ],
};
const rankedTeam = { team_name: 'Buffalo Bills', combo: 'Balanced', units: [{ unit: 'offense', ranking: 3 }] };
const playerRow = {
  player_id: 'p1',
  name: 'Ann Lee',
  team_name: 'Buffalo Bills',
  position: 'WR',
  season_id: 's',
  games_played: 12,
  rec_yards: 800,
  pass_yards: 0,
};
const propRecord = {
  player: 'Ann Lee',
  props: {
    market: 'Receiving Yards',
    price: -115,
    selection: { name: 'Over', line: 64.5 },
    player: { team: { name: 'Bills' } },
  },
};
const weather = { weather: [{ description: 'clear sky' }], main: { temp: 70 }, wind: { speed: 5, deg: 90 } };

const parsers: [string, (raw: unknown) => unknown, fc.Arbitrary<unknown>][] = [
  ['parseOdds', parseOdds, fc.oneof(around([oddsGame]), around({ matchups: [oddsGame] }))],
  ['parseUnitRankings', parseUnitRankings, around({ 'AFC East': [rankedTeam], 'NFC North': [rankedTeam] })],
  [
    'parsePowerRankings',
    parsePowerRankings,
    around([{ rank: 1, previous_rank: 2, team_name: 'Buffalo Bills', record: '9-2', note: 'x' }]),
  ],
  ['parseSeasons', parseSeasons, around([{ id: 's', label: '2025' }])],
  ['parsePlayerStats', (raw) => parsePlayerStats(raw, 's'), around([playerRow])],
  ['parseProps', parseProps, around([propRecord])],
  ['parseWeather', parseWeather, around(weather)],
  // The research API (CONTRACT §8).
  ['parseScores', parseScores, around([scoreEntry('g1', 'Buffalo Bills', 'Miami Dolphins', [27, 20])])],
  [
    'parseOddsHistory',
    parseOddsHistory,
    around(
      historyAnswer('g1', 'Buffalo Bills', 'Miami Dolphins', '2025-09-14T17:00:00Z', [['2025-09-07T17:00:00Z', -3]]),
    ),
  ],
  ['parseGameLogs', (raw) => parseGameLogs(raw, 's'), around([gameLogRow('p1', 2, { rec_yards: 84, rush_yards: 3 })])],
  [
    'parseDefenseTable',
    parseDefenseTable,
    around({ through_week: 2, teams: { 'Kansas City Chiefs': { QB: defenseFigure(3), WR: defenseFigure(28) } } }),
  ],
  [
    'parseForecast',
    parseForecast,
    around({ cnt: 1, list: [forecastEntry(1_758_369_600, 3, 64, 12, 0.4)], city: { name: 'x' } }),
  ],
];

beforeAll(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterAll(() => jest.restoreAllMocks());

function parsesOrRejects(parse: (raw: unknown) => unknown, raw: unknown): void {
  try {
    const parsed = parse(raw);
    expect(parsed).toBeDefined();
    JSON.stringify(parsed); // what goes into the store and the session cache must serialize
  } catch (error) {
    expect(error).toBeInstanceOf(ParseError);
  }
}

describe.each(parsers)('%s', (_name, parse, mutations) => {
  it('answers arbitrary JSON with data or a ParseError', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (raw) => parsesOrRejects(parse, raw)),
      { numRuns: RUNS },
    );
  });

  it('answers mutations of a valid payload with data or a ParseError', () => {
    fc.assert(
      fc.property(mutations, (raw) => parsesOrRejects(parse, raw)),
      { numRuns: RUNS },
    );
  });
});

it('never lets a duplicate id through (odds and player rows)', () => {
  fc.assert(
    fc.property(around([oddsGame]), around([playerRow]), (odds, players) => {
      const ids = (list: { id?: string; player_id?: string }[]) => list.map((item) => item.id ?? item.player_id);
      const unique = (list: unknown[]) => new Set(list).size === list.length;
      try {
        expect(unique(ids(parseOdds(odds)))).toBe(true);
      } catch (error) {
        expect(error).toBeInstanceOf(ParseError);
      }
      try {
        expect(unique(ids(parsePlayerStats(players, 's')))).toBe(true);
      } catch (error) {
        expect(error).toBeInstanceOf(ParseError);
      }
    }),
    { numRuns: RUNS },
  );
});
