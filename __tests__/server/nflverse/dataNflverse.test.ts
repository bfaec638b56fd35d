import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runDataNflverse } from '../../../scripts/nflverse/cli';
import { type FakeNflverse, startFakeNflverse } from './fakeNflverse';

const root = path.resolve(__dirname, '../../..');
const fixtures = path.join(root, '__tests__/fixtures/nflverse');
const games = readFileSync(path.join(fixtures, 'games_2023.csv'));
const stats2023 = readFileSync(path.join(fixtures, 'player_week_2023_newlayout_sample.csv'));
const stats2024 = readFileSync(path.join(fixtures, 'player_stats_2024_weeks1-3.csv'));

let host: FakeNflverse;
let dir: string;

beforeAll(async () => {
  host = await startFakeNflverse({
    'games.csv': games,
    'stats_player_week_2023.csv': stats2023,
    'stats_player_week_2024.csv': stats2024,
  });
});
afterAll(() => host.close());
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'gridline-nflverse-'));
  host.log.length = 0;
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/**
 * Runs the command in this process against the fake host (`prefix` picks its behaviour); output captured. The idle
 * timeout is short only where a stall is the point: the host shares this process's event loop, so on a busy machine a
 * pause of half a second can fall between two chunks of a healthy download.
 */
async function run(prefix: string, argv = ['--seasons', '2023,2024'], gamesPrefix = prefix, idleTimeoutMs = 30_000) {
  const out: string[] = [];
  const err: string[] = [];
  const env = {
    NFLVERSE_DIR: dir,
    NFLVERSE_GAMES_URL: `${host.url}/${gamesPrefix}/games.csv`,
    NFLVERSE_STATS_URL: `${host.url}/${prefix}/stats_player_week_{season}.csv`,
  };
  const code = await runDataNflverse(argv, env, {
    stdout: { write: (text) => out.push(text) },
    stderr: { write: (text) => err.push(text) },
    root,
    idleTimeoutMs,
  });
  return { code, stdout: out.join(''), stderr: err.join('') };
}

const file = (name: string) => path.join(dir, name);
const bodiesSent = () => host.log.reduce((sum, entry) => sum + entry.sent, 0);

describe('npm run data:nflverse', () => {
  it('puts games.csv and each season’s stats under their names, byte for byte, one plain line per file', async () => {
    const { code, stdout, stderr } = await run('v');
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(readFileSync(file('games.csv')).equals(games)).toBe(true);
    expect(readFileSync(file('stats_player_week_2023.csv')).equals(stats2023)).toBe(true);
    expect(readFileSync(file('stats_player_week_2024.csv')).equals(stats2024)).toBe(true);
    expect(stdout.split('\n').filter((line) => line.includes('  downloaded ('))).toHaveLength(3);
    expect(stdout).not.toContain('\r');
    expect(existsSync(file('games.csv.part'))).toBe(false);
  });

  it('downloads nothing on a second run: every file answered 304', async () => {
    await run('v');
    host.log.length = 0;
    const { code, stdout } = await run('v');
    expect(code).toBe(0);
    expect(host.log.map((entry) => entry.status)).toEqual([304, 304, 304]);
    expect(bodiesSent()).toBe(0);
    expect(stdout.match(/up to date/g)).toHaveLength(3);
  });

  it('downloads a file again when the host has a new version of it', async () => {
    await run('v');
    const changed = Buffer.concat([games, Buffer.from('2099_01_A_B,2099\n')]);
    host.publish('games.csv', changed);
    host.log.length = 0;
    await run('v');
    expect(readFileSync(file('games.csv')).equals(changed)).toBe(true);
    expect(host.log.map((entry) => entry.status)).toEqual([200, 304, 304]);
    host.publish('games.csv', games);
  });

  it('compares sizes when the host gives no validators: a HEAD per file, no body', async () => {
    await run('plain');
    host.log.length = 0;
    const { code } = await run('plain');
    expect(code).toBe(0);
    expect(host.log.map((entry) => entry.method)).toEqual(['HEAD', 'HEAD', 'HEAD']);
    expect(bodiesSent()).toBe(0);
  });

  it('takes a file already in place at the host’s size as complete, and asks with validators from then on', async () => {
    writeFileSync(file('games.csv'), games);
    await run('v', ['--seasons', '2023']);
    expect(host.log.filter((entry) => entry.path.endsWith('games.csv')).map((entry) => entry.method)).toEqual(['HEAD']);
    host.log.length = 0;
    await run('v', ['--seasons', '2023']);
    expect(host.log.map((entry) => entry.status)).toEqual([304, 304]);
  });

  it('exits non-zero naming the URL and the 404, and still fetches the other files', async () => {
    const { code, stderr } = await run('v', ['--seasons', '2023'], 'gone');
    expect(code).toBe(1);
    expect(stderr).toContain(`${host.url}/gone/games.csv: HTTP 404`);
    expect(existsSync(file('games.csv'))).toBe(false);
    expect(readFileSync(file('stats_player_week_2023.csv')).equals(stats2023)).toBe(true);
  });

  it('never leaves a torn download under the final name', async () => {
    const { code, stderr } = await run('torn', ['--seasons', '2024']);
    expect(code).toBe(1);
    expect(stderr).toContain(`${host.url}/torn/games.csv: the download broke off after`);
    expect(existsSync(file('games.csv'))).toBe(false);
    expect(existsSync(file('stats_player_week_2024.csv'))).toBe(false);
    expect(readFileSync(file('stats_player_week_2024.csv.part')).length).toBeLessThan(stats2024.length);
  });

  it('gives up on a host that stops sending, naming the URL, with no file under the final name', async () => {
    const { code, stderr } = await run('stall', ['--seasons', '2023'], 'stall', 500);
    expect(code).toBe(1);
    expect(stderr).toContain(
      `${host.url}/stall/games.csv: the download broke off after ${Math.floor(games.length / 2)} of ${games.length} bytes (no data for 0.5 s)`,
    );
    expect(existsSync(file('games.csv'))).toBe(false);
  });

  it('names the URL and the network error when the host cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const err: string[] = [];
    const env = {
      NFLVERSE_DIR: dir,
      NFLVERSE_GAMES_URL: `http://127.0.0.1:${port}/games.csv`,
      NFLVERSE_STATS_URL: `http://127.0.0.1:${port}/stats_{season}.csv`,
    };
    const code = await runDataNflverse(['--seasons', '2023'], env, {
      stdout: { write: () => true },
      stderr: { write: (text) => err.push(text) },
      root,
    });
    expect(code).toBe(1);
    expect(err.join('')).toContain(
      `Could not download http://127.0.0.1:${port}/games.csv: fetch failed: connect ECONNREFUSED 127.0.0.1:${port}`,
    );
  });

  it('says which file it cannot write, without a stack, when NFLVERSE_DIR is no folder', async () => {
    writeFileSync(file('a-file'), '');
    const err: string[] = [];
    const env = {
      NFLVERSE_DIR: file('a-file/nflverse'),
      NFLVERSE_GAMES_URL: `${host.url}/v/games.csv`,
      NFLVERSE_STATS_URL: `${host.url}/v/stats_player_week_{season}.csv`,
    };
    const code = await runDataNflverse(['--seasons', '2023'], env, {
      stdout: { write: () => true },
      stderr: { write: (text) => err.push(text) },
      root,
    });
    expect(code).toBe(1);
    expect(err.join('')).toContain(`Could not write ${file('a-file/nflverse/games.csv')}: ENOTDIR`);
  });

  it('resumes the .part a broken run left, asking only for the rest', async () => {
    host.tearNext('stats_player_week_2024.csv');
    expect((await run('v', ['--seasons', '2024'])).code).toBe(1);
    const kept = readFileSync(file('stats_player_week_2024.csv.part')).length;
    host.log.length = 0;
    const { code, stdout } = await run('v', ['--seasons', '2024']);
    expect(code).toBe(0);
    expect(stdout).toContain('stats_player_week_2024.csv  resumed');
    const resumed = host.log.find((entry) => entry.path.endsWith('2024.csv'));
    expect(resumed).toMatchObject({ status: 206, range: `bytes=${kept}-`, sent: stats2024.length - kept });
    expect(readFileSync(file('stats_player_week_2024.csv')).equals(stats2024)).toBe(true);
    expect(existsSync(file('stats_player_week_2024.csv.part'))).toBe(false);
  });

  it('replaces a stale .part it knows nothing of', async () => {
    writeFileSync(file('games.csv.part'), 'garbage from another run, another version');
    const { code } = await run('v', ['--seasons', '2023']);
    expect(code).toBe(0);
    expect(readFileSync(file('games.csv')).equals(games)).toBe(true);
    expect(host.log.find((entry) => entry.path.endsWith('games.csv'))).toMatchObject({
      status: 200,
      sent: games.length,
    });
  });

  it('replaces a .part of an older version: If-Range no longer matches, so the whole file comes', async () => {
    host.tearNext('games.csv');
    await run('v', ['--seasons', '2023']);
    const changed = Buffer.concat([games, Buffer.from('2099_01_A_B,2099\n')]);
    host.publish('games.csv', changed);
    host.log.length = 0;
    await run('v', ['--seasons', '2023']);
    expect(host.log.find((entry) => entry.path.endsWith('games.csv'))).toMatchObject({
      status: 200,
      sent: changed.length,
    });
    expect(readFileSync(file('games.csv')).equals(changed)).toBe(true);
    host.publish('games.csv', games);
  });

  it('answers a bad --seasons with a usage error and exit code 2, fetching nothing', async () => {
    for (const seasons of ['23', '2023;2024', '1990', '3000', '']) {
      const { code, stderr } = await run('v', ['--seasons', seasons]);
      expect(code).toBe(2);
      expect(stderr).toContain('Usage: npm run data:nflverse');
    }
    expect((await run('v', ['--season', '2023'])).code).toBe(2);
    expect(host.log).toEqual([]);
  });
});

describe('the data:nflverse process', () => {
  it('exits 1 with the URL and the status on stderr, and no stack trace', async () => {
    const env = {
      ...process.env,
      NFLVERSE_DIR: dir,
      NFLVERSE_GAMES_URL: `${host.url}/gone/games.csv`,
      NFLVERSE_STATS_URL: `${host.url}/gone/stats_player_week_{season}.csv`,
    };
    const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['scripts/dataNflverse.ts', '--seasons', '2024'], {
      cwd: root,
      env,
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain(`Could not download ${host.url}/gone/games.csv: HTTP 404 Not Found`);
    expect(stderr).toContain(`${host.url}/gone/stats_player_week_2024.csv: HTTP 404`);
    expect(stderr).not.toMatch(/\n\s+at /);
  }, 30_000);
});
