import autocannon from 'autocannon';
import { gzipSync } from 'node:zlib';
import { startAppServer, stopProcessGroup } from '../scripts/serverProcess';
import { benchEndpoints } from './endpoints';

/**
 * `npm run bench:api`: throughput and latency of the embedded API at 50 connections for 10 s
 * (the server in its own process, as `npm start` runs it), and each endpoint's payload size.
 */
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);

async function load(url: string) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    // One client process saturates its core before the server does; two share the load.
    workers: 2,
    headers: { 'accept-encoding': 'br, gzip' },
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50ms: result.latency.p50,
    p99ms: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const server = await startAppServer();
  try {
    const endpoints = await benchEndpoints(server.url);

    console.log('Payload sizes (raw / gzipped):');
    for (const { label, path } of endpoints.filter((endpoint) => endpoint.json)) {
      const raw = Buffer.from(await (await fetch(server.url + path, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
      console.log(`  ${label.padEnd(20)} ${kb(raw.length).padStart(10)} / ${kb(gzipSync(raw).length).padStart(9)}`);
    }

    console.log(`\nLoad: ${CONNECTIONS} connections for ${DURATION_S} s each (Accept-Encoding: br, gzip):`);
    for (const { label, path } of endpoints.filter((endpoint) => endpoint.name === 'teamOdds' || endpoint.name === 'playerData')) {
      const figures = await load(server.url + path);
      console.log(
        `  ${label.padEnd(20)} ${String(figures.requestsPerSecond).padStart(6)} req/s  p50 ${figures.p50ms} ms  p99 ${figures.p99ms} ms  errors ${figures.errors}`,
      );
    }
  } finally {
    stopProcessGroup(server.pid);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
