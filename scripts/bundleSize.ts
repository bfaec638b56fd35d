import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BundleStats } from './bundleStats';

/**
 * Issue #9's bundle budget, in KB (1,024 bytes) gzipped. The total was 300 until issue #42: the bettor's math (fair
 * odds by four methods, best bets, key numbers and half points, the bet slip) added 10.8 KB, measured (298.5 →
 * 309.3): 8.8 in the /nfl screen's own chunk, loaded with it, and 1.7 with the shell (the slip's and the method's
 * state, which the address restores before any screen loads); the first load is 123.1, within its 130. Issue #60 (a
 * page per game, the docked slip with its stake, the compact card's choice, the phone's account menu) added 6.4 KB,
 * measured (309.9 → 316.3): 4.9 in the /nfl chunk, which the game page shares (a chunk of its own repeated 2.4 KB of
 * the cards' code), 0.9 with the shell and 0.3 on Player Data; the first load is 124.4. Issue #61 (My bets: a screen of
 * its own with its table, summary, breakdowns and two charts; Log bet from the slip, the form and the CSV import; the
 * bets' API in the store; the outbox; the line history's marks) added 31.7 KB, measured (316.3 → 348.0): 19.2 in the
 * my-bets chunk, loaded with that screen only; 3.0 in the dialog's log-bet chunk, loaded when its button is reached;
 * 1.8 in me-api (one chunk for the screen, the outbox and the marks: webpack.config.js) and 0.6 in my-bets-view, loaded
 * for a signed-in user's bets; 1.9 with the shell (the outbox, its listener and the notice, which every screen needs,
 * as a bet logged offline is sent from any of them); the rest in shared chunks (the bets' rules and words); the first
 * load is 126.3. The total is 350 since.
 */
export const BUNDLE_BUDGET_KB = { firstLoad: 130, total: 350 };

export interface ChunkSize {
  name: string;
  file: string;
  /** Loaded with the entry, before the first paint. */
  initial: boolean;
  gzipBytes: number;
}

export interface BundleReport {
  chunks: ChunkSize[];
  /** JavaScript the first visit loads before its first paint (the entry's files), gzipped. */
  firstLoadBytes: number;
  /** All JavaScript of the app, gzipped. */
  totalBytes: number;
}

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** Sizes the production build in `distDir` from the stats the build wrote (webpack.config.js). */
export function measureBundle(distDir: string): BundleReport {
  const stats = JSON.parse(readFileSync(path.join(distDir, 'bundle-stats.json'), 'utf8')) as BundleStats;
  const initial = new Set(stats.initial);
  const chunks = stats.chunks
    .flatMap(({ name, files }) =>
      files.map((file) => ({ name, file, initial: initial.has(file), gzipBytes: gzipSize(path.join(distDir, file)) })),
    )
    .sort((a, b) => Number(b.initial) - Number(a.initial) || b.gzipBytes - a.gzipBytes);
  const sum = (list: ChunkSize[]) => list.reduce((total, chunk) => total + chunk.gzipBytes, 0);
  return { chunks, firstLoadBytes: sum(chunks.filter((chunk) => chunk.initial)), totalBytes: sum(chunks) };
}

export const kb = (bytes: number) => bytes / 1024;
