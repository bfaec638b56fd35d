import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { OddsEvent, PlayerStatRow, Season } from '../../server/data/types';
import { freePort, startAppServer, stopProcessGroup } from '../../scripts/serverProcess';
import { matchupTitle } from '../../src/features/odds/oddsRules';
import { nflverseFiles } from '../utils/nflverseFolder';
import {
  eventOddsPath,
  ODDS_PATH,
  oddsEventFor,
  passingPropsFor,
  startOddsApiStub,
  stubEventId,
  type OddsApiStub,
} from '../utils/oddsApiStub';
import { FORECAST_PATH, owmSample, startOwmStub, type OwmStub } from '../utils/owmStub';
import { launchChromium, openPage } from './support/chromium';
import { setPageClock } from './support/fixedClock';
import { cardOf } from './support/matchupCards';
import { watchPage } from './support/pageWatch';
import { researchOf } from './support/propsResearch';
import { screenshotPath } from './support/screenshots';

/**
 * Issue #39 as a user sees it: the real 2024 season (the shipped nflverse rows) with The Odds API and
 * OpenWeatherMap stood in for by local stubs, `npm start` at Thursday 19 September 2024, noon UTC
 * (week 3 to come): the stub's three books, their movement after the stub changes a line, the history
 * after a restart, the props with hit rates, the kickoff forecast, and the notice when the stub answers 429.
 */
const root = path.resolve(__dirname, '../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const BUILD_MS = 5 * 60_000;
const CLOCK = '2024-09-19T12:00:00Z';
const ODDS_KEY = 'e2e-odds-key-7d3e1b9c55';
const OWM_KEY = 'e2e-owm-key-2a8f6c0d13';

jest.setTimeout(120_000);

let browser: Browser;
let odds: OddsApiStub;
let owm: OwmStub;
let server: { url: string; pid: number } | undefined;
const nflverseDir = mkdtempSync(path.join(tmpdir(), 'gridline-live-nflverse-'));
const stateDir = mkdtempSync(path.join(tmpdir(), 'gridline-live-state-'));
for (const [name, body] of Object.entries(nflverseFiles())) writeFileSync(path.join(nflverseDir, name), body);

/** Week 3's games as the server lists them; the first one's home spread is `spread`. */
let week3: OddsEvent[] = [];
let spread = -3;
let clock = CLOCK;

async function startServer(): Promise<void> {
  const port = await freePort();
  const child = spawn(tsx, ['scripts/start.ts'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      GRIDLINE_DATA: 'nflverse',
      NFLVERSE_DIR: nflverseDir,
      GRIDLINE_NOW: CLOCK,
      GRIDLINE_CLOCK_CONTROL: '1',
      GRIDLINE_STATE_DIR: stateDir,
      // The users' data of this server only, never the repository's data/db an `npm start` may hold.
      GRIDLINE_DB_DIR: 'memory://',
      ODDS_API_KEY: ODDS_KEY,
      ODDS_API_BASE_URL: odds.baseUrl,
      ODDS_API_TTL_S: '1',
      OPENWEATHER_API_KEY: OWM_KEY,
      OPENWEATHER_BASE_URL: owm.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      GRIDLINE_QUIET: '1',
    },
  });
  const started = { url: `http://127.0.0.1:${port}`, pid: child.pid ?? 0 };
  const deadline = Date.now() + BUILD_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    if (
      await fetch(`${started.url}/`).then(
        (response) => response.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server = started;
  // The server's clock is the test's: moved on between steps (a snapshot is stamped with it).
  await setServerClock(clock);
}

async function setServerClock(iso: string): Promise<void> {
  const response = await fetch(`${server?.url ?? ''}/api/__clock`, {
    method: 'PUT',
    headers: { 'content-type': 'text/plain' },
    body: iso,
  });
  if (!response.ok) throw new Error(`Could not move the server's clock: ${response.status}`);
}

const api = async <T>(pathname: string): Promise<T> =>
  (await fetch(`${server?.url ?? ''}/api${pathname}`)).json() as Promise<T>;

/** Moves the server's clock on by `minutes` and lets the odds' one-second lifetime run out. */
async function later(minutes: number): Promise<void> {
  clock = new Date(Date.parse(clock) + minutes * 60_000).toISOString();
  await setServerClock(clock);
  await new Promise((resolve) => setTimeout(resolve, 1_100));
}

/** A forecast made at the clock: 40 entries three hours apart, each the shipped sample's. */
function forecastFrom(iso: string): string {
  const sample = owmSample('forecast_imperial_recorded_cnt1.json') as { list: Array<{ dt: number; dt_txt: string }> };
  const [entry] = sample.list;
  const start = Math.floor(Date.parse(iso) / 1000);
  const list = Array.from({ length: 40 }, (_, i) => {
    const dt = start + i * 10_800;
    return { ...entry, dt, dt_txt: new Date(dt * 1000).toISOString().slice(0, 19).replace('T', ' ') };
  });
  return JSON.stringify({ ...sample, cnt: list.length, list });
}

beforeAll(async () => {
  odds = await startOddsApiStub({ key: ODDS_KEY, remaining: 5_000, clock: CLOCK });
  owm = await startOwmStub(OWM_KEY);
  owm.fail(FORECAST_PATH, { body: forecastFrom(CLOCK) });
  odds.answer(ODDS_PATH, (at: string) =>
    week3.map((game, index) =>
      oddsEventFor(
        { home_team: game.home_team, away_team: game.away_team, kickoff: game.commence_time },
        { homeSpread: index === 0 ? spread : -3, lastUpdate: at },
      ),
    ),
  );
  await startServer();
  week3 = await api<OddsEvent[]>('/teamOdds?week=3');
  // The stub was asked for that first answer before week3 was known, so it offered no games: the server held
  // the week without lines for the odds' one-second lifetime, and a page opened within it showed no books. Asked
  // again until the server has the stub's lines.
  for (const until = Date.now() + 15_000; !week3[0]?.bookmakers.length && Date.now() < until;) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    week3 = await api<OddsEvent[]>('/teamOdds?week=3');
  }
  browser = await launchChromium();
}, BUILD_MS + 60_000);

afterAll(async () => {
  if (server?.pid) stopProcessGroup(server.pid);
  await browser?.close();
  await odds?.close();
  await owm?.close();
});

async function open(pathname: string, width = 1280): Promise<Page> {
  const { context, page } = await openPage(browser, width);
  await setPageClock(context, CLOCK);
  await page.goto(`${server?.url ?? ''}${pathname}`);
  return page;
}

const first = () => {
  const game = week3[0];
  if (!game) throw new Error('no week 3 game');
  return game;
};

describe('live lines, props and weather from the providers, keys on the server', () => {
  it('shows the week to come with the stub’s three books', async () => {
    const page = await open('/nfl?week=3&cards=detailed');
    const seen = watchPage(page);
    const card = cardOf(page, first());
    await card.waitFor();
    // The card shows the first of the three books the stub offers, and its best lines name the others.
    const text = (await card.textContent()) ?? '';
    for (const book of ['FanDuel', 'DraftKings', 'BetMGM']) expect(text).toContain(book);
    expect(await page.getByText('No bookmakers available').count()).toBe(0);
    expect(await page.getByText(/Lines need an Odds API key|odds provider is not answering/).count()).toBe(0);
    await page.screenshot({ path: screenshotPath('live-week-to-come'), fullPage: false });
    expect(seen.uncaught).toEqual([]);
    await page.close();
  });

  it('shows a line’s movement once the stub changes it, since the first line seen', async () => {
    spread = -4.5;
    await later(5);
    const page = await open('/nfl?week=3&cards=detailed');
    const card = cardOf(page, first());
    // The note keeps its parts together with no-break spaces.
    await card.getByText(/first\sseen\s-3\s▲1\.5/).waitFor();
    expect((await card.textContent())?.replaceAll('\u00a0', ' ')).toMatch(/-4\.5 · first seen -3 ▲1\.5/);
    await page.close();
  });

  it('keeps the history after a restart: the Line history has both snapshots, the first marked First seen', async () => {
    if (server) stopProcessGroup(server.pid);
    await startServer();
    const page = await open('/nfl?week=3&cards=detailed');
    const game = first();
    await cardOf(page, game)
      .getByRole('button', { name: `Line history for ${matchupTitle(game)}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Line history: ${matchupTitle(game)}` });
    await dialog.getByText('hollow: first line seen').waitFor();
    await dialog.getByRole('checkbox', { name: 'Show as table' }).check();
    const table = dialog.getByRole('table').first();
    await table.waitFor();
    expect(await table.locator('tbody tr').count()).toBe(2);
    expect(await table.locator('tbody tr').first().textContent()).toContain('First seen');
    await page.screenshot({ path: screenshotPath('live-line-history-after-restart') });
    await page.close();
  });

  it('shows the props of the week to come with their hit rates', async () => {
    const game = first();
    const [season] = await api<Season[]>('/seasons');
    const rows = await api<PlayerStatRow[]>(`/playerData?season_id=${season?.id ?? ''}`);
    const passer = rows.find((row) => row.team_name === game.home_team && row.position === 'QB');
    if (!passer) throw new Error(`no quarterback of the ${game.home_team}`);
    const stubGame = { home_team: game.home_team, away_team: game.away_team, kickoff: game.commence_time };
    odds.answer(eventOddsPath(stubEventId(stubGame)), passingPropsFor(stubGame, [passer.name], 224.5, clock));
    const page = await open('/player-props');
    await page.getByRole('rowheader', { name: passer.name }).waitFor();
    const research = await researchOf(page, passer.name);
    expect(research.text).toMatch(/Passing Yards 224\.5: last 5 \d\/\d/);
    await page.screenshot({ path: screenshotPath('live-props') });
    await page.close();
  });

  it('shows the kickoff forecast from OpenWeatherMap, asked with the server’s key', async () => {
    const page = await open('/nfl?week=3&cards=detailed');
    await page
      .getByText(/^Kickoff forecast:/)
      .first()
      .waitFor();
    expect(owm.seen.some((url) => url.pathname === FORECAST_PATH && url.searchParams.get('appid') === OWM_KEY)).toBe(
      true,
    );
    await page.close();
  });

  it('says when its lines are from when the stub answers 429, and keeps showing them', async () => {
    const before = await api<{ resources: { odds: { as_of: string } } }>('/sources');
    odds.fail(ODDS_PATH, { status: 429, retryAfter: '60' });
    await later(5);
    const page = await open('/nfl?week=3&cards=detailed');
    const since = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
      Date.parse(before.resources.odds.as_of),
    );
    await page.getByText(`Lines as of ${since} — the odds provider is not answering`).waitFor();
    expect(await cardOf(page, first()).textContent()).toContain('-4.5');
    await page.screenshot({ path: screenshotPath('live-provider-not-answering') });
    await page.close();
    odds.clearFailures();
  });

  it('lets no key out: not in any page, script, answer or header the browser got', async () => {
    const { context, page } = await openPage(browser, 1280);
    await setPageClock(context, CLOCK);
    const bodies: string[] = [];
    page.on('response', (response) => {
      bodies.push(JSON.stringify(response.headers()));
      void response.text().then(
        (text) => bodies.push(text),
        () => undefined,
      );
    });
    for (const pathname of ['/nfl?week=3', '/player-props', '/stadiums']) {
      await page.goto(`${server?.url ?? ''}${pathname}`);
      await page.waitForLoadState('networkidle');
    }
    bodies.push(JSON.stringify(await api('/sources')));
    const all = bodies.join('\n');
    expect(all.length).toBeGreaterThan(10_000);
    expect(all).not.toContain(ODDS_KEY);
    expect(all).not.toContain(OWM_KEY);
    await context.close();
  });
});

const LOADS = 10;

describe('one upstream request serves every browser', () => {
  it('makes one odds request for 50 page loads from 5 browsers within its lifetime', async () => {
    const stub = await startOddsApiStub({ key: ODDS_KEY, clock: CLOCK });
    stub.answer(
      ODDS_PATH,
      week3.map((game) =>
        oddsEventFor({ home_team: game.home_team, away_team: game.away_team, kickoff: game.commence_time }),
      ),
    );
    const shared = await startAppServer({
      GRIDLINE_DATA: 'nflverse',
      NFLVERSE_DIR: nflverseDir,
      GRIDLINE_NOW: CLOCK,
      GRIDLINE_STATE_DIR: mkdtempSync(path.join(tmpdir(), 'gridline-live-state-')),
      ODDS_API_KEY: ODDS_KEY,
      ODDS_API_BASE_URL: stub.baseUrl,
      ODDS_API_TTL_S: '300',
    });
    const browsers = await Promise.all(Array.from({ length: 5 }, () => launchChromium()));
    try {
      let answered = 0;
      await Promise.all(
        browsers.map(async (each) => {
          // Each load a visitor of its own (a page as a new context has it: nothing in its session or HTTP cache), so
          // each asks for the odds.
          for (let load = 0; load < LOADS; load++) {
            const { context, page } = await openPage(each);
            const odds = page.waitForResponse((response) => response.url().includes('/api/teamOdds?') && response.ok());
            await page.goto(`${shared.url}/nfl?week=3`, { waitUntil: 'domcontentloaded' });
            await odds;
            answered += 1;
            await context.close();
          }
        }),
      );
      expect(answered).toBeGreaterThanOrEqual(50);
      expect(stub.requests(ODDS_PATH)).toBe(1);
    } finally {
      await Promise.all(browsers.map((each) => each.close()));
      stopProcessGroup(shared.pid);
      await stub.close();
    }
  }, 300_000);
});
