import type { FastifyInstance } from 'fastify';
import { buildServer, type ServerOptions } from '../../server/app';
import { createDataset, type Dataset, type DemoDataset } from '../../server/data/dataset';
import { createNflverseDataset } from '../../server/sources/nflverse/dataset';
import { loadNflverseFiles } from '../../server/sources/nflverse/load';
import { AFTER_WEEK3_2024, nflverseFolder } from '../utils/nflverseFolder';

let shared: DemoDataset | undefined;
/** One dataset for the whole file: generating it is deterministic, so sharing is safe. */
export const testDataset = (): DemoDataset => (shared ??= createDataset());

/** The server at a fixed clock (week 10 of 2025), quiet, with no built app unless asked. */
export async function testServer(options: ServerOptions = {}): Promise<FastifyInstance> {
  const app = await buildServer({
    dataset: testDataset(),
    distDir: '/nonexistent-gridline-dist',
    now: () => new Date('2025-11-08T18:00:00Z'),
    ...options,
  });
  await app.ready();
  return app;
}

/** The two clocks the invariants are proved at: Saturday of week 3 of 2025, and a day long after the seasons. */
export const INVARIANT_CLOCKS: ReadonlyArray<[string, string]> = [
  ['mid season (week 3)', '2025-09-20T12:00:00Z'],
  ['after the season', '2026-11-24T12:00:00Z'],
];

let real: Dataset | undefined;
/** The real seasons of the shipped nflverse rows (2023 and 2024's weeks 1–3), 2024 current. */
export const nflverseTestDataset = (): Dataset =>
  (real ??= createNflverseDataset(loadNflverseFiles(nflverseFolder()), Date.parse(AFTER_WEEK3_2024)));

/**
 * Where the invariants are proved: the demo season at both clocks, and the shipped real rows after week 3 of 2024 and
 * long after.
 */
export const INVARIANT_SETUPS: ReadonlyArray<[name: string, dataset: () => Dataset, iso: string]> = [
  ...INVARIANT_CLOCKS.map(([name, iso]): [string, () => Dataset, string] => [
    `the demo season, ${name}`,
    testDataset,
    iso,
  ]),
  ['the real seasons (nflverse), after week 3 of 2024', nflverseTestDataset, AFTER_WEEK3_2024],
  ['the real seasons (nflverse), long after', nflverseTestDataset, '2026-11-24T12:00:00Z'],
];

/** GET a JSON answer from a test server; fails the test on any status but 200. */
export async function getJson<T>(app: FastifyInstance, url: string): Promise<T> {
  const response = await app.inject(url);
  if (response.statusCode !== 200)
    throw new Error(`${url} answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
  return response.json() as T;
}

/** A test server for the enclosing describe block (or file): started before its tests, closed after them. */
export function serverForTests(options: ServerOptions = {}) {
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    app = await testServer(options);
  });
  afterAll(async () => app?.close());
  const current = (): FastifyInstance => {
    if (!app) throw new Error('the test server is not started');
    return app;
  };
  return {
    app: current,
    /** GET: status, JSON body and headers. */
    get: async (url: string) => {
      const response = await current().inject(url);
      return { status: response.statusCode, body: response.json() as unknown, headers: response.headers };
    },
  };
}
