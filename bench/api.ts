import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureBuild } from '../scripts/build';
import { startAppServer, stopProcessGroup } from '../scripts/serverProcess';
import { benchEndpoints, type BenchEndpoint } from './endpoints';
import { coldGenerations } from './generation';
import { loadTest } from './loadClient';
import { writeSyntheticNflverse } from './nflverseSynthetic';
import { cpuMs, rssMb, serverProcessId } from './serverUsage';
import { median } from './stats';
import { requestEverything } from './sweep';

/**
 * `BENCH_DATA=nflverse`: the real seasons' source at full size (three synthetic seasons, bench/nflverseSynthetic.ts).
 */
const REAL = process.env.BENCH_DATA === 'nflverse';

/**
 * `npm run bench:api`: the embedded API as `npm start` runs it (its own process, the real clock):
 * each endpoint's payload, throughput and latency at 50 keep-alive connections for 10 s
 * (bench/loadClient.ts, which drops the bodies it reads), and the budgets of
 * issue #19 with PASS/FAIL: cold dataset generation, RSS after a request to every endpoint of
 * every season, each research endpoint's p99, and the research answers' gzipped sizes. The server's
 * CPU time per request is printed beside each latency: unlike p99 at saturation, no other process moves it.
 */
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const GENERATION_RUNS = 5;
const KB = 1024;

const load = (url: string) =>
  // Two client threads: one saturates its core before the server does.
  loadTest(url, {
    connections: CONNECTIONS,
    durationS: DURATION_S,
    workers: 2,
    headers: { 'accept-encoding': 'br, gzip' },
  });

/**
 * The machine's floor for one answer's size: a bare node:http server (no framework, no routing)
 * sending the same number of bytes, under the same load. p99 above the budget here means the load
 * generator and the machine, not the API, set the endpoint's p99.
 */
async function bareReference(bytes: number) {
  const body = Buffer.alloc(bytes, 7);
  const bare = createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(body),
  );
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  const address = bare.address();
  try {
    return await load(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`);
  } finally {
    bare.close();
  }
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const budgets: Array<{ pass: boolean; line: string }> = [];
function budget(what: string, measured: number, limit: number, unit: (value: number) => string): void {
  budgets.push({ pass: measured <= limit, line: `${what}: ${unit(measured)} (budget ${unit(limit)})` });
}

async function payloads(serverUrl: string, endpoints: BenchEndpoint[]): Promise<void> {
  console.log('Payload sizes (raw / gzipped):');
  for (const { label, path } of endpoints.filter((endpoint) => endpoint.json)) {
    const raw = Buffer.from(
      await (await fetch(serverUrl + path, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
    );
    console.log(
      `  ${label.padEnd(36)} ${kb(raw.length).padStart(10)} / ${kb(gzipSync(raw, { level: 9 }).length).padStart(9)}`,
    );
  }
}

const load1 = () => loadavg()[0]?.toFixed(1) ?? '?';

async function main() {
  // Latency at saturation includes the load generator; on a shared machine, other work too.
  console.log(`Load average (1 min) at the start: ${load1()} on this machine.`);
  let env: Record<string, string> = {};
  let dataDir: string | undefined;
  if (REAL) {
    dataDir = mkdtempSync(path.join(tmpdir(), 'gridline-bench-nflverse-'));
    const bytes = writeSyntheticNflverse(dataDir);
    console.log(
      `The real seasons' source (GRIDLINE_DATA=nflverse): three synthetic seasons, ${(bytes / 1024 / 1024).toFixed(0)} MB of weekly stats.`,
    );
    env = { GRIDLINE_DATA: 'nflverse', NFLVERSE_DIR: dataDir };
  } else {
    console.log(`Dataset generation, ${GENERATION_RUNS} cold runs in fresh processes…`);
    const runs = coldGenerations(GENERATION_RUNS);
    const wall = median(runs.map((run) => run.wallMs));
    console.log(
      `  wall ${runs.map((run) => run.wallMs.toFixed(0)).join(', ')} ms; CPU ${runs.map((run) => run.cpuMs.toFixed(0)).join(', ')} ms`,
    );
    budget('Dataset generation (median of cold runs, wall)', wall, 1500, (ms) => `${ms.toFixed(0)} ms`);
  }

  // The server serves the built app too, and answers only once it is there.
  ensureBuild();
  const server = await startAppServer(env);
  try {
    const pid = serverProcessId(server.pid, Number(new URL(server.url).port));
    // The real seasons record no line history yet: its endpoint answers 404, so it is not loaded.
    const endpoints = (await benchEndpoints(server.url)).filter((endpoint) => !REAL || endpoint.name !== 'history');
    await payloads(server.url, endpoints);

    console.log('\nA request to every endpoint of every season (every week, game and player)…');
    const started = performance.now();
    const largest = await requestEverything(
      server.url,
      endpoints.map((endpoint) => endpoint.path),
      !REAL,
    );
    const rss = rssMb(pid);
    console.log(`  ${((performance.now() - started) / 1000).toFixed(1)} s; server RSS ${rss.toFixed(1)} MB`);
    budget(
      'Server RSS after a request to every endpoint of every season',
      rss,
      REAL ? 400 : 350,
      (mb) => `${mb.toFixed(1)} MB`,
    );
    budget("One player's season log, gzipped (largest of every player, 3 seasons)", largest.playerLog, 3 * KB, kb);
    budget("A week's box scores, gzipped (largest of 54 weeks)", largest.weekLogs, 60 * KB, kb);
    if (!REAL)
      budget("One game's line history, gzipped (largest of every game, 3 seasons)", largest.history, 15 * KB, kb);
    budget('The defence table, gzipped (largest of 3 seasons)', largest.defense, 8 * KB, kb);

    console.log(`\nLoad: ${CONNECTIONS} connections for ${DURATION_S} s each (Accept-Encoding: br, gzip):`);
    // The real seasons' budget covers every answer of CONTRACT §4 and §8 (§9); the demo's, the research answers.
    for (const endpoint of endpoints.filter(
      (e) => e.json && (REAL || e.research || e.name === 'teamOdds' || e.name === 'playerData'),
    )) {
      const cpuBefore = cpuMs(pid);
      const figures = await load(server.url + endpoint.path);
      const perRequest = (cpuMs(pid) - cpuBefore) / Math.max(1, figures.requests);
      console.log(
        `  ${endpoint.label.padEnd(36)} ${String(figures.requestsPerSecond).padStart(6)} req/s  p50 ${figures.p50ms} ms  p99 ${figures.p99ms} ms` +
          `  server CPU ${perRequest.toFixed(3)} ms/req  errors ${figures.errors}`,
      );
      if (endpoint.research || REAL)
        budget(`p99 of ${endpoint.label} at ${CONNECTIONS} connections`, figures.p99ms, 50, (ms) => `${ms} ms`);
      if ((endpoint.research || REAL) && figures.p99ms > 50) {
        const size = figures.bytes / Math.max(1, figures.requests);
        const floor = await bareReference(Math.round(size));
        console.log(
          `    reference, a bare node:http server sending the same ${kb(size)}: ${floor.requestsPerSecond} req/s  p50 ${floor.p50ms} ms  p99 ${floor.p99ms} ms`,
        );
      }
      if (figures.errors > 0)
        budgets.push({ pass: false, line: `${endpoint.label}: ${figures.errors} errors under load` });
    }
    console.log(`  server RSS after the load: ${rssMb(pid).toFixed(1)} MB; load average (1 min) ${load1()}`);
  } finally {
    stopProcessGroup(server.pid);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }

  console.log(REAL ? '\nBudgets (issue #38, CONTRACT §9):' : '\nBudgets (issue #19):');
  for (const { pass, line } of budgets) console.log(`  ${pass ? 'PASS' : 'FAIL'}  ${line}`);
  if (budgets.some(({ pass }) => !pass)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
