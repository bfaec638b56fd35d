import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import defaults from '../src/config/defaults.json';

const root = path.resolve(__dirname, '..');
/**
 * Where the build goes: dist/, or GRIDLINE_DIST_DIR (the browser suite's build of the real seasons, with another
 * opener).
 */
const distDir = () => path.resolve(root, process.env.GRIDLINE_DIST_DIR || 'dist');
const stampFile = () => path.join(distDir(), '.build-hash');
/** What the build reads: a change to any file under these rebuilds the app. */
export const INPUTS = [
  'src',
  'public',
  'webpack.config.js',
  'scripts/prerender.tsx',
  'scripts/prerenderRoute.tsx',
  'package-lock.json',
  'tsconfig.json',
  // The built-in key-number table (webpack.config.js): its season, and the reader that counts it.
  'data/keyNumbers',
  'scripts/builtInKeyNumbers.ts',
  'server/sources/nflverse',
];

function filesUnder(entry: string): string[] {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full)
    .sort()
    .flatMap((name) => filesUnder(path.join(entry, name)));
}

/** A hash of everything the production build depends on: sources and the CONTRACT §3 variables. */
export function buildInputsHash(): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(filesUnder)) {
    hash.update(file).update(readFileSync(path.join(root, file)));
  }
  for (const name of Object.keys(defaults)) hash.update(`${name}=${process.env[name] ?? ''}`);
  return hash.digest('hex');
}

/** Builds the production app into dist/ unless it is already built from the current sources. */
export function ensureBuild(log: (line: string) => void = console.log): void {
  const wanted = buildInputsHash();
  const stamp = stampFile();
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return;
  log(existsSync(stamp) ? 'Sources changed: rebuilding the app…' : 'Building the app (first run)…');
  const webpackCli = require.resolve('webpack-cli/bin/cli.js');
  const result = spawnSync(process.execPath, [webpackCli, '--mode', 'production', '--stats', 'errors-warnings'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error('The production build failed (see the errors above).');
  // Each page route's first paint, into the HTML (scripts/prerender.tsx), with the same configuration.
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
  const prerendered = spawnSync(tsx, [path.join(root, 'scripts', 'prerender.tsx')], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (prerendered.status !== 0) throw new Error('Prerendering the pages failed (see the errors above).');
  writeFileSync(stamp, wanted);
}

if (require.main === module) {
  try {
    ensureBuild();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
