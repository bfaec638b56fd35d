import { http, HttpResponse, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';

/** Where the app's relative API base resolves under jsdom. */
export const API = 'http://localhost/api';

/**
 * What a screen asks for on its own for research (CONTRACT §8): missing (404), as the spec's screens
 * must stand without it, unless a test answers it with server.use. Player Props asks /seasons only
 * for the hit rates' season (Player Data tests serve their own).
 */
const researchMissing = ['/playerGameLogs', '/teamData/defense-vs-position', '/seasons'].map((path) =>
  http.get(`${API}${path}`, () => HttpResponse.json({ error: 'Not found' }, { status: 404 })),
);

export const server = setupServer(...researchMissing);

/** Starts msw for a test file: unhandled requests fail the test; handlers reset after each test. */
export function setupMswServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

/** A JSON handler that counts its requests. */
export function countedJson(path: string, body: unknown, init?: ResponseInit): { handler: HttpHandler; count: () => number } {
  let count = 0;
  const handler = http.get(`${API}${path}`, () => {
    count += 1;
    return HttpResponse.json(body as Parameters<typeof HttpResponse.json>[0], init);
  });
  return { handler, count: () => count };
}

export { http, HttpResponse };
