import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { freePort, stopProcessGroup } from '../../scripts/serverProcess';
import { TEAMS, fullTeamName } from '../../src/domain/teams';
import { startFakeNflverse, type FakeNflverse } from '../server/nflverse/fakeNflverse';
import { parseCsv } from '../utils/parseCsv';
import { AFTER_WEEK3_2024, nflverseFiles } from '../utils/nflverseFolder';
import { launchChromium, openPage } from './support/chromium';
import { setPageClock } from './support/fixedClock';
import { watchPage } from './support/pageWatch';
import { screenshotPath } from './support/screenshots';

/**
 * Issue #38, done as a user on a fresh clone would: `npm run data:nflverse -- --seasons 2024` from a
 * local stand-in for nflverse's hosts serving the shipped real files, then `GRIDLINE_DATA=nflverse
 * GRIDLINE_NOW=<after week 3 of 2024> npm start` (on the same build as the demo: each page names its season's
 * opener, issue #59). Every figure checked is worked out here from the CSV files themselves, not the API.
 */
const root = path.resolve(__dirname, '../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const BUILD_MS = 5 * 60_000;

type Table = { header: string[]; rows: string[][] };
const table = (text: string): Table => {
  const [header = [], ...rows] = parseCsv(text);
  return { header, rows: rows.filter((row) => row.length === header.length) };
};
const cell = (t: Table, row: string[], name: string) => row[t.header.indexOf(name)] ?? '';
const num = (t: Table, row: string[], name: string) => Number(cell(t, row, name) || 0);

const files = nflverseFiles();
const games = table(files['games.csv']!.toString());
const stats = table(files['player_stats_2024.csv']!.toString());
const CODES: Record<string, string> = { LA: 'LAR' };
const teamOf = (code: string) => TEAMS.find((team) => team.team_alias === (CODES[code] ?? code))!;
const games2024 = games.rows.filter(
  (row) => cell(games, row, 'season') === '2024' && cell(games, row, 'game_type') === 'REG',
);

/** Runs a script with tsx and the given environment; its exit status and what it wrote to stderr. */
function run(args: string[], env: Record<string, string>): Promise<{ status: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(tsx, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('close', (status) => resolve({ status, stderr }));
  });
}

let browser: Browser;
let fake: FakeNflverse;
let server: { url: string; pid: number };
let dataDir: string;

beforeAll(async () => {
  fake = await startFakeNflverse({
    'games.csv': files['games.csv']!,
    'player_stats_2024.csv': files['player_stats_2024.csv']!,
  });
  dataDir = mkdtempSync(path.join(tmpdir(), 'gridline-real-'));
  // Not spawnSync: the stand-in host answers from this process.
  const fetched = await run(['scripts/dataNflverse.ts', '--seasons', '2024'], {
    NFLVERSE_DIR: dataDir,
    NFLVERSE_GAMES_URL: `${fake.url}/v/games.csv`,
    NFLVERSE_STATS_URL: `${fake.url}/v/player_stats_{season}.csv`,
  });
  if (fetched.status !== 0) throw new Error(`data:nflverse failed: ${fetched.stderr}`);
  const port = await freePort();
  const child = spawn(tsx, ['scripts/start.ts'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      GRIDLINE_DATA: 'nflverse',
      NFLVERSE_DIR: dataDir,
      GRIDLINE_NOW: AFTER_WEEK3_2024,
      // The users' data of this server only, never the repository's data/db an `npm start` may hold.
      GRIDLINE_DB_DIR: 'memory://',
      PORT: String(port),
      HOST: '127.0.0.1',
      GRIDLINE_QUIET: '1',
    },
  });
  server = { url: `http://127.0.0.1:${port}`, pid: child.pid ?? 0 };
  const deadline = Date.now() + BUILD_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    if (
      await fetch(`${server.url}/`).then(
        (response) => response.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  browser = await launchChromium();
}, BUILD_MS + 60_000);

afterAll(async () => {
  if (server?.pid) stopProcessGroup(server.pid);
  await browser?.close();
  await fake?.close();
});

async function open(pathname: string): Promise<Page> {
  const { context, page } = await openPage(browser, 1280);
  await setPageClock(context, AFTER_WEEK3_2024);
  await page.goto(`${server.url}${pathname}`);
  return page;
}

const signed = (point: number) => (point > 0 ? `+${point}` : String(point));
const price = (value: number) => (value > 0 ? `+${value}` : String(value));

describe('the real 2024 season from nflverse, as npm start serves it', () => {
  it('downloaded the files under their names, each complete', () => {
    expect(readFileSync(path.join(dataDir, 'games.csv'))).toEqual(files['games.csv']);
    expect(readFileSync(path.join(dataDir, 'player_stats_2024.csv'))).toEqual(files['player_stats_2024.csv']);
    expect(existsSync(path.join(dataDir, 'games.csv.part'))).toBe(false);
  });

  it('shows week 2’s finals and closing consensus lines as games.csv has them', async () => {
    const page = await open('/nfl?week=2');
    const seen = watchPage(page);
    const week2 = games2024.filter((row) => cell(games, row, 'week') === '2');
    expect(week2.length).toBe(16);
    await page.locator('ul[aria-label="Week 2 games"][aria-busy="false"]').waitFor();
    for (const row of week2) {
      const [home, away] = [teamOf(cell(games, row, 'home_team')), teamOf(cell(games, row, 'away_team'))];
      const card = page.getByRole('article').filter({
        has: page.getByRole('button', {
          name: `${home.team_market} vs ${away.team_market}: show unit rankings`,
          exact: true,
        }),
      });
      await card
        .getByText(
          `Final: ${home.team_name} ${cell(games, row, 'home_score')}, ${away.team_name} ${cell(games, row, 'away_score')}`,
          { exact: true },
        )
        .waitFor();
      const line = num(games, row, 'spread_line');
      const spread = `Spread: ${home.team_name} (${signed(line === 0 ? 0 : -line)}) ${price(num(games, row, 'home_spread_odds'))} · ${away.team_name} (${signed(line)}) ${price(num(games, row, 'away_spread_odds'))}`;
      const consensus = card.getByRole('group', { name: /^Closing consensus/ });
      expect(await consensus.getByRole('listitem').allTextContents()).toContain(spread);
      expect(await card.getByText('No bookmakers available').count()).toBe(1);
    }
    await page.screenshot({ path: screenshotPath('real-2024-week2'), fullPage: false });
    expect(await page.getByText(/^Stats, scores and closing lines: nflverse \(CC-BY 4\.0\)/).count()).toBe(1);
    expect(seen.uncaught).toEqual([]);
    await page.close();
  });

  it('shows a quarterback’s season row and game log as the weekly stats file has them', async () => {
    const mine = stats.rows.filter((row) => cell(stats, row, 'player_display_name') === 'Patrick Mahomes');
    expect(mine.map((row) => cell(stats, row, 'week'))).toEqual(['1', '2', '3']);
    const sum = (name: string) => mine.reduce((total, row) => total + num(stats, row, name), 0);
    const page = await open('/player-data');
    await page.getByLabel('Position group').selectOption({ label: 'Quarterback (QB)' });
    await page.getByLabel('Search players by name').fill('Mahomes');
    const row = page
      .getByRole('table', { name: 'Player statistics' })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Patrick Mahomes' }) });
    await row.waitFor();
    const text = (await row.textContent()) ?? '';
    for (const part of [
      'Kansas City Chiefs',
      `${sum('completions')} / ${sum('attempts')}`,
      String(sum('passing_yards')),
      `${sum('passing_tds')} / ${sum('interceptions')}`,
      (sum('passing_yards') / 3).toFixed(1),
    ]) {
      expect(text).toContain(part);
    }
    await row.getByRole('link', { name: 'Game log of Patrick Mahomes' }).click();
    const log = page.getByRole('table', { name: 'Game log of Patrick Mahomes' });
    await log.waitFor();
    const logRows = await log.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => tr.textContent ?? ''));
    mine.forEach((week, index) => {
      const game = games2024.find(
        (g) =>
          cell(games, g, 'week') === cell(stats, week, 'week') &&
          [cell(games, g, 'home_team'), cell(games, g, 'away_team')].includes('KC'),
      )!;
      const home = cell(games, game, 'home_team') === 'KC';
      const [ours, theirs] = home
        ? [cell(games, game, 'home_score'), cell(games, game, 'away_score')]
        : [cell(games, game, 'away_score'), cell(games, game, 'home_score')];
      const opponent = teamOf(cell(stats, week, 'opponent_team')).team_alias;
      const outcome = Number(ours) > Number(theirs) ? 'W' : 'L';
      expect(logRows[index]).toContain(`${home ? 'vs' : '@'} ${opponent}`);
      expect(logRows[index]).toContain(`${outcome} ${ours}–${theirs}`);
      expect(logRows[index]).toContain(`${cell(stats, week, 'completions')} / ${cell(stats, week, 'attempts')}`);
    });
    await page.screenshot({ path: screenshotPath('real-2024-game-log'), fullPage: false });
    await page.close();
  });

  it('shows a team’s record against the number from games.csv’s closing lines', async () => {
    const chiefs = games2024.filter((row) =>
      [cell(games, row, 'home_team'), cell(games, row, 'away_team')].includes('KC'),
    );
    const graded = chiefs.map((row) => {
      const home = cell(games, row, 'home_team') === 'KC';
      const margin = (home ? 1 : -1) * num(games, row, 'result');
      const spread = (home ? -1 : 1) * num(games, row, 'spread_line');
      return {
        won: margin > 0,
        ats: Math.sign(margin + spread),
        over: Math.sign(num(games, row, 'total') - num(games, row, 'total_line')),
      };
    });
    const count = (keep: (game: (typeof graded)[number]) => boolean) => graded.filter(keep).length;
    const record = (a: number, b: number, c: number) => (c > 0 ? `${a}-${b}-${c}` : `${a}-${b}`);
    const page = await open('/team-data');
    await page.getByRole('button', { name: 'Kansas City Chiefs', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Kansas City Chiefs' });
    await dialog.getByRole('button', { name: 'Records against the number' }).click();
    // The section's own states, in turn: asked for (the toggle expanded), then the weeks' progress, then its end —
    // the table, or the sentence that says why there is none. A row alone cannot tell those apart.
    await dialog.getByRole('button', { name: 'Records against the number', expanded: true }).waitFor();
    const records = dialog.getByRole('table', { name: 'Kansas City Chiefs: records against the number' });
    const allGames: Locator = records.locator('tbody tr').first();
    const ended = allGames
      .or(dialog.getByText('Records against the number are unavailable right now.', { exact: true }))
      .or(dialog.getByText('No completed games yet.', { exact: true }));
    await ended.first().waitFor();
    expect(await dialog.getByText(/^Incomplete: /).allTextContents()).toEqual([]);
    expect(await allGames.count()).toBe(1);
    const cells = await allGames.locator('td').allTextContents();
    expect([cells[0], cells[1], cells[3]]).toEqual([
      record(
        count((g) => g.won),
        count((g) => !g.won),
        0,
      ),
      record(
        count((g) => g.ats > 0),
        count((g) => g.ats < 0),
        count((g) => g.ats === 0),
      ),
      record(
        count((g) => g.over > 0),
        count((g) => g.over < 0),
        count((g) => g.over === 0),
      ),
    ]);
    expect(fullTeamName(teamOf('KC'))).toBe('Kansas City Chiefs');
    await dialog.screenshot({ path: screenshotPath('real-2024-records') });
    await page.close();
  });

  it('says props need a live odds source', async () => {
    const page = await open('/player-props');
    await page.getByText('Props need a live odds source (see README)').waitFor();
    await page.close();
  });
});
