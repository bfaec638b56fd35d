import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { startAppServer, stopProcessGroup, type RunningServer } from '../../scripts/serverProcess';
import { nflverseFolder } from '../utils/nflverseFolder';
import { ODDS_PATH, oddsEventFor, startOddsApiStub, type OddsApiStub } from '../utils/oddsApiStub';
import { DEC_9_2026, WEEK14_2026 } from '../utils/providerWeek2026';
import { launchChromium, openPage } from './support/chromium';
import { browserAndServerAt, setPageClock } from './support/fixedClock';
import { allCards, api, SHOWN_BOOKS } from './support/matchupCards';
import { selectedLabel } from './support/playerData';
import { axeViolations } from './support/axe';
import type { Game } from '../../src/features/odds/types';

/**
 * Issue #59 in the browser: the demo is the season in progress at the server's clock, and the app counts its weeks
 * from the opener the page names (no opener is built in). At 9 December 2026 that is 2026, Week 14, every game to
 * come; after the 2025 season's last week, /nfl says the season is over and when the next opens.
 */
const { browser, server } = browserAndServerAt(DEC_9_2026);

jest.setTimeout(120_000);

describe('the season in progress', () => {
  it('shows Week 14 of 2026 on 9 December 2026: games to come, with FanDuel, DraftKings and BetMGM lines', async () => {
    const base = server().url;
    expect((await api<Array<{ label: string }>>(base, '/seasons')).map((season) => season.label)).toEqual([
      '2026',
      '2025',
      '2024',
    ]);
    const games = await api<Game[]>(base, '/teamOdds?week=14');
    expect(games.length).toBeGreaterThan(0);
    expect(games.every((game) => Date.parse(game.commence_time) > Date.parse(DEC_9_2026))).toBe(true);

    const { context, page } = await openPage(browser(), 1280);
    await setPageClock(context, DEC_9_2026);
    await page.goto(`${base}/nfl`);
    await page.getByRole('heading', { level: 2, name: 'Week 14', exact: true }).waitFor();
    const cards = await allCards(page);
    expect(await cards.count()).toBe(games.length);
    // Every game is to come: no final score, and no closing line.
    expect(await page.getByText(/^Final: /).count()).toBe(0);
    const shown = new Set(await page.locator('article [aria-live="polite"]').allTextContents());
    for (const book of SHOWN_BOOKS) expect([...shown].map((title) => title.trim())).toContain(book);
    expect(await page.getByText(/season is over/).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    // Player Data opens on the season in progress.
    await page.goto(`${base}/player-data`);
    const season = page.getByLabel('Season', { exact: true });
    await season.locator('option').first().waitFor({ state: 'attached' });
    expect(await selectedLabel(season)).toBe('2026');
    expect(await season.locator('option').allTextContents()).toEqual(['2026', '2025', '2024']);
    await page.close();
  });

  it('builds no opener into the app: the page names the server’s', async () => {
    const assets = path.resolve(__dirname, '../../dist/assets');
    const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
    const withOpener = scripts.filter((file) =>
      /20\d\d-09-(0[4-9]|10)/.test(readFileSync(path.join(assets, file), 'utf8')),
    );
    expect(withOpener).toEqual([]);
    const html = await (await fetch(`${server().url}/nfl`)).text();
    expect(html).toContain('<meta name="gridline-season-opener" content="2026-09-10">');
  });
});

describe('the off-season', () => {
  const after = browserAndServerAt('2026-02-10T12:00:00Z');

  it('keeps Week 18 after the last week, and says the season is over and when the next one opens', async () => {
    const { context, page } = await openPage(after.browser(), 1280);
    await setPageClock(context, '2026-02-10T12:00:00Z');
    await page.goto(`${after.server().url}/nfl`);
    await page.getByRole('heading', { level: 2, name: 'Week 18', exact: true }).waitFor();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'The 2025 season is over. The 2026 season opens on Thursday, September 10, 2026.' })
        .waitFor(),
    ).resolves.toBeUndefined();
    await page.close();
  });
});

describe('live mode in a season nflverse has not published', () => {
  const KEY = 'e2e-odds-key-2026b7d04f';
  let stub: OddsApiStub | undefined;
  let live: RunningServer | undefined;
  let liveBrowser: Browser | undefined;

  beforeAll(async () => {
    stub = await startOddsApiStub({ key: KEY, remaining: 500, clock: DEC_9_2026 });
    stub.answer(ODDS_PATH, (clock: string) => WEEK14_2026.map((game) => oddsEventFor(game, { lastUpdate: clock })));
    [liveBrowser, live] = await Promise.all([
      launchChromium(),
      startAppServer({
        GRIDLINE_DATA: 'nflverse',
        NFLVERSE_DIR: nflverseFolder(),
        GRIDLINE_STATE_DIR: mkdtempSync(path.join(tmpdir(), 'gridline-live-2026-')),
        ODDS_API_KEY: KEY,
        ODDS_API_BASE_URL: stub.baseUrl,
        GRIDLINE_NOW: DEC_9_2026,
      }),
    ]);
  });
  afterAll(async () => {
    if (live) stopProcessGroup(live.pid);
    await liveBrowser?.close();
    await stub?.close();
  });

  it('shows the stub’s week under its number, Week 14 of 2026, with the three books', async () => {
    if (!live || !liveBrowser) throw new Error('the live server did not start');
    const { context, page } = await openPage(liveBrowser, 1280);
    await setPageClock(context, DEC_9_2026);
    await page.goto(`${live.url}/nfl`);
    await page.getByRole('heading', { level: 2, name: 'Week 14', exact: true }).waitFor();
    const cards = await allCards(page);
    expect(await cards.count()).toBe(WEEK14_2026.length);
    for (const [index, game] of WEEK14_2026.entries()) {
      const text = (await cards.nth(index).textContent()) ?? '';
      expect(text).toContain(game.home_team.split(' ').at(-1));
      expect(text).toContain(game.away_team.split(' ').at(-1));
      // The card shows the first of the stub's three books, and its best lines name the others.
      for (const book of SHOWN_BOOKS) expect(text).toContain(book);
    }
    expect(await page.getByText(/Lines need an Odds API key|No bookmakers available/).count()).toBe(0);
    await page.close();
  });
});
