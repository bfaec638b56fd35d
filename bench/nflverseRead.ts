import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TEAMS } from '../src/domain/teams';
import { parseCsv } from '../server/sources/nflverse/csv';
import { GAMES_FILE, statsFileNames } from '../server/sources/nflverse/files';
import { loadNflverseFiles } from '../server/sources/nflverse/load';
import type { Row } from './phoneTargets';
import { median } from './stats';

/**
 * `npm run bench:nflverse`, and two rows of `npm run bench`: CONTRACT §9's budget for reading
 * nflverse's data. Three seasons of the current weekly layout, each a synthetic file of 18,000 rows
 * × the real sample's 145 columns (its 14 rows, with players, weeks, teams and figures varied), and
 * the 2023 games.csv rows, are read from disk with loadNflverseFiles in a fresh process, as the
 * server will read them at start: ≤ 3 s wall, ≤ 400 MB peak RSS. Median time and worst RSS of three
 * cold runs.
 */
export const BUDGET = { seconds: 3, rssMb: 400 };
const ROWS_PER_SEASON = 18_000;
const SEASONS = [2022, 2023, 2024];
const RUNS = 3;
const WEEKS = 18;
const root = path.resolve(__dirname, '..');
const FIXTURES = path.join(root, '__tests__/fixtures/nflverse');
const SAMPLE = path.join(FIXTURES, 'player_week_2023_newlayout_sample.csv');
const CODES = TEAMS.map((team) => (team.team_alias === 'LAR' ? 'LA' : team.team_alias));

export interface ReadFigures {
  seconds: number;
  /** CPU time of the read: unlike wall time, other work on the machine barely moves it. */
  cpuSeconds: number;
  peakRssMb: number;
  rssMb: number;
  rows: number;
  skipped: number;
}

/** Same figures on every run: a small linear congruential generator. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const quote = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

function syntheticSeason(season: number, header: string[], sample: string[][]): string {
  const random = generator(season);
  const at = (name: string) => header.indexOf(name);
  const fixed = { player_id: at('player_id'), season: at('season'), week: at('week'), game_id: at('game_id'), team: at('team'), opponent: at('opponent_team') };
  const lines = [header.map(quote).join(',')];
  for (let i = 0; i < ROWS_PER_SEASON; i++) {
    const player = Math.floor(i / WEEKS);
    const week = (i % WEEKS) + 1;
    const team = CODES[player % CODES.length] ?? 'KC';
    const opponent = CODES[(player + week) % CODES.length] ?? 'BUF';
    const base = sample[i % sample.length] ?? [];
    const cells = base.map((cell) => {
      if (cell === '' || !/^-?\d+(\.\d+)?$/.test(cell)) return cell;
      return cell.includes('.') ? (Number(cell) + random() - 0.5).toFixed(6) : String(Math.round(Number(cell) + random() * 4));
    });
    cells[fixed.player_id] = `00-${String(40000 + player).padStart(7, '0')}`;
    cells[fixed.season] = String(season);
    cells[fixed.week] = String(week);
    cells[fixed.team] = team;
    cells[fixed.opponent] = opponent;
    cells[fixed.game_id] = `${season}_${String(week).padStart(2, '0')}_${team}_${opponent}`;
    lines.push(cells.map(quote).join(','));
  }
  return `${lines.join('\n')}\n`;
}

/** In the child: read the folder as the server will, holding every row. */
function measureRead(dir: string): ReadFigures {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const reads = loadNflverseFiles(dir).seasons.map((season) => season.weeks);
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
  const [header = [], ...sample] = parseCsv(readFileSync(SAMPLE, 'utf8'));
  const dir = mkdtempSync(path.join(tmpdir(), 'gridline-nflverse-bench-'));
  try {
    copyFileSync(path.join(FIXTURES, 'games_2023.csv'), path.join(dir, GAMES_FILE));
    let bytes = 0;
    for (const season of SEASONS) {
      const text = syntheticSeason(season, header, sample);
      bytes += Buffer.byteLength(text);
      writeFileSync(path.join(dir, statsFileNames(season)[0]), text);
    }
    const runs = Array.from({ length: RUNS }, () =>
      JSON.parse(execFileSync(path.join(root, 'node_modules/.bin/tsx'), [__filename, '--read', dir], { cwd: root, encoding: 'utf8' })) as ReadFigures,
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
  const what = `${SEASONS.length} seasons × ${ROWS_PER_SEASON.toLocaleString('en-US')} rows × 145 columns (${fileMb.toFixed(0)} MB)`;
  return [
    {
      target: `nflverse: read ${what} ≤ ${BUDGET.seconds} s`,
      measured: `${seconds.toFixed(2)} s median of ${runs.length} cold runs (${runs.map((run) => run.seconds.toFixed(2)).join(', ')}; CPU ${runs.map((run) => run.cpuSeconds.toFixed(2)).join(', ')}); ${rows} rows kept`,
      pass: seconds <= BUDGET.seconds && rows === SEASONS.length * ROWS_PER_SEASON,
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
