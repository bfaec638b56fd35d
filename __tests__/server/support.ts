import type { FastifyInstance } from 'fastify';
import { buildServer, type ServerOptions } from '../../server/app';
import { createDataset, type Dataset } from '../../server/data/dataset';

let shared: Dataset | undefined;
/** One dataset for the whole file: generating it is deterministic, so sharing is safe. */
export const testDataset = (): Dataset => (shared ??= createDataset());

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
