import type { FastifyInstance } from 'fastify';
import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { JsonCache } from '../../server/http/jsonCache';
import { testServer } from './support';

/** An inline script, as the build puts the early-click holder in each page's head. */
const INLINE_SCRIPT = 'window.__held = [];';

function fakeDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'gridline-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head><script>${INLINE_SCRIPT}</script></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(path.join(dir, 'assets', 'main.0123456789.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg/>');
  const stats = {
    initial: ['assets/main.0123456789.js'],
    groups: {
      matchups: ['assets/query.aaaaaaaaaa.js', 'assets/matchups.bbbbbbbbbb.js'],
      main: ['assets/main.0123456789.js'],
    },
    chunks: [],
  };
  writeFileSync(path.join(dir, 'bundle-stats.json'), JSON.stringify(stats));
  // As scripts/prerender.tsx writes a route's page: its markup, its screen's chunks preloaded.
  mkdirSync(path.join(dir, 'nfl'));
  writeFileSync(
    path.join(dir, 'nfl', 'index.html'),
    `<!doctype html><html><head><script>${INLINE_SCRIPT}</script><link rel="preload" as="script" href="/assets/query.aaaaaaaaaa.js"><link rel="preload" as="script" href="/assets/matchups.bbbbbbbbbb.js"></head><body><div id="root"><h1>Matchups &amp; Odds</h1></div></body></html>`,
  );
  return dir;
}

describe('HTTP behaviour', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testServer({ distDir: fakeDist() });
  });
  afterAll(async () => app.close());

  it('compresses API answers with brotli or gzip as the client accepts', async () => {
    const br = await app.inject({
      url: '/api/teamData/unit-rankings',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toHaveProperty(['AFC East']);
    const gzip = await app.inject({ url: '/api/teamData/unit-rankings', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toHaveProperty(['NFC West']);
    const plain = await app.inject({ url: '/api/teamData/unit-rankings' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toHaveProperty(['AFC North']);
  });

  it('sends an ETag and answers 304 when it matches', async () => {
    const first = await app.inject('/api/seasons');
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    const again = await app.inject({ url: '/api/seasons', headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('allows any origin on the API, with preflight', async () => {
    const response = await app.inject({ url: '/api/seasons', headers: { origin: 'https://example.com' } });
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/playerData',
      headers: {
        origin: 'https://example.com',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-custom',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-headers']).toBe('x-custom');
  });

  it('serves pages with a CSP that forbids eval and inline scripts, and the other security headers', async () => {
    const response = await app.inject({ url: '/stadiums', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    const csp = String(response.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).not.toMatch(/unsafe-eval|unsafe-inline/);
    // The one inline script the pages carry (the early-click holder), by its hash, and no other.
    const hash = `'sha256-${createHash('sha256').update(INLINE_SCRIPT).digest('base64')}'`;
    expect(scriptSrc.match(/'sha256-[^']+'/g)).toEqual([hash]);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('falls back to index.html for any page route, and not for the API or missing files', async () => {
    expect((await app.inject('/player-data')).headers['content-type']).toMatch(/text\/html/);
    expect((await app.inject('/some/deep/route?week=3')).statusCode).toBe(200);
    const missingApi = await app.inject('/api/nothing');
    expect(missingApi.statusCode).toBe(404);
    expect(missingApi.json()).toEqual({ error: 'Not found: GET /api/nothing' });
    expect((await app.inject('/assets/missing.js')).statusCode).toBe(404);
  });

  it("serves a route's prerendered page, with its screen's chunks preloaded, and the plain shell for other paths", async () => {
    for (const url of ['/nfl', '/nfl/?week=3']) {
      const nfl = (await app.inject({ url, headers: { accept: 'text/html' } })).body;
      expect(nfl).toContain('<h1>Matchups &amp; Odds</h1>');
      expect(nfl).toContain(
        '<link rel="preload" as="script" href="/assets/query.aaaaaaaaaa.js"><link rel="preload" as="script" href="/assets/matchups.bbbbbbbbbb.js">',
      );
    }
    const other = (await app.inject({ url: '/some/deep/route', headers: { accept: 'text/html' } })).body;
    // Each page names the opener the server counts weeks from (issue #59): the build names none.
    expect(other).toBe(
      `<!doctype html><html><head><script>${INLINE_SCRIPT}</script><meta name="gridline-season-opener" content="2025-09-04"></head><body><div id="root"></div></body></html>`,
    );
  });

  it('caches hashed assets for a year and revalidates the rest', async () => {
    const asset = await app.inject({ url: '/assets/main.0123456789.js', headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect((await app.inject('/favicon.svg')).headers['cache-control']).toBe('no-cache');
    expect((await app.inject('/nfl')).headers['cache-control']).toBe('no-cache');
  });
});

describe('JsonCache', () => {
  const big = (n: number) => ({ values: Array.from({ length: 2000 }, (_, i) => `${n}:${i}`) });

  it('encodes an answer once per version', () => {
    const cache = new JsonCache();
    const produce = jest.fn(() => ({ a: 1 }));
    const first = cache.get('k', produce, 1);
    expect(cache.get('k', produce, 1)).toBe(first);
    expect(produce).toHaveBeenCalledTimes(1);
    cache.get('k', produce, 2);
    expect(produce).toHaveBeenCalledTimes(2);
  });

  it('keeps within its byte budget by dropping the least recently used answers', () => {
    const one = new JsonCache().get('x', () => big(0));
    const size = one.raw.length;
    const cache = new JsonCache(size * 2.5);
    const produce = jest.fn(big);
    cache.get('a', () => produce(1));
    cache.get('b', () => produce(2));
    cache.get('a', () => produce(1));
    cache.get('c', () => produce(3));
    expect(cache.size).toBeLessThanOrEqual(size * 2.5);
    // Encodings count too: brotli for 'c' pushes out 'b' rather than exceed the budget.
    expect(cache.get('c', () => produce(3)).br.length).toBeGreaterThan(0);
    expect(cache.size).toBeLessThanOrEqual(size * 2.5);
    cache.get('a', () => produce(1));
    expect(produce).toHaveBeenCalledTimes(3);
    cache.get('b', () => produce(2));
    expect(produce).toHaveBeenCalledTimes(4);
  });
});
