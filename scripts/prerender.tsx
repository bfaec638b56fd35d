import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { AppProviders } from '../src/app/AppProviders';
import { AppRoutes } from '../src/app/routes';
import { makeStore } from '../src/app/store';
import type { BundleStats } from './bundleStats';

/**
 * `npm run build`, after webpack: each page route's HTML, prerendered (issue #22). The page's
 * header, banner, footer, title, subtitle and the boxes its data fills are in the HTML the server
 * sends, styled, so a phone paints them before any script runs; the screen's chunks are preloaded.
 * The app then renders the same screen in their place (src/app/startApp.tsx); until then the page is inert,
 * so a tap or a keystroke waits for the live page instead of going into one about to be replaced.
 * Writes dist/{route}/index.html;
 * dist/index.html stays the plain shell every other address falls back to.
 */
const root = path.resolve(__dirname, '..');
const distDir = path.resolve(root, process.env.GRIDLINE_DIST_DIR || 'dist');

/** Each prerendered route and the webpack chunk group of its screen (src/app/screens.ts names them). */
export const PRERENDERED: Readonly<Record<string, string>> = {
  '/login': 'login',
  '/nfl': 'matchups',
  '/player-props': 'player-props',
  '/player-data': 'player-data',
  '/team-data': 'team-data',
  '/stadiums': 'stadiums',
};

/** The app's empty container, as the minified dist/index.html writes it. */
const EMPTY_ROOT = /<div id="?root"?><\/div>/;

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  await new Promise<void>((resolve, reject) => stream.pipe(sink).on('finish', resolve).on('error', reject));
  return Buffer.concat(chunks).toString('utf8');
}

/** The route as a signed-out visitor's first paint: no data yet, nothing that depends on the clock. */
async function render(route: string): Promise<{ markup: string; styles: string }> {
  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <AppProviders store={makeStore()}>
          <StaticRouter location={route}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>,
      ),
    );
    return { markup: await text(prelude), styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

export async function prerender(): Promise<string[]> {
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const stats = JSON.parse(readFileSync(path.join(distDir, 'bundle-stats.json'), 'utf8')) as BundleStats;
  const initial = new Set(stats.initial);
  const written: string[] = [];
  for (const [route, group] of Object.entries(PRERENDERED)) {
    const { markup, styles } = await render(route);
    const preloads = (stats.groups?.[group] ?? [])
      .filter((file) => !initial.has(file))
      .map((file) => `<link rel="preload" as="script" href="/${file}">`)
      .join('');
    if (!EMPTY_ROOT.test(template)) throw new Error(`Prerendering ${route}: dist/index.html has no empty #root`);
    // Inert until the app replaces it: nothing typed or pressed before then is lost to the swap. Hidden
    // from assistive technology and automation too (aria-hidden, for what does not read inert): the
    // page to use, and to test, is the live one.
    const html = template
      .replace('</head>', `${preloads}${styles}</head>`)
      .replace(EMPTY_ROOT, `<div id="root"><div inert aria-hidden="true">${markup}</div></div>`);
    const file = path.join(distDir, route.slice(1), 'index.html');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
    written.push(path.relative(root, file));
  }
  return written;
}

if (require.main === module) {
  prerender().then(
    (files) => console.log(`Prerendered ${files.length} pages: ${files.join(', ')}`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
