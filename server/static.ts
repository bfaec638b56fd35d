import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { preferredEncoding } from './http/jsonCache';
import { pageFiles, type BuiltPages } from './pages';

const HASHED_ASSET = /\.[0-9a-f]{10}\.js(\.map)?$/;

/** The built app's pages in `distDir`, telling the client `seasonOpener`, or nothing when it is not built. */
export function builtPages(distDir: string, seasonOpener: Date): BuiltPages | undefined {
  return existsSync(path.join(distDir, 'index.html')) ? pageFiles(distDir, seasonOpener) : undefined;
}

/** Serves the built app from `distDir` (its `pages`), with an SPA fallback to index.html for page routes. */
export async function registerStatic(
  app: FastifyInstance,
  distDir: string,
  pages: BuiltPages | undefined,
): Promise<void> {
  const page = pages?.page;
  if (!pages) {
    app.log.warn(`No built app at ${distDir}: run \`npm run build\`. Serving the API only.`);
  } else {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders(res, filePath) {
        // Content-hashed files never change; everything else is revalidated.
        res.setHeader(
          'Cache-Control',
          HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const looksLikePage = (request.headers.accept ?? '').includes('text/html') || !path.extname(pathname);
    const wantsPage = request.method === 'GET' && !pathname.startsWith('/api/') && looksLikePage;
    if (wantsPage && page) {
      const html = page(pathname);
      const encoding = preferredEncoding(request);
      reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
      return encoding ? reply.header('Content-Encoding', encoding).send(html[encoding]) : reply.send(html.raw);
    }
    return reply.code(404).send({ error: `Not found: ${request.method} ${pathname}` });
  });
}
