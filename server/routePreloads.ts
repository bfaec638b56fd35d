import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Each page route's screen chunk, by the webpack chunk names of src/app/screens.ts. */
const SCREEN_CHUNKS: Record<string, string> = {
  '/': 'landing',
  '/login': 'login',
  '/nfl': 'matchups',
  '/player-props': 'player-props',
  '/player-data': 'player-data',
  '/team-data': 'team-data',
  '/stadiums': 'stadiums',
};

/** dist/bundle-stats.json, as webpack.config.js's BundleStatsPlugin writes it. */
export interface BundleStats {
  /** The entry's files: what loads before the first paint. */
  initial: string[];
  /** Each named chunk group's files (a lazy screen and the shared chunks it needs). */
  groups?: Record<string, string[]>;
  chunks: { name: string; initial: boolean; files: string[] }[];
}

/**
 * index.html for each page route with `<link rel="preload">` for the route's screen chunks, so the
 * browser fetches them alongside the app shell instead of after it. Other paths get index.html as built.
 */
export function pagesWithPreloads(distDir: string): (pathname: string) => string {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const statsFile = path.join(distDir, 'bundle-stats.json');
  if (!existsSync(statsFile)) return () => html;
  const stats = JSON.parse(readFileSync(statsFile, 'utf8')) as BundleStats;
  const initial = new Set(stats.initial);
  const pages = new Map<string, string>();
  for (const [route, chunk] of Object.entries(SCREEN_CHUNKS)) {
    const files = (stats.groups?.[chunk] ?? []).filter((file) => !initial.has(file));
    const links = files.map((file) => `<link rel="preload" as="script" href="/${file}">`).join('');
    pages.set(route, html.replace('</head>', `${links}</head>`));
  }
  return (pathname) => pages.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname) ?? html;
}
