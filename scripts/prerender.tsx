import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BundleStats } from './bundleStats';

/**
 * `npm run build`, after webpack: each page route's HTML, prerendered (issue #22). The page's
 * header, banner, footer, title, subtitle and the boxes its data fills are in the HTML the server
 * sends, styled, so a phone paints them before any script runs; the screen's chunks are preloaded.
 * The app then hydrates it (src/app/startApp.tsx): the same nodes become the live page, so a tap or a
 * focus during start-up is kept.
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

/**
 * A route's markup and styles, each in a process of its own (scripts/prerenderRoute.tsx): the page
 * loads one screen's modules, not every screen's before it, and its class names follow that order.
 */
function renderInProcess(route: string): Promise<{ markup: string; styles: string }> {
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
  return new Promise((resolve, reject) => {
    execFile(
      tsx,
      [path.join(__dirname, 'prerenderRoute.tsx'), route],
      { cwd: root, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`Prerendering ${route} failed: ${stderr || error.message}`));
        else resolve(JSON.parse(stdout) as { markup: string; styles: string });
      },
    );
  });
}

export async function prerender(): Promise<string[]> {
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const stats = JSON.parse(readFileSync(path.join(distDir, 'bundle-stats.json'), 'utf8')) as BundleStats;
  const initial = new Set(stats.initial);
  const written: string[] = [];
  // Two at a time, one a core.
  const routes = Object.keys(PRERENDERED);
  const pages = new Map<string, { markup: string; styles: string }>();
  for (let i = 0; i < routes.length; i += 2) {
    const pair = routes.slice(i, i + 2);
    (await Promise.all(pair.map(renderInProcess))).forEach((page, j) => pages.set(pair[j] as string, page));
  }
  for (const [route, group] of Object.entries(PRERENDERED)) {
    const { markup, styles } = pages.get(route) as { markup: string; styles: string };
    const preloads = (stats.groups?.[group] ?? [])
      .filter((file) => !initial.has(file))
      .map((file) => `<link rel="preload" as="script" href="/${file}">`)
      .join('');
    if (!EMPTY_ROOT.test(template)) throw new Error(`Prerendering ${route}: dist/index.html has no empty #root`);
    // The markup alone in #root, as React renders it: the app hydrates it in place (src/app/startApp.tsx).
    const html = template
      .replace('</head>', `${preloads}${styles}</head>`)
      .replace(EMPTY_ROOT, `<div id="root">${markup}</div>`);
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
