import { http, HttpResponse, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';

/** Where the app's relative API base resolves under jsdom. */
export const API = 'http://localhost/api';

/**
 * Research endpoints (CONTRACT §8) a spec screen asks for on its own, such as /nfl's opening lines and
 * scores, or Player Props' game logs, defence table and /seasons (for the hit rates' season; Player Data
 * tests serve their own): missing (404) unless a test answers them with server.use, so the spec's tests
 * need not know of them, and still see the screen as the spec says.
 */
const researchMissing = [
  '/teamOdds/opening',
  '/scores',
  '/playerGameLogs',
  '/teamData/defense-vs-position',
  '/teamData/defense-vs-position/weekly',
  '/seasons',
  '/sources',
  '/keyNumbers',
].map((path) => http.get(`${API}${path}`, () => HttpResponse.json({ error: 'Not found' }, { status: 404 })));

export const server = setupServer(...researchMissing);

/** Starts msw for a test file: unhandled requests fail the test; handlers reset after each test. */
export function setupMswServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

/** A JSON handler that counts its requests. */
export function countedJson(
  path: string,
  body: unknown,
  init?: ResponseInit,
): { handler: HttpHandler; count: () => number } {
  let count = 0;
  const handler = http.get(`${API}${path}`, () => {
    count += 1;
    return HttpResponse.json(body as Parameters<typeof HttpResponse.json>[0], init);
  });
  return { handler, count: () => count };
}

export { http, HttpResponse };
