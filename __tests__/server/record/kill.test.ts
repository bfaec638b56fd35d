import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openOddsRecord } from '../../../server/sources/record/oddsRecord';
import { answerAt, GAMES, stepOfPrice, stepTime } from './killSteps';

const root = path.resolve(__dirname, '../../..');
const file = (dir: string) => path.join(dir, 'odds-2025.jsonl');
const BOOKS = ['fanduel', 'draftkings', 'betmgm'];

/**
 * Runs the recording child from step `from` until it dies; returns the last step it printed and the
 * signal or error that ended it. `kill`: SIGKILL a random 5–100 ms after its first step. `fileBlocks`:
 * a file size limit (sh's ulimit -f, 512-byte blocks), so the kernel stops a write partway, mid-line,
 * and fails the rest (EFBIG; node ignores SIGXFSZ): a torn write in a live process, for certain.
 */
async function runChild(
  dir: string,
  from: number,
  how: { kill: true } | { fileBlocks: number },
): Promise<{ printed: number; ended: string }> {
  // node itself, not the tsx wrapper: a SIGKILL to the wrapper would leave its node child writing.
  const command = [process.execPath, '--import', 'tsx', path.join(__dirname, 'recordLoop.ts'), dir, String(from)];
  const child =
    'kill' in how
      ? spawn(command[0]!, command.slice(1), { cwd: root })
      : spawn('sh', ['-c', `ulimit -f ${how.fileBlocks} && exec "$@"`, 'sh', ...command], { cwd: root });
  let out = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout.on('data', (chunk: Buffer) => {
    if (!out && 'kill' in how) setTimeout(() => child.kill('SIGKILL'), 5 + Math.random() * 95);
    out += chunk.toString();
  });
  const signal = await new Promise<string | null>((resolve) => child.on('close', (_code, signal) => resolve(signal)));
  const printed = out.split('\n').filter(Boolean).map(Number);
  return {
    printed: printed[printed.length - 1] ?? from - 1,
    ended: signal ?? /Error: (\w+)/.exec(stderr)?.[1] ?? stderr,
  };
}

/** Opens the record as the server would and reads back every book's steps, game by game. */
function reopen(dir: string): { steps: number[][]; discarded: number; tornLines: number } {
  const record = openOddsRecord(dir);
  try {
    const steps = Array.from({ length: GAMES }, (_, index) => {
      const history = record.history(`g${index}`);
      return BOOKS.map((key) => {
        const prices = history?.snapshots.map(
          ({ bookmakers }) => bookmakers.find((bookmaker) => bookmaker.key === key)?.markets[0]?.outcomes[0]?.price,
        );
        return [...new Set(prices)].map((price) => stepOfPrice(price ?? NaN));
      });
    }).flat();
    return { steps, discarded: record.report.discarded, tornLines: record.report.files[0]?.tornLines ?? 0 };
  } finally {
    record.close();
  }
}

/**
 * A power loss after the kill: what reached the file after the last printed step was never fsynced,
 * so any prefix of it may survive. Cuts the file at a random byte of it, when there is any.
 */
function loseUnsyncedTail(dir: string, printed: number): void {
  const bytes = readFileSync(file(dir));
  let synced = 0;
  for (let start = 0; start < bytes.length;) {
    const end = bytes.indexOf(0x0a, start);
    if (end < 0) break;
    const price = /"h2h","outcomes":\[\{"name":"[^"]+","price":(-?\d+)/.exec(bytes.toString('utf8', start, end))?.[1];
    if (price === undefined || stepOfPrice(Number(price)) <= printed) synced = end + 1;
    start = end + 1;
  }
  if (synced < bytes.length - 1)
    truncateSync(file(dir), synced + 1 + Math.floor(Math.random() * (bytes.length - synced - 2)));
}

const upTo = (count: number) => Array.from({ length: count }, (_, step) => step);

describe('a process killed in the middle of writing', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), 'gridline-record-kill-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('loses no record written before the kill, discards the torn write, and appends cleanly after reopening', async () => {
    // Random kills, each second one followed by a power loss, and writes stopped mid-line by the kernel.
    const runs = [
      { kill: true },
      { kill: true, powerLoss: true },
      { grow: 150_000 },
      { kill: true },
      { kill: true, powerLoss: true },
      { grow: 400_000 },
      { kill: true },
      { kill: true, powerLoss: true },
    ] as const;
    let next = 0;
    for (const run of runs) {
      const size = next === 0 ? 0 : statSync(file(dir)).size;
      // At least 150 KB of room: a step (64 games × 3 books) is about 100 KB, so the child always acknowledges one
      // first.
      const how = 'kill' in run ? run : { fileBlocks: Math.ceil((size + run.grow * (1 + Math.random())) / 512) };
      const { printed, ended } = await runChild(dir, next, how);
      expect(printed).toBeGreaterThanOrEqual(next);
      if ('kill' in how) expect(ended).toBe('SIGKILL');
      else {
        // The writer cut its torn write back off before the error ended it: the file ends on a whole line.
        expect(ended).toBe('EFBIG');
        expect(statSync(file(dir)).size).toBeLessThan(how.fileBlocks * 512);
        expect(readFileSync(file(dir)).toString('latin1').endsWith('\n')).toBe(true);
      }
      if ('powerLoss' in run) loseUnsyncedTail(dir, printed);

      const tornOnDisk = !readFileSync(file(dir)).toString('latin1').endsWith('\n');
      const { steps, discarded, tornLines } = reopen(dir);
      expect({ discarded, tornLines }).toEqual({ discarded: tornOnDisk ? 1 : 0, tornLines: tornOnDisk ? 1 : 0 });
      expect(readFileSync(file(dir)).toString('latin1').endsWith('\n')).toBe(true);
      // Every book holds every printed step, in order, and at most the step in flight at the kill.
      expect(steps.filter((list) => list.some((step, index) => step !== index))).toEqual([]);
      expect(steps.filter((list) => list.length < printed + 1 || list.length > printed + 2)).toEqual([]);
      const most = Math.max(...steps.map((list) => list.length));

      // Reopened, the record finishes the step in flight (the books that have it write nothing) and goes on.
      const record = openOddsRecord(dir);
      record.record(answerAt(most - 1), stepTime(most - 1));
      expect(record.record(answerAt(most - 1), stepTime(most - 1))).toBe(0);
      expect(record.record(answerAt(most), stepTime(most))).toBe(GAMES * BOOKS.length);
      record.close();
      next = most + 1;
      expect(reopen(dir)).toEqual({
        steps: Array.from({ length: GAMES * BOOKS.length }, () => upTo(next)),
        discarded: 0,
        tornLines: 0,
      });
    }
  }, 120_000);
});
