import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fullTeamName, TEAMS } from '../src/domain/teams';
import { rngFor, type Rng } from '../server/data/random';
import type { Bookmaker, OddsEvent } from '../server/data/types';
import { seasonFileName } from '../server/sources/record/files';
import { openOddsRecord } from '../server/sources/record/oddsRecord';
import { median } from './stats';

/**
 * `npm run bench:odds-record`: the size of a season of the odds record (CONTRACT §10) and the time to
 * open it. A simulated season through the real writer: 272 games over 18 weeks, polled every 5 minutes
 * (ODDS_API_TTL_S) from 7 days before kickoff (when §8's lines open) to kickoff, three books, h2h +
 * spreads + totals. At each poll each book's line on each game changes with chance CHANGE: one market
 * moves (half the time a price by 5, else the spread or the total by half a point, its prices reset).
 * The file is then opened in fresh processes (median of three), and compacted as the next season begins.
 */
const GAMES = 272;
const WEEKS = 18;
const POLL_MS = 5 * 60_000;
const LEAD_MS = 7 * 24 * 3_600_000;
const CHANGE = Number(process.env.CHANGE ?? 0.1);
const BOOKS = [
  ['fanduel', 'FanDuel'],
  ['draftkings', 'DraftKings'],
  ['betmgm', 'BetMGM'],
] as const;
const NAMES = TEAMS.map(fullTeamName);

interface BookLine {
  spread: number;
  spreadPrice: number;
  total: number;
  overPrice: number;
  home: number;
  away: number;
  updated: number;
}

interface SimGame {
  id: string;
  kickoff: number;
  home: string;
  away: string;
  books: BookLine[];
}

function season(rng: Rng): SimGame[] {
  return Array.from({ length: GAMES }, (_, index) => {
    const week = Math.floor((index * WEEKS) / GAMES);
    const [home, away] = rng.shuffle(NAMES);
    const spread = rng.int(-14, 14) / 2;
    const total = rng.int(76, 104) / 2;
    return {
      id: rng
        .int(0, 2 ** 31)
        .toString(16)
        .padStart(8, '0')
        .repeat(4),
      kickoff: Date.UTC(2025, 8, 7, 17) + week * 7 * 86_400_000 + (index % 4) * 3.4 * 3_600_000,
      home: home as string,
      away: away as string,
      books: BOOKS.map(() => ({
        spread,
        spreadPrice: -110,
        total,
        overPrice: -110,
        home: -110 + spread * 25,
        away: -110 - spread * 25 + 20,
        updated: 0,
      })),
    };
  });
}

function move(line: BookLine, rng: Rng, at: number): void {
  const roll = rng.next();
  if (roll < 0.5) {
    const market = rng.int(0, 2);
    const step = rng.pick([-5, 5]);
    if (market === 0) line.spreadPrice += step;
    else if (market === 1) line.overPrice += step;
    else [line.home, line.away] = [line.home + step, line.away - step];
  } else if (roll < 0.8) {
    line.spread += rng.pick([-0.5, 0.5]);
    line.spreadPrice = -110;
  } else {
    line.total += rng.pick([-0.5, 0.5]);
    line.overPrice = -110;
  }
  line.updated = at;
}

const iso = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');

function oddsEvent(game: SimGame, at: number): OddsEvent {
  const bookmakers = game.books.map((line, index): Bookmaker => ({
    key: BOOKS[index]?.[0] ?? '',
    title: BOOKS[index]?.[1] ?? '',
    last_update: iso(line.updated || at),
    markets: [
      {
        key: 'h2h',
        outcomes: [
          { name: game.away, price: line.away },
          { name: game.home, price: line.home },
        ],
      },
      {
        key: 'spreads',
        outcomes: [
          { name: game.away, price: -220 - line.spreadPrice, point: -line.spread },
          { name: game.home, price: line.spreadPrice, point: line.spread },
        ],
      },
      {
        key: 'totals',
        outcomes: [
          { name: 'Over', price: line.overPrice, point: line.total },
          { name: 'Under', price: -220 - line.overPrice, point: line.total },
        ],
      },
    ],
  }));
  return {
    id: game.id,
    sport_key: 'americanfootball_nfl',
    sport_title: 'NFL',
    commence_time: iso(game.kickoff),
    home_team: game.home,
    away_team: game.away,
    bookmakers,
  };
}

/** Records the whole season in `dir` as the server would, one upstream answer per poll. */
export function recordSeason(dir: string): { polls: number; snapshots: number; pollMs: number[] } {
  const rng = rngFor(2025, 'odds-record-bench');
  const games = season(rng);
  const record = openOddsRecord(dir);
  const first = Math.min(...games.map((game) => game.kickoff)) - LEAD_MS;
  const last = Math.max(...games.map((game) => game.kickoff));
  const pollMs: number[] = [];
  let snapshots = 0;
  for (let at = first; at <= last; at += POLL_MS) {
    const listed = games.filter((game) => game.kickoff - LEAD_MS <= at && at <= game.kickoff);
    if (listed.length === 0) continue;
    for (const game of listed) for (const line of game.books) if (rng.chance(CHANGE)) move(line, rng, at);
    const answer = listed.map((game) => oddsEvent(game, at));
    const started = performance.now();
    snapshots += record.record(answer, at);
    pollMs.push(performance.now() - started);
  }
  record.close();
  return { polls: pollMs.length, snapshots, pollMs };
}

interface OpenFigures {
  seconds: number;
  cpuSeconds: number;
  rssMb: number;
  heapMb: number;
  read: number;
  historySeconds: number;
}

/** In a fresh process: open the record as the server does at start, then answer every game's history. */
export function measureOpen(dir: string): OpenFigures {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const record = openOddsRecord(dir, { compact: false });
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const historyStarted = performance.now();
  for (const id of record.gameIds()) record.history(id);
  const historySeconds = (performance.now() - historyStarted) / 1000;
  record.close();
  const memory = process.memoryUsage();
  return {
    seconds,
    cpuSeconds: (used.user + used.system) / 1e6,
    rssMb: memory.rss / 2 ** 20,
    heapMb: memory.heapUsed / 2 ** 20,
    read: record.report.read,
    historySeconds,
  };
}

function main(): void {
  const dir = mkdtempSync(path.join(tmpdir(), 'gridline-odds-record-bench-'));
  try {
    const wrote = performance.now();
    const { polls, snapshots, pollMs } = recordSeason(dir);
    const writeSeconds = (performance.now() - wrote) / 1000;
    const file = path.join(dir, seasonFileName(2025));
    const bytes = statSync(file).size;
    const runs = Array.from(
      { length: 3 },
      () =>
        JSON.parse(
          execFileSync(process.execPath, ['--import', 'tsx', __filename, '--open', dir], {
            cwd: path.resolve(__dirname, '..'),
            encoding: 'utf8',
          }),
        ) as OpenFigures,
    );

    // The next season's first answer compacts this one to open and close.
    const record = openOddsRecord(dir);
    const compacting = performance.now();
    const next = oddsEvent(
      { ...season(rngFor(2026, 'next'))[0]!, kickoff: Date.UTC(2026, 8, 13, 17) },
      Date.UTC(2026, 8, 6),
    );
    record.record([next], Date.UTC(2026, 8, 6));
    const compactSeconds = (performance.now() - compacting) / 1000;
    record.close();
    const compacted = statSync(file).size;

    const mb = (value: number) => `${(value / 2 ** 20).toFixed(1)} MB`;
    console.log(
      `A season: ${GAMES} games × 3 books, a poll every 5 min for 7 days before each kickoff, each book's line changing on ${CHANGE * 100}% of polls`,
    );
    console.log(
      `  ${polls.toLocaleString('en-US')} polls, ${snapshots.toLocaleString('en-US')} snapshots (${(snapshots / GAMES).toFixed(0)} per game)`,
    );
    console.log(
      `  file: ${bytes.toLocaleString('en-US')} bytes (${mb(bytes)}), ${Math.round(bytes / GAMES).toLocaleString('en-US')} bytes per game, ${Math.round(bytes / snapshots)} per snapshot`,
    );
    console.log(
      `  recording: ${writeSeconds.toFixed(1)} s for the season; per poll (write + fsync) median ${median(pollMs).toFixed(2)} ms, max ${Math.max(...pollMs).toFixed(1)} ms`,
    );
    console.log(
      `  open/replay in a fresh process: ${median(runs.map((run) => run.seconds)).toFixed(2)} s median of 3 (${runs.map((run) => run.seconds.toFixed(2)).join(', ')}; CPU ${runs.map((run) => run.cpuSeconds.toFixed(2)).join(', ')} s), ${runs[0]?.read.toLocaleString('en-US')} records, RSS after ${Math.max(...runs.map((run) => run.rssMb)).toFixed(0)} MB (JS heap ${Math.max(...runs.map((run) => run.heapMb)).toFixed(0)} MB)`,
    );
    console.log(
      `  every game's history: ${median(runs.map((run) => run.historySeconds * 1000)).toFixed(0)} ms for ${GAMES}`,
    );
    console.log(
      `  compacted to open and close when the next season began: ${compacted.toLocaleString('en-US')} bytes (${Math.round(compacted / GAMES)} per game), in ${compactSeconds.toFixed(2)} s`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  const dir = process.argv[2] === '--open' ? process.argv[3] : undefined;
  if (dir) process.stdout.write(JSON.stringify(measureOpen(dir)));
  else main();
}
