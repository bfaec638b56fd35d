import { Worker } from 'node:worker_threads';
import { percentile } from './stats';

/**
 * A minimal keep-alive load generator for bench:api: `connections` loops of GET requests for
 * `durationS`, split over worker threads, each body drained and dropped. autocannon appends every
 * body to a string (`req.body += data`), so a 30–50 KB brotli answer costs it a UTF-8 decode of
 * binary data per response, more than the server's whole work: its p99 then measures the client.
 */
export interface LoadFigures {
  requests: number;
  requestsPerSecond: number;
  p50ms: number;
  p99ms: number;
  errors: number;
  bytes: number;
}

// Plain JavaScript, so the workers need no TypeScript loader.
const WORKER = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const { url, connections, durationMs, headers } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const latencies = [];
let errors = 0;
let bytes = 0;
const deadline = Date.now() + durationMs;
function loop(resolve) {
  if (Date.now() >= deadline) return resolve();
  const started = process.hrtime.bigint();
  http.get(url, { agent, headers }, (response) => {
    response.on('data', (chunk) => { bytes += chunk.length; });
    response.on('end', () => {
      latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
      if (response.statusCode !== 200) errors++;
      loop(resolve);
    });
  }).on('error', () => { errors++; loop(resolve); });
}
Promise.all(Array.from({ length: connections }, () => new Promise(loop))).then(() => {
  agent.destroy();
  parentPort.postMessage({ latencies, errors, bytes });
});
`;

export async function loadTest(
  url: string,
  options: { connections: number; durationS: number; workers: number; headers: Record<string, string> },
): Promise<LoadFigures> {
  const perWorker = Math.ceil(options.connections / options.workers);
  const results = await Promise.all(
    Array.from({ length: options.workers }, (_, i) => {
      const connections = Math.min(perWorker, options.connections - i * perWorker);
      const worker = new Worker(WORKER, {
        eval: true,
        workerData: { url, connections, durationMs: options.durationS * 1000, headers: options.headers },
      });
      return new Promise<{ latencies: number[]; errors: number; bytes: number }>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      });
    }),
  );
  const latencies = results.flatMap((result) => result.latencies);
  return {
    requests: latencies.length,
    requestsPerSecond: Math.round(latencies.length / options.durationS),
    p50ms: Math.round(percentile(latencies, 0.5)),
    p99ms: Math.round(percentile(latencies, 0.99)),
    errors: results.reduce((sum, result) => sum + result.errors, 0),
    bytes: results.reduce((sum, result) => sum + result.bytes, 0),
  };
}
