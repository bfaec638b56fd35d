import type { Browser, Page } from 'playwright-core';
import type { PlayerStat, Season } from '../../src/domain/playerStats';
import { isRanked, matchupBefore, TIER_LABELS, type MatchupBefore } from '../../src/features/gameLogs/defenseMatchup';
import { parseDefenseHistory } from '../../src/features/gameLogs/parseDefense';
import { axeViolations } from './support/axe';
import { appUrl, launchChromium, openPage } from './support/chromium';
import { setPageClock, startServerAt } from './support/fixedClock';
import {
  expectedGameLog,
  getJson,
  PAINT_PROBE,
  paintDelay,
  readGameLog,
  seasonCells,
  type ApiGameRow,
} from './support/gameLog';
import { pageOverflow } from './support/layout';
import { watchPage } from './support/pageWatch';
import { playerTable, playerNames, selectedLabel } from './support/playerData';
import { screenshotPath } from './support/screenshots';

/** What the log's defence cell says of a matchup before the game. */
const matchupText = (matchup: MatchupBefore | undefined): string =>
  !matchup
    ? 'N/A'
    : isRanked(matchup)
      ? `${matchup.label} · ${TIER_LABELS[matchup.tier]}${matchup.provisional ? ' (provisional)' : ''}`
      : matchup.label;

/** Week 3 of 2025: weeks 1–2 final, and Thursday's game of week 3. */
const CLOCK = '2025-09-20T12:00:00Z';

let browser: Browser;
let fixed: Awaited<ReturnType<typeof startServerAt>>;
beforeAll(async () => {
  [browser, fixed] = await Promise.all([launchChromium(), startServerAt(CLOCK)]);
});
afterAll(async () => {
  fixed?.stop();
  await browser?.close();
});

interface Setup {
  name: string;
  base: () => string;
  clock?: string;
}

const SETUPS: Setup[] = [
  { name: 'with the real clock (the season over)', base: () => appUrl('') },
  { name: `at ${CLOCK} (week 3 of 2025)`, base: () => fixed.url, clock: CLOCK },
];

async function open(setup: Setup, width = 1280, colorScheme: 'light' | 'dark' = 'light') {
  const opened = await openPage(browser, width, { colorScheme });
  if (setup.clock) await setPageClock(opened.context, setup.clock);
  await opened.context.addInitScript({ content: PAINT_PROBE });
  return { ...opened, watch: watchPage(opened.page) };
}

const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

/** The cells of a Player Data row by column header. */
async function tableRow(page: Page, name: string): Promise<Record<string, string>> {
  const headers = (await playerTable(page).locator('thead th').allInnerTexts()).map((text) =>
    text.replace(/[▲▼]/g, '').replace(/\s+/g, ' ').trim(),
  );
  const row = playerTable(page)
    .locator('tbody tr')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) })
    .first();
  const cells = await row.locator('td').allInnerTexts();
  return Object.fromEntries(headers.slice(1).map((header, index) => [header, cells[index] ?? '']));
}

/** The top receivers of the season compared, in the dialog's By week view; their names. */
async function compareByWeek(page: Page, base: string, count: number) {
  await page.goto(`${base}/player-data?group=WR&q=a&sort=rec_yards&dir=desc`);
  await playerTable(page).waitFor();
  const names = (await playerNames(page)).slice(0, count);
  for (const name of names) await page.getByRole('button', { name: `Select ${name}`, exact: true }).click();
  await page.getByRole('button', { name: `Compare (${count})` }).click();
  const dialog = page.getByRole('dialog', { name: 'Player Comparison' });
  await dialog.getByRole('button', { name: 'By week' }).click();
  await dialog.getByRole('img', { name: /by week/ }).waitFor();
  return { names, dialog };
}

describe.each(SETUPS)('the game log %s', (setup) => {
  it('opens from a Player Data row with the keyboard, equals the API, totals to the season row, and Back restores the table', async () => {
    const { context, page, watch } = await open(setup);
    const seasons = await getJson<Season[]>(setup.base(), '/api/seasons');
    await page.goto(`${setup.base()}/player-data?group=QB&q=a`);
    await playerTable(page).waitFor();
    await page.getByRole('button', { name: 'Passing Yards', exact: true }).click();
    await page.getByRole('button', { name: 'Passing Yards', exact: true }).click();
    await page.waitForFunction(() =>
      document.querySelector('th[aria-sort="descending"]')?.textContent?.includes('Passing Yards'),
    );
    await page.waitForURL((url) => url.searchParams.get('dir') === 'desc');
    const tableAddress = page.url();
    // A player down the table: scrolled to, then his link reached with the keyboard.
    const scroller = page.getByRole('region', { name: 'Player statistics, scrollable' });
    await scroller.evaluate((element) => void (element.scrollTop = 440));
    const name = await scroller.evaluate(async (element) => {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const top =
        element.getBoundingClientRect().top + (element.querySelector('thead')?.getBoundingClientRect().height ?? 0);
      const row = [...element.querySelectorAll('tbody tr:not(.spacer)')].find(
        (tr) => tr.getBoundingClientRect().top >= top,
      );
      return row?.querySelector('th')?.textContent ?? '';
    });
    const names = await playerNames(page);
    const shownRow = await tableRow(page, name);
    const link = page.getByRole('link', { name: `Game log of ${name}`, exact: true });
    await link.focus();
    const scrolled = await scroller.evaluate((element) => element.scrollTop);
    expect(scrolled).toBeGreaterThanOrEqual(440);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/player-data\/[0-9a-f]+\?season=/);
    const playerId = new URL(page.url()).pathname.split('/').pop() ?? '';
    expect(query(page)).toEqual({ season: seasons[0]?.id });
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(
      await page.getByRole('link', { name: 'Player Data', exact: true }).first().getAttribute('aria-current'),
    ).toBe('page');

    const seasonId = seasons[0]?.id ?? '';
    const games = await getJson<ApiGameRow[]>(
      setup.base(),
      `/api/playerGameLogs?season_id=${seasonId}&player_id=${playerId}`,
    );
    const season = (await getJson<PlayerStat[]>(setup.base(), `/api/playerData?season_id=${seasonId}`)).find(
      (row) => row.player_id === playerId,
    );
    expect(games.length).toBeGreaterThan(0);
    const log = await readGameLog(page);
    expect(log.rows.map(({ week, cells }) => ({ week, cells }))).toEqual(expectedGameLog(games));
    // Each game against the defence as it stood before it, recomputed from the API's ranks before each week.
    const history = parseDefenseHistory(
      await getJson<unknown>(setup.base(), `/api/teamData/defense-vs-position/weekly?season_id=${seasonId}`),
    );
    const expectedDefence = new Map(
      games.map((game) => [
        String(game.week),
        matchupText(matchupBefore(history.weeks[game.week], game.opponent, 'QB')),
      ]),
    );
    expect(log.rows.map((row) => [row.week, row.defence])).toEqual(
      log.rows.map((row) => [row.week, expectedDefence.get(row.week)]),
    );
    expect(log.headers).toContain('Defence vs QB before the game');
    const delay = await paintDelay(page);
    console.log(
      `Game log (${setup.name}): rows in the DOM ${delay.inDom.toFixed(1)} ms and painted ${delay.painted.toFixed(1)} ms after the /playerGameLogs response`,
    );

    // The totals row equals his /playerData row and the figures the Player Data table showed for him.
    const statHeaders = log.headers.slice(
      log.headers.indexOf('Result') + (log.headers.some((h) => h.startsWith('Defence')) ? 2 : 1),
    );
    expect(log.totalsLabel).toBe(`Season total (${games.length} ${games.length === 1 ? 'game' : 'games'})`);
    expect(log.totals).toEqual(seasonCells(season as PlayerStat, statHeaders));
    expect(log.totals).toEqual(statHeaders.map((header) => shownRow[header]));
    expect(shownRow['Games Played']).toBe(String(games.length));

    await page.goBack();
    await playerTable(page).waitFor();
    expect(page.url()).toBe(tableAddress);
    expect(await selectedLabel(page.getByLabel('Position group'))).toBe('Quarterback (QB)');
    expect(await page.getByLabel('Search players by name').inputValue()).toBe('a');
    expect(
      await page
        .getByRole('columnheader', { name: /Passing Yards/ })
        .first()
        .getAttribute('aria-sort'),
    ).toBe('descending');
    expect(await scroller.evaluate((element) => element.scrollTop)).toBe(scrolled);
    await page.getByRole('link', { name: `Game log of ${name}`, exact: true }).waitFor();
    expect(await playerNames(page)).toEqual(names);
    expect(watch.uncaught).toEqual([]);
    await context.close();
  });

  it('is the same view at its address in a fresh browser, with the other seasons one click away', async () => {
    const seasons = await getJson<Season[]>(setup.base(), '/api/seasons');
    const [latest, previous] = seasons;
    const players = await getJson<PlayerStat[]>(setup.base(), `/api/playerData?season_id=${latest?.id}`);
    const receiver = [...players]
      .filter((row) => row.position === 'WR')
      .sort((a, b) => (b.rec_yards ?? 0) - (a.rec_yards ?? 0))[0] as PlayerStat;
    const { context, page, watch } = await open(setup);
    await page.goto(`${setup.base()}/player-data/${receiver.player_id}?season=${latest?.id}`);
    await page.getByRole('heading', { level: 1, name: receiver.name }).waitFor();
    const games = await getJson<ApiGameRow[]>(
      setup.base(),
      `/api/playerGameLogs?season_id=${latest?.id}&player_id=${receiver.player_id}`,
    );
    expect((await readGameLog(page)).rows.map(({ week, cells }) => ({ week, cells }))).toEqual(expectedGameLog(games));
    // The trends follow the log once it is painted.
    await page.getByRole('img', { name: /^Receiving Yards by week/ }).waitFor();
    expect(await page.getByRole('img', { name: /^Receiving Yards by week/ }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    // Its headings end on one line, the number columns' (one line or two) with the others'.
    const headingBottoms = await page
      .getByRole('table', { name: /^Game log of/ })
      .locator('thead th button')
      .evaluateAll((buttons) => buttons.map((button) => Math.round(button.getBoundingClientRect().bottom)));
    expect(headingBottoms.length).toBeGreaterThan(4);
    expect(new Set(headingBottoms).size).toBe(1);
    await page.screenshot({
      path: screenshotPath(`game-log-${setup.clock ? 'week3' : 'season'}-1280`),
      fullPage: true,
    });

    await page.getByRole('navigation', { name: 'Seasons' }).getByRole('link', { name: previous?.label }).click();
    await page.waitForURL((url) => url.searchParams.get('season') === previous?.id);
    const older = await getJson<ApiGameRow[]>(
      setup.base(),
      `/api/playerGameLogs?season_id=${previous?.id}&player_id=${receiver.player_id}`,
    );
    if (older.length === 0) await page.getByText(`No games played in ${previous?.label}`).waitFor();
    else {
      await page.getByRole('heading', { level: 1, name: older[0]?.name }).waitFor();
      expect((await readGameLog(page)).rows.map(({ week, cells }) => ({ week, cells }))).toEqual(
        expectedGameLog(older),
      );
    }
    expect(watch.uncaught).toEqual([]);
    await context.close();
  });

  it("draws the compared players' weekly values in By week, from one batched request per season", async () => {
    const { context, page, watch } = await open(setup);
    const requests: string[] = [];
    page.on(
      'request',
      (request) => void (request.url().includes('/api/playerGameLogs') && requests.push(request.url())),
    );
    const { names, dialog } = await compareByWeek(page, setup.base(), 3);
    await dialog.getByLabel('Stat', { exact: true }).selectOption('Receiving Yards');
    await dialog.getByRole('img', { name: /^Receiving Yards by week/ }).waitFor();
    await dialog.getByText('Show by week as a table').click();
    const shown = await dialog
      .getByRole('table', { name: 'Receiving Yards by week' })
      .evaluate((table) =>
        [...table.querySelectorAll('tbody tr')].map((tr) =>
          [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''),
        ),
      );

    expect(requests).toHaveLength(1);
    const url = new URL(requests[0] ?? '');
    const games = await getJson<ApiGameRow[]>(setup.base(), `/api/playerGameLogs?${url.searchParams.toString()}`);
    const idsByName = new Map(games.map((game) => [game.name, game.player_id]));
    const lastWeek = Math.max(...games.map((game) => game.week));
    const expected = Array.from({ length: lastWeek }, (_, index) => [
      String(index + 1),
      ...names.map((name) => {
        const game = games.find((row) => row.player_id === idsByName.get(name) && row.week === index + 1);
        return game ? new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(game.rec_yards ?? 0) : '—';
      }),
    ]);
    expect(shown.slice(0, -1)).toEqual(expected);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.screenshot({ path: screenshotPath(`comparison-by-week-${setup.clock ? 'week3' : 'season'}-1280`) });
    expect(watch.uncaught).toEqual([]);
    await context.close();
  });
});

describe('the player view and By week on a phone and in dark mode', () => {
  const setup = SETUPS[0] as Setup;

  it.each([
    [400, 'light'],
    [1280, 'dark'],
    [400, 'dark'],
  ] as const)('fit at %i px (%s), readable to axe', async (width, colorScheme) => {
    const { context, page } = await open(setup, width, colorScheme);
    const { names, dialog } = await compareByWeek(page, setup.base(), 2);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.screenshot({ path: screenshotPath(`comparison-by-week-${width}-${colorScheme}`) });
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: `Game log of ${names[0]}`, exact: true }).click();
    await page.getByRole('table', { name: `Game log of ${names[0]}` }).waitFor();
    await page.getByRole('img', { name: /^Receiving Yards by week/ }).waitFor();
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath(`game-log-${width}-${colorScheme}`), fullPage: true });
    await context.close();
  });
});
