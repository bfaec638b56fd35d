import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createNflverseDataset } from '../server/sources/nflverse/dataset';
import { loadNflverseFiles } from '../server/sources/nflverse/load';
import { ROWS_PER_SEASON, SYNTHETIC_SEASONS, writeSyntheticNflverse } from './nflverseSynthetic';
import type { Row } from './phoneTargets';
import { median } from './stats';

const root = path.resolve(__dirname, '..');
const RUNS = 3;

/**
 * `npm run bench:nflverse`, and two rows of `npm run bench`: CONTRACT §9's budget for reading
 * nflverse's data. Three seasons of the current weekly layout at full size (bench/nflverseSynthetic.ts:
 * 17,856 rows × the real sample's 145 columns each, every row a game of its games.csv) are read
 * from disk and made into the dataset (loadNflverseFiles, createNflverseDataset) in a fresh process,
 * as the server does at start: ≤ 3 s wall, ≤ 400 MB peak RSS. Median time and worst RSS of three
 * cold runs.
 */
export const BUDGET = { seconds: 3, rssMb: 400 };
export interface ReadFigures {
  seconds: number;
  /** CPU time of the read: unlike wall time, other work on the machine barely moves it. */
  cpuSeconds: number;
  peakRssMb: number;
  rssMb: number;
  rows: number;
  skipped: number;
}

/** In the child: read the folder as the server will, holding every row. */
function measureRead(dir: string): ReadFigures {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const files = loadNflverseFiles(dir);
  createNflverseDataset(files, Date.now());
  const reads = files.seasons.map((season) => season.weeks);
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  return {
    seconds,
    cpuSeconds: (used.user + used.system) / 1e6,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
    rssMb: process.memoryUsage().rss / (1024 * 1024),
    rows: reads.reduce((sum, read) => sum + read.rows.length, 0),
    skipped: reads.reduce((sum, read) => sum + Object.values(read.skipped).reduce((a, b) => a + b, 0), 0),
  };
}

/** Builds the three files, then reads them in `RUNS` fresh processes. */
export function nflverseReadBench(): { runs: ReadFigures[]; fileMb: number } {
  const dir = mkdtempSync(path.join(tmpdir(), 'gridline-nflverse-bench-'));
  try {
    const bytes = writeSyntheticNflverse(dir);
    const runs = Array.from(
      { length: RUNS },
      () =>
        JSON.parse(
          execFileSync(path.join(root, 'node_modules/.bin/tsx'), [__filename, '--read', dir], {
            cwd: root,
            encoding: 'utf8',
          }),
        ) as ReadFigures,
    );
    return { runs, fileMb: bytes / (1024 * 1024) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The two budget rows, for `npm run bench` and the standalone run. */
export function nflverseReadRows(): Row[] {
  const { runs, fileMb } = nflverseReadBench();
  const seconds = median(runs.map((run) => run.seconds));
  const peak = Math.max(...runs.map((run) => run.peakRssMb));
  const rows = runs[0]?.rows ?? 0;
  const what = `${SYNTHETIC_SEASONS.length} seasons × ${ROWS_PER_SEASON.toLocaleString('en-US')} rows × 145 columns (${fileMb.toFixed(0)} MB)`;
  return [
    {
      target: `nflverse: read ${what} into the dataset ≤ ${BUDGET.seconds} s`,
      measured: `${seconds.toFixed(2)} s median of ${runs.length} cold runs (${runs.map((run) => run.seconds.toFixed(2)).join(', ')}; CPU ${runs.map((run) => run.cpuSeconds.toFixed(2)).join(', ')}); ${rows} rows kept`,
      pass: seconds <= BUDGET.seconds && rows === SYNTHETIC_SEASONS.length * ROWS_PER_SEASON,
    },
    {
      target: `nflverse: peak RSS reading them ≤ ${BUDGET.rssMb} MB`,
      measured: `${peak.toFixed(0)} MB peak (${Math.max(...runs.map((run) => run.rssMb)).toFixed(0)} MB after, holding every row)`,
      pass: peak <= BUDGET.rssMb,
    },
  ];
}

if (require.main === module) {
  const dir = process.argv[2] === '--read' ? process.argv[3] : undefined;
  if (dir) {
    process.stdout.write(JSON.stringify(measureRead(dir)));
  } else {
    const rows = nflverseReadRows();
    for (const row of rows) console.log(`${row.pass ? 'PASS' : 'FAIL'}  ${row.target}: ${row.measured}`);
    if (rows.some((row) => !row.pass)) process.exitCode = 1;
  }
}
