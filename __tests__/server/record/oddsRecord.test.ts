import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openOddsRecord, type OddsRecord } from '../../../server/sources/record/oddsRecord';
import { book, game, MINUTE, threeBooks } from './oddsFixtures';

const KICKOFF = '2025-09-07T17:00:00Z';
const T0 = Date.parse(KICKOFF) - 7 * 24 * 60 * MINUTE;
const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');

let dir: string;
let open: OddsRecord[];
const openRecord = () => {
  const record = openOddsRecord(dir);
  open.push(record);
  return record;
};
const file = () => path.join(dir, 'odds-2025.jsonl');

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'gridline-record-'));
  open = [];
});
afterEach(() => {
  for (const record of open) record.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('recording only on change', () => {
  it('writes a book’s snapshot when its line or price changed and nothing for an unchanged answer', () => {
    const record = openRecord();
    expect(record.record([game('g1', KICKOFF, threeBooks())], T0)).toBe(3);
    const size = statSync(file()).size;
    expect(record.record([game('g1', KICKOFF, threeBooks())], T0 + 5 * MINUTE)).toBe(0);
    expect(statSync(file()).size).toBe(size);

    // Only the refresh time moved, and the markets and outcomes come in another order: still unchanged.
    const reordered = threeBooks().map((bookmaker) => ({
      ...bookmaker,
      last_update: '2025-09-01T13:00:00Z',
      markets: bookmaker.markets
        .map((market) => ({ ...market, outcomes: market.outcomes.slice().reverse() }))
        .reverse(),
    }));
    expect(record.record([game('g1', KICKOFF, reordered)], T0 + 10 * MINUTE)).toBe(0);
    expect(statSync(file()).size).toBe(size);

    const priceMoved = [book('fanduel', { home: -155 }), book('draftkings'), book('betmgm')];
    expect(record.record([game('g1', KICKOFF, priceMoved)], T0 + 15 * MINUTE)).toBe(1);
    const lineMoved = [
      book('fanduel', { home: -155 }),
      book('draftkings', { spread: -3.5 }),
      book('betmgm', { total: 48 }),
    ];
    expect(record.record([game('g1', KICKOFF, lineMoved)], T0 + 20 * MINUTE)).toBe(2);
    expect(record.history('g1')?.snapshots.map(({ timestamp }) => timestamp)).toEqual([
      iso(T0),
      iso(T0 + 15 * MINUTE),
      iso(T0 + 20 * MINUTE),
    ]);
  });

  it('records nothing once a game has kicked off', () => {
    const record = openRecord();
    expect(record.record([game('g1', KICKOFF, threeBooks())], Date.parse(KICKOFF))).toBe(3);
    expect(record.record([game('g1', KICKOFF, threeBooks({ home: -400 }))], Date.parse(KICKOFF) + MINUTE)).toBe(0);
    expect(record.latest('g1')?.bookmakers[0]?.markets[0]?.outcomes[0]?.price).toBe(-150);
  });
});

describe('the answers', () => {
  it('opens each book at the line first seen, a book that came later at its own first line', () => {
    const record = openRecord();
    record.record([game('g1', KICKOFF, [book('fanduel', { spread: -3 }), book('draftkings', { spread: -2.5 })])], T0);
    record.record(
      [game('g1', KICKOFF, [book('fanduel', { spread: -4 }), book('draftkings', { spread: -3 })])],
      T0 + 5 * MINUTE,
    );
    record.record(
      [
        game('g1', KICKOFF, [
          book('fanduel', { spread: -4 }),
          book('draftkings', { spread: -3 }),
          book('betmgm', { spread: -3.5 }),
        ]),
      ],
      T0 + 10 * MINUTE,
    );
    record.record([game('g1', KICKOFF, threeBooks({ spread: -5 }))], T0 + 15 * MINUTE);
    expect(record.opening('g1')).toEqual(
      game('g1', KICKOFF, [
        book('fanduel', { spread: -3 }),
        book('draftkings', { spread: -2.5 }),
        book('betmgm', { spread: -3.5 }),
      ]),
    );
    expect(record.latest('g1')).toEqual(game('g1', KICKOFF, threeBooks({ spread: -5 })));
    expect(record.opening('unknown')).toBeUndefined();
    expect(record.history('unknown')).toBeUndefined();
  });

  it('answers history oldest first, each snapshot every book’s line as it stood then, none later than now', () => {
    const record = openRecord();
    const fanduel = [book('fanduel', { spread: -3 }), book('fanduel', { spread: -3.5 })];
    const draftkings = [book('draftkings', { total: 47 }), book('draftkings', { total: 46.5 })];
    record.record([game('g1', KICKOFF, [fanduel[0]!, draftkings[0]!])], T0 + 5 * MINUTE);
    record.record([game('g1', KICKOFF, [fanduel[1]!, draftkings[0]!])], T0 + 10 * MINUTE);
    record.record([game('g1', KICKOFF, [fanduel[1]!, draftkings[1]!])], T0 + 20 * MINUTE);
    // Out of time order on purpose: the answer sorts by time whatever the order of the calls.
    record.record([game('g2', KICKOFF, [book('betmgm')])], T0);

    expect(record.history('g1')).toEqual({
      id: 'g1',
      sport_key: 'americanfootball_nfl',
      sport_title: 'NFL',
      commence_time: KICKOFF,
      home_team: 'Kansas City Chiefs',
      away_team: 'Baltimore Ravens',
      snapshots: [
        { timestamp: iso(T0 + 5 * MINUTE), bookmakers: [fanduel[0], draftkings[0]] },
        { timestamp: iso(T0 + 10 * MINUTE), bookmakers: [fanduel[1], draftkings[0]] },
        { timestamp: iso(T0 + 20 * MINUTE), bookmakers: [fanduel[1], draftkings[1]] },
      ],
    });
    expect(record.history('g1', T0 + 19 * MINUTE)?.snapshots.map(({ timestamp }) => timestamp)).toEqual([
      iso(T0 + 5 * MINUTE),
      iso(T0 + 10 * MINUTE),
    ]);
    expect(record.history('g1', T0)?.snapshots).toEqual([]);
    // CONTRACT §8's invariants: the first snapshot is the opening, the last the latest line.
    const history = record.history('g1');
    expect(history?.snapshots[0]?.bookmakers).toEqual(record.opening('g1')?.bookmakers);
    expect(history?.snapshots.at(-1)?.bookmakers).toEqual(record.latest('g1')?.bookmakers);
    expect(record.gameIds()).toEqual(['g1', 'g2']);
  });
});

describe('durability', () => {
  it('answers the same after a restart and goes on recording only changes', () => {
    const first = openRecord();
    for (let step = 0; step < 6; step++) {
      first.record(
        [
          game('g1', KICKOFF, threeBooks({ spread: -3 - (step % 3) / 2 })),
          game('g2', '2025-09-08T00:20:00Z', [book('betmgm', { home: -120 + step })]),
        ],
        T0 + step * 5 * MINUTE,
      );
    }
    const answers = (record: OddsRecord) => ({
      ids: record.gameIds(),
      opening: record.gameIds().map((id) => record.opening(id)),
      latest: record.gameIds().map((id) => record.latest(id)),
      history: record.gameIds().map((id) => record.history(id)),
    });
    const before = answers(first);
    first.close();
    const second = openRecord();
    expect(answers(second)).toEqual(before);
    expect(second.report).toMatchObject({ read: 2 + 6 + 3 * 6, discarded: 0, compacted: [] });
    expect(
      second.record(
        [
          game('g1', KICKOFF, threeBooks({ spread: -4 })),
          game('g2', '2025-09-08T00:20:00Z', [book('betmgm', { home: -115 })]),
        ],
        T0 + 60 * MINUTE,
      ),
    ).toBe(0);
  });
});

describe('seasons', () => {
  it('keeps one file per season, a January or February kickoff in the season before', () => {
    const record = openRecord();
    const at = Date.parse('2024-09-01T00:00:00Z');
    record.record(
      [
        game('sep24', '2024-09-06T00:20:00Z', threeBooks()),
        game('jan25', '2025-01-12T18:00:00Z', threeBooks()),
        game('feb25', '2025-02-09T23:30:00Z', threeBooks()),
      ],
      at,
    );
    record.record([game('sep25', '2025-09-05T00:20:00Z', threeBooks())], Date.parse('2025-08-30T00:00:00Z'));
    expect(readdirSync(dir).sort()).toEqual(['odds-2024.jsonl', 'odds-2025.jsonl']);
    const idsIn = (season: number) => [
      ...new Set(readFileSync(path.join(dir, `odds-${season}.jsonl`), 'utf8').match(/"(?:id|g)":"\w+"/g)),
    ];
    expect(idsIn(2024)).toEqual([
      '"id":"sep24"',
      '"g":"sep24"',
      '"id":"jan25"',
      '"g":"jan25"',
      '"id":"feb25"',
      '"g":"feb25"',
    ]);
    expect(idsIn(2025)).toEqual(['"id":"sep25"', '"g":"sep25"']);
  });
});
