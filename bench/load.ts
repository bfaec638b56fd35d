import autocannon from 'autocannon';
import { startAppServer, stopProcessGroup, type RunningServer } from '../scripts/serverProcess';
import { benchEndpoints, type BenchEndpoint } from './endpoints';
import { rssMb, serverProcessId } from './serverUsage';

/**
 * `npm run bench:load`: every endpoint of the embedded API under 200 concurrent connections for
 * 30 s (LOAD_CONNECTIONS, LOAD_DURATION), the server in its own process as `npm start` runs it.
 * Passes with no error on any endpoint and flat memory: the server's RSS after the last endpoint
 * at most max(20 %, 50 MB) above its RSS after a warm-up of every endpoint. Linux only (/proc).
 */
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 200);
const DURATION_S = Number(process.env.LOAD_DURATION ?? 30);
const WARM_UP_S = Math.min(3, DURATION_S);
const SETTLE_MS = 1_000;
const FLAT_RATIO = 0.2;
const FLAT_SLACK_MB = 50;

interface Figures {
  label: string;
  requestsPerSecond: number;
  p50ms: number;
  p99ms: number;
  errors: number;
  rss: { startMb: number; peakMb: number; endMb: number };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function hammer(url: string, durationS: number) {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: durationS,
    // One client process saturates its core before the server does; two share the load (as bench:api).
    workers: 2,
    headers: { 'accept-encoding': 'br, gzip' },
  });
}

async function measure(serverUrl: string, endpoint: BenchEndpoint, pid: number): Promise<Figures> {
  const startMb = rssMb(pid);
  const samples = [startMb];
  const sampler = setInterval(() => samples.push(rssMb(pid)), 1_000);
  try {
    const result = await hammer(serverUrl + endpoint.path, DURATION_S);
    await sleep(SETTLE_MS);
    const endMb = rssMb(pid);
    samples.push(endMb);
    return {
      label: endpoint.label,
      requestsPerSecond: Math.round(result.requests.average),
      p50ms: result.latency.p50,
      p99ms: result.latency.p99,
      errors: result.errors + result.non2xx + result.timeouts,
      rss: { startMb, peakMb: Math.max(...samples), endMb },
    };
  } finally {
    clearInterval(sampler);
  }
}

function printTable(rows: Figures[]): void {
  const width = Math.max('Endpoint'.length, ...rows.map((row) => row.label.length));
  const header = ['req/s', 'p50 ms', 'p99 ms', 'errors', 'RSS start', 'RSS peak', 'RSS end'];
  console.log(`${'Endpoint'.padEnd(width)}  ${header.map((title) => title.padStart(9)).join(' ')}`);
  for (const row of rows) {
    const cells = [
      row.requestsPerSecond,
      row.p50ms,
      row.p99ms,
      row.errors,
      ...[row.rss.startMb, row.rss.peakMb, row.rss.endMb].map((mb) => mb.toFixed(1)),
    ];
    console.log(`${row.label.padEnd(width)}  ${cells.map((cell) => String(cell).padStart(9)).join(' ')}`);
  }
}

/** Warms every endpoint up, then loads each in turn; the RSS after the warm-up is the baseline. */
async function loadEveryEndpoint(server: RunningServer): Promise<{ rows: Figures[]; baselineMb: number }> {
  const pid = serverProcessId(server.pid, Number(new URL(server.url).port));
  const endpoints = await benchEndpoints(server.url);
  console.log(`Server process ${pid}: ${rssMb(pid).toFixed(1)} MB RSS at start.`);
  console.log(`Warm-up: ${CONNECTIONS} connections for ${WARM_UP_S} s on each endpoint…`);
  for (const endpoint of endpoints) await hammer(server.url + endpoint.path, WARM_UP_S);
  await sleep(SETTLE_MS);
  const baselineMb = rssMb(pid);
  console.log(`RSS after the warm-up: ${baselineMb.toFixed(1)} MB.\n`);

  console.log(
    `Load: ${CONNECTIONS} connections for ${DURATION_S} s per endpoint (Accept-Encoding: br, gzip; RSS sampled every second):`,
  );
  const rows: Figures[] = [];
  for (const endpoint of endpoints) {
    rows.push(await measure(server.url, endpoint, pid));
    console.log(`  ${endpoint.label} done`);
  }
  return { rows, baselineMb };
}

async function main() {
  const server = await startAppServer();
  const { rows, baselineMb } = await loadEveryEndpoint(server).finally(() => stopProcessGroup(server.pid));

  console.log('\nRSS of the server process in MB: before the run, highest sample, 1 s after the run.');
  printTable(rows);
  const errors = rows.reduce((sum, row) => sum + row.errors, 0);
  const endMb = rows.at(-1)?.rss.endMb ?? NaN;
  const limitMb = baselineMb + Math.max(baselineMb * FLAT_RATIO, FLAT_SLACK_MB);
  const flat = endMb <= limitMb;
  console.log(
    `\nErrors: ${errors} (errors + non-2xx + timeouts over ${rows.length} endpoints)` +
      `\nMemory: ${endMb.toFixed(1)} MB after the last endpoint vs ${baselineMb.toFixed(1)} MB after the warm-up` +
      ` (limit ${limitMb.toFixed(1)} MB = warm-up + max(${FLAT_RATIO * 100} %, ${FLAT_SLACK_MB} MB))`,
  );
  const pass = errors === 0 && flat;
  console.log(
    `${pass ? 'PASS' : 'FAIL'}: ${errors === 0 ? 'no errors' : `${errors} errors`}, memory ${flat ? 'flat' : 'grew'}`,
  );
  if (!pass) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
