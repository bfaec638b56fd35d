import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startPostgresServer, type PostgresServer } from '../__tests__/server/db/postgresServer';
import { stopProcessGroup } from '../scripts/serverProcess';
import { spawnServer, stopServer, type ServerChild } from '../__tests__/server/me/serverChild';
import { emulatorToken, PROJECT, startFakeEmulator } from '../__tests__/server/me/support';
import { loadDataSource } from '../server/dataSource';
import type { Dataset } from '../server/data/dataset';
import type { OddsEvent } from '../server/data/types';
import { insertBets } from '../server/db/bets';
import { openDatabase, type DatabaseConfig } from '../server/db/connect';
import { gameIndex } from '../server/me/games';
import { betBody, betRules, newBet } from '../server/me/validate';
import type { Bet, BetBook, BetLeg, BetMarket } from '../src/domain/bets/types';
import type { Row } from './phoneTargets';
import { cpuMs } from './serverUsage';
import { median, percentile } from './stats';

/**
 * `npm run bench:bets`, and rows of `npm run bench`: CONTRACT §11's bets API as `npm start` runs it (server/main.ts in
 * its own process, over HTTP), one user holding 5,000 bets (singles, parlays and teasers over the demo season's 272
 * games at their books' lines, each valid by the API's own rules), after the season (every bet graded, every leg with
 * its close). On PGlite in a data folder (the default) and on a Postgres server (Debian's, started for the run):
 * GET /api/me/bets (every bet and the summary) 200 times one after another, as a browser asks it (Accept-Encoding:
 * br, gzip), timed to its last byte; and a 5,000-row CSV import 3 times. Goals: the list's p99 ≤ 50 ms, an import
 * ≤ 2 s. Tokens are checked by firebase-admin against a local stand-in for the Auth emulator (as in the tests): one
 * lookup a request.
 */
export const BETS_GOALS = { listP99Ms: 50, importS: 2 };
const BETS = 5_000;
const LISTS = 200;
const WARMUP = 10;
const IMPORTS = 3;
const CLOCK = '2026-01-07T12:00:00Z';
const UID = 'bench-bettor';
const BOOKS: BetBook[] = ['fanduel', 'draftkings', 'betmgm'];

const ms = (value: number | undefined) => (value === undefined ? '–' : `${value.toFixed(1)} ms`);
const seconds = (value: number | undefined) => (value === undefined ? '–' : `${value.toFixed(2)} s`);

type Backend = 'PGlite' | 'Postgres server';
export interface BetsFigures {
  backend: Backend;
  /** Why it was not measured (Postgres not installed). */
  skipped?: string;
  seedS?: number;
  listMs?: number[];
  listP50Ms?: number;
  listP99Ms?: number;
  /** The list's size as sent (brotli), bytes. */
  listBytes?: number;
  /** The server's CPU time per list request. */
  listCpuMs?: number;
  importS?: number[];
  importMedianS?: number;
}
export interface BetsBench {
  bets: number;
  kinds: Record<string, number>;
  figures: BetsFigures[];
}

/**
 * A leg of `event` in `market` at `book`'s line (else another book's): a team's spread, the total, or a moneyline; a
 * spread or a total where the game has no such line (a moneyline off the board behind a big spread).
 */
function legOf(event: OddsEvent, market: BetMarket, book: BetBook, pick: number): BetLeg {
  for (const tried of [market, 'spreads', 'totals'] as const) {
    const lines = event.bookmakers.flatMap((bookmaker) =>
      bookmaker.markets
        .filter((one) => one.key === tried && one.outcomes.length > 0)
        .map((one) => ({ book: bookmaker.key, outcomes: one.outcomes })),
    );
    const outcomes = (lines.find((line) => line.book === book) ?? lines[0])?.outcomes ?? [];
    const outcome = outcomes[pick % (outcomes.length || 1)];
    if (outcome)
      return {
        game_id: event.id,
        market: tried,
        side: outcome.name,
        ...(tried === 'h2h' || outcome.point === undefined ? {} : { point: outcome.point }),
        price: outcome.price,
      };
  }
  throw new Error(`no line for ${event.id}`);
}

const decimal = (american: number) => (american > 0 ? 1 + american / 100 : 1 + 100 / -american);
const american = (decimalOdds: number) =>
  Math.round(decimalOdds >= 2 ? (decimalOdds - 1) * 100 : -100 / (decimalOdds - 1));

/**
 * `count` bets over the season's games, each checked by the API's own rules: 6 singles in 10 (moneylines, spreads
 * and totals), 3 parlays of 2–6 legs, 1 teaser of 2–3 legs; stakes of 0.5–250 units, notes on some.
 */
export function seasonOfBets(dataset: Dataset, count: number, tag = 0): Bet[] {
  const games = Array.from({ length: 18 }, (_, week) => dataset.oddsForWeek(week + 1)).flat();
  const gameOf = gameIndex(dataset);
  const markets: BetMarket[] = ['h2h', 'spreads', 'totals'];
  return Array.from({ length: count }, (_, index) => {
    const kind = index % 10 < 6 ? 'single' : index % 10 < 9 ? 'parlay' : 'teaser';
    const legCount = kind === 'single' ? 1 : kind === 'parlay' ? 2 + (index % 5) : 2 + (index % 2);
    const book = BOOKS[index % BOOKS.length] as BetBook;
    // Games of one week for a parlay or teaser, as a bettor builds them; spread across the season.
    const first = (index * 7919) % games.length;
    const legs = Array.from({ length: legCount }, (_, leg) => {
      const event = games[(first + leg * 3) % games.length] as OddsEvent;
      const market = kind === 'teaser' ? (leg % 2 ? 'totals' : 'spreads') : (markets[(index + leg) % 3] as BetMarket);
      return legOf(event, market, book, index + leg);
    });
    const firstKickoff = Math.min(...legs.map((leg) => gameOf(leg.game_id)?.kickoff ?? Infinity));
    const bet: Bet = {
      id: `${String(tag).padStart(8, '0')}-${String(index % 10_000).padStart(4, '0')}-4000-8000-${String(index).padStart(12, '0')}`,
      placed_at: new Date(firstKickoff - 3_600_000 * (1 + (index % 70))).toISOString(),
      stake: [0.5, 1, 2, 5, 10, 25, 250][index % 7] as number,
      book,
      kind,
      ...(kind === 'teaser' ? { teaser_points: ([6, 6.5, 7] as const)[index % 3] } : {}),
      price:
        kind === 'single'
          ? (legs[0]?.price ?? -110)
          : kind === 'teaser'
            ? -120
            : american(legs.reduce((product, leg) => product * decimal(leg.price), 1)),
      legs,
      ...(index % 4 === 0 ? { notes: `bet ${index}: ${'a note of the reasons '.repeat(1 + (index % 5))}`.trim() } : {}),
    };
    const parsed = betBody.safeParse(bet);
    const errors = parsed.success ? betRules(bet, gameOf) : parsed.error.issues;
    if (errors.length) throw new Error(`bet ${index} is not valid: ${JSON.stringify(errors)}`);
    return bet;
  });
}

/** A CSV of `rows` singles for the import (its header and columns, CONTRACT §11). */
function importFile(bets: Bet[]): string {
  const lines = bets.map((bet) => {
    const leg = bet.legs[0] as BetLeg;
    return [bet.placed_at, leg.game_id, leg.market, leg.side, leg.point ?? '', leg.price, bet.stake, bet.book, 'csv']
      .map(String)
      .join(',');
  });
  return ['placed_at,game_id,market,side,point,price,stake,book,notes', ...lines].join('\n');
}

/** What a run has started and must stop, even when it is interrupted (SIGINT, SIGTERM). */
const started = new Set<() => void>();
const stopEverything = (signal: NodeJS.Signals) => {
  for (const stop of started) stop();
  process.exit(signal === 'SIGINT' ? 130 : 143);
};

/** GET as a browser asks (its Accept-Encoding), to the answer's last byte, not decoded: the bytes received. */
function answerOf(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () =>
        response.statusCode === 200 ? resolve(bytes) : reject(new Error(`GET ${url}: ${response.statusCode}`)),
      );
    }).on('error', reject);
  });
}

async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await run();
  return { ms: performance.now() - started, value };
}

async function measure(backend: Backend, dataset: Dataset, bets: Bet[], emulatorHost: string): Promise<BetsFigures> {
  let postgres: PostgresServer | undefined;
  let dir: string | undefined;
  let server: ServerChild | undefined;
  const cleanUp = () => {
    if (server) stopProcessGroup(server.pid, 'SIGKILL');
    postgres?.remove();
    if (dir) rmSync(dir, { recursive: true, force: true });
  };
  try {
    if (backend === 'Postgres server') {
      try {
        postgres = await startPostgresServer();
      } catch (error) {
        return { backend, skipped: error instanceof Error ? error.message : String(error) };
      }
    } else dir = mkdtempSync(path.join(tmpdir(), 'gridline-bench-bets-'));
    started.add(cleanUp);
    const config: DatabaseConfig = postgres ? { url: postgres.url } : { dir: dir ?? '' };

    // Stored through the server's own query layer, in one transaction: the API takes 60 writes a minute.
    const gameOf = gameIndex(dataset);
    const seed = await timed(async () => {
      const db = await openDatabase(config);
      try {
        await insertBets(
          db,
          UID,
          bets.map((bet) => newBet(bet, gameOf)),
        );
      } finally {
        await db.destroy();
      }
    });

    server = await spawnServer({
      GRIDLINE_DATA: 'demo',
      SEASON_OPENER: '',
      GRIDLINE_NOW: CLOCK,
      FIREBASE_PROJECT_ID: PROJECT,
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
      DATABASE_URL: postgres?.url ?? '',
      GRIDLINE_DB_DIR: dir ?? '',
    });
    const url = server.url;
    const authorization = `Bearer ${emulatorToken(UID)}`;
    console.log(
      `  ${backend}: ${bets.length.toLocaleString('en-US')} bets stored in ${seconds(seed.ms / 1000)}; listing…`,
    );
    const sample = (await (await fetch(`${url}/api/me/bets`, { headers: { authorization } })).json()) as {
      bets?: unknown[];
    };
    if (sample.bets?.length !== bets.length) throw new Error(`listed ${sample.bets?.length} bets, not ${bets.length}`);
    const list = () => answerOf(`${url}/api/me/bets`, { authorization, 'accept-encoding': 'br, gzip' });
    for (let i = 0; i < WARMUP; i++) await list();
    const cpuBefore = cpuMs(server.pid);
    const listMs: number[] = [];
    let listBytes = 0;
    for (let i = 0; i < LISTS; i++) {
      const { ms, value } = await timed(list);
      listMs.push(ms);
      listBytes = value;
    }
    const listCpuMs = (cpuMs(server.pid) - cpuBefore) / LISTS;
    console.log(`  ${backend}: ${LISTS} lists, p50 ${ms(percentile(listMs, 0.5))}; importing…`);

    const file = importFile(
      seasonOfBets(dataset, BETS * 3, 9)
        .filter((bet) => bet.kind === 'single')
        .slice(0, BETS),
    );
    const importS: number[] = [];
    for (let run = 1; run <= IMPORTS; run++) {
      const { ms, value } = await timed(async () => {
        const response = await fetch(`${url}/api/me/bets/import`, {
          method: 'POST',
          headers: { authorization: `Bearer ${emulatorToken(`bench-importer-${run}`)}`, 'content-type': 'text/csv' },
          body: file,
        });
        return { status: response.status, body: await response.text() };
      });
      if (value.status !== 201 || value.body !== JSON.stringify({ imported: BETS }))
        throw new Error(`The import answered ${value.status}: ${value.body.slice(0, 300)}`);
      importS.push(ms / 1000);
    }
    return {
      backend,
      seedS: seed.ms / 1000,
      listMs,
      listP50Ms: percentile(listMs, 0.5),
      listP99Ms: percentile(listMs, 0.99),
      listBytes,
      listCpuMs,
      importS,
      importMedianS: median(importS),
    };
  } finally {
    started.delete(cleanUp);
    if (server) await stopServer(server);
    postgres?.remove();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

/** Both backends, one after the other (each its own server process; the Postgres server stopped after). */
export async function betsBench(): Promise<BetsBench> {
  const { dataset } = loadDataSource({ GRIDLINE_DATA: 'demo' }, Date.parse(CLOCK));
  const bets = seasonOfBets(dataset, BETS);
  const kinds: Record<string, number> = {};
  for (const bet of bets) kinds[bet.kind] = (kinds[bet.kind] ?? 0) + 1;
  const emulator = await startFakeEmulator();
  process.on('SIGINT', stopEverything).on('SIGTERM', stopEverything);
  try {
    const figures: BetsFigures[] = [];
    for (const backend of ['PGlite', 'Postgres server'] as const)
      figures.push(await measure(backend, dataset, bets, emulator.host));
    return { bets: bets.length, kinds, figures };
  } finally {
    process.off('SIGINT', stopEverything).off('SIGTERM', stopEverything);
    await emulator.close();
  }
}

/** The figures side by side, the goals beside them. */
export function betsTable(bench: BetsBench): string[] {
  const [lite, server] = bench.figures;
  const kinds = Object.entries(bench.kinds)
    .map(([kind, n]) => `${n.toLocaleString('en-US')} ${kind}s`)
    .join(', ');
  const lines = [
    `Bets (CONTRACT §11): one user with ${bench.bets.toLocaleString('en-US')} bets (${kinds}), the clock after the season; over HTTP, Accept-Encoding: br, gzip:`,
  ];
  const table: Array<[string, string, string, string]> = [
    ['', 'PGlite (folder)', 'Postgres server', 'Goal'],
    [`GET /api/me/bets p50 (${LISTS} in a row)`, ms(lite?.listP50Ms), ms(server?.listP50Ms), ''],
    [
      `GET /api/me/bets p99 (${LISTS} in a row)`,
      ms(lite?.listP99Ms),
      ms(server?.listP99Ms),
      `≤ ${BETS_GOALS.listP99Ms} ms`,
    ],
    ['  server CPU per list', ms(lite?.listCpuMs), ms(server?.listCpuMs), ''],
    [
      '  list size as sent (br)',
      lite?.listBytes ? `${(lite.listBytes / 1024).toFixed(0)} KB` : '–',
      server?.listBytes ? `${(server.listBytes / 1024).toFixed(0)} KB` : '–',
      '',
    ],
    [
      `CSV import, ${BETS.toLocaleString('en-US')} rows (median of ${IMPORTS})`,
      seconds(lite?.importMedianS),
      seconds(server?.importMedianS),
      `≤ ${BETS_GOALS.importS} s`,
    ],
    [
      '  each import',
      (lite?.importS ?? []).map((s) => s.toFixed(2)).join(', ') || '–',
      (server?.importS ?? []).map((s) => s.toFixed(2)).join(', ') || '–',
      '',
    ],
    [
      `  seeding ${bench.bets.toLocaleString('en-US')} bets (one transaction)`,
      seconds(lite?.seedS),
      seconds(server?.seedS),
      '',
    ],
  ];
  const widths = [0, 1, 2, 3].map((column) => Math.max(...table.map((row) => row[column]?.length ?? 0)));
  for (const row of table) lines.push(`  ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ')}`);
  for (const figures of bench.figures)
    if (figures.skipped) lines.push(`  ${figures.backend} not measured: ${figures.skipped}`);
  return lines;
}

/** PASS/FAIL rows for `npm run bench`, one per goal and backend. */
export function betsRows(bench: BetsBench): Row[] {
  return bench.figures.flatMap((figures) => [
    {
      target: `Bets, ${figures.backend}: GET /api/me/bets of ${bench.bets.toLocaleString('en-US')} bets p99 ≤ ${BETS_GOALS.listP99Ms} ms`,
      measured: figures.skipped ? 'not measured' : `${ms(figures.listP99Ms)} (p50 ${ms(figures.listP50Ms)})`,
      pass: (figures.listP99Ms ?? Infinity) <= BETS_GOALS.listP99Ms,
    },
    {
      target: `Bets, ${figures.backend}: CSV import of ${BETS.toLocaleString('en-US')} rows ≤ ${BETS_GOALS.importS} s`,
      measured: figures.skipped
        ? 'not measured'
        : `${seconds(figures.importMedianS)} median of ${IMPORTS} (${(figures.importS ?? []).map((s) => s.toFixed(2)).join(', ')})`,
      pass: (figures.importMedianS ?? Infinity) <= BETS_GOALS.importS,
    },
  ]);
}

if (require.main === module) {
  betsBench()
    .then((bench) => {
      for (const line of betsTable(bench)) console.log(line);
      const rows = betsRows(bench);
      console.log('');
      for (const row of rows) console.log(`  ${row.pass ? 'PASS' : 'FAIL'}  ${row.target}: ${row.measured}`);
      if (rows.some((row) => !row.pass)) process.exitCode = 1;
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
