import type { Locator, Page } from 'playwright-core';
import { completedGames, type CompletedGame } from '../../src/features/odds/closingLines';
import { parseOdds } from '../../src/features/odds/parseOdds';
import { parseScores } from '../../src/features/odds/parseScores';
import { teamRecords } from '../../src/features/teams/atsRecords';
import { coverRate, formatRate, recordTexts } from '../../src/features/teams/recordRates';
import { axeViolations } from './support/axe';
import { appUrl, openPage } from './support/chromium';
import { browserAndServerAt, setPageClock } from './support/fixedClock';
import { pageOverflow } from './support/layout';
import { watchPage } from './support/pageWatch';
import { screenshotPath } from './support/screenshots';

/**
 * Issue #20 item 5: Team Profiles' records against the number, recomputed here from the embedded
 * API's /scores and /teamOdds with the app's pure rules. Saturday of week 3, 2025 (weeks 1-2 final
 * and week 3's Thursday game), and the suite's own server on the real clock (the season over).
 */
const CLOCK = '2025-09-20T12:00:00Z';

const at = browserAndServerAt(CLOCK);

const json = async (url: string): Promise<unknown> => (await fetch(url)).json();

/**
 * Weeks 1 to `through` of the API at `base`, its clock at `answeredAt`: every final game with the three books' closing
 * lines.
 */
async function finals(base: string, through: number, answeredAt: number): Promise<CompletedGame[]> {
  const weeks = Array.from({ length: through }, (_, i) => i + 1);
  const perWeek = await Promise.all(
    weeks.map(async (week) => {
      const [scores, odds] = await Promise.all([
        json(`${base}/api/scores?week=${week}`),
        json(`${base}/api/teamOdds?week=${week}`),
      ]);
      const games = new Map(parseOdds(odds).map((game) => [game.id, game]));
      return completedGames(week, parseScores(scores), { game: (id) => games.get(id), answeredAt });
    }),
  );
  return perWeek.flat();
}

/** The table's rows as the page should show them. */
function expectedRows(games: CompletedGame[], team: string): string[][] {
  return teamRecords(games, team).splits.map(({ label, record }) => {
    const texts = recordTexts(record);
    const rate = coverRate(record.ats);
    const cover =
      rate.kind === 'fewGames'
        ? 'fewer than 3 games'
        : rate.kind === 'allPushes'
          ? 'all pushes'
          : `${formatRate(rate.rate)}${{ above: '▲', below: '▼', at: '=' }[rate.versus]} (${rate.versus} 52.4%)`;
    return [label, texts.straightUp, texts.ats, cover, texts.ou];
  });
}

const bodyRows = (table: Locator) =>
  table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent ?? '')),
    );

async function openRecords(page: Page, base: string, team: string): Promise<Locator> {
  await page.goto(`${base}/team-data`);
  await page.getByRole('button', { name: team, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: team });
  await dialog.getByRole('button', { name: 'Records against the number' }).click();
  return dialog;
}

describe('Team Profiles: records against the number', () => {
  it('loads nothing for them until asked, then shows the records recomputed from weeks 1-3', async () => {
    const { context, page } = await openPage(at.browser(), 1280);
    await setPageClock(context, CLOCK);
    const seen = watchPage(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/(scores|teamOdds)\?/.test(request.url()))
        asked.push(new URL(request.url()).pathname + new URL(request.url()).search);
    });
    await page.goto(`${at.server().url}/team-data`);
    await page.getByRole('button', { name: 'Buffalo Bills', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Buffalo Bills' });
    await dialog.getByRole('definition').first().waitFor();
    expect(asked).toEqual([]);

    await dialog.getByRole('button', { name: 'Records against the number' }).click();
    const table = dialog.getByRole('table', { name: 'Buffalo Bills: records against the number' });
    await table.waitFor();
    expect(asked.sort()).toEqual([
      '/api/scores?week=1',
      '/api/scores?week=2',
      '/api/scores?week=3',
      '/api/teamOdds?week=1',
      '/api/teamOdds?week=2',
      '/api/teamOdds?week=3',
    ]);

    const expected = expectedRows(await finals(at.server().url, 3, Date.parse(CLOCK)), 'Buffalo Bills');
    expect(await bodyRows(table)).toEqual(expected);
    expect(expected[0]?.[1]).toMatch(/^\d+-\d+/);
    // Two or three games so far: every split says so instead of a rate.
    expect(await dialog.getByText('fewer than 3 games').count()).toBeGreaterThan(0);
    await dialog
      .getByText('Completed games of weeks 1–3, against the median closing line of FanDuel, DraftKings and BetMGM.')
      .waitFor();
    await dialog.getByText(/the break-even at −110\.$/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(seen.uncaught).toEqual([]);
    await dialog.screenshot({ path: screenshotPath('team-records-1280') });
    await context.close();
  });

  it('keeps the toggle under the pointer while the defence table arrives: a press released there opens the records', async () => {
    const { context, page } = await openPage(at.browser(), 1280);
    await setPageClock(context, CLOCK);
    // The defence's ranks are held back until the toggle is pressed, as a slow answer would be.
    let answer: () => void = () => undefined;
    const pressed = new Promise<void>((resolve) => (answer = resolve));
    await context.route(/\/api\/teamData\/defense-vs-position\?/, async (route) => {
      await pressed;
      await route.continue();
    });
    await page.goto(`${at.server().url}/team-data`);
    await page.getByRole('button', { name: 'Kansas City Chiefs', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Kansas City Chiefs' });
    await dialog.getByRole('status').filter({ hasText: 'Loading defence against the position...' }).waitFor();
    const toggle = dialog.getByRole('button', { name: 'Records against the number' });
    const before = (await toggle.boundingBox())!;
    await page.mouse.move(before.x + before.width / 2, before.y + before.height / 2);
    await page.mouse.down();
    answer();
    await dialog.getByRole('heading', { name: 'Defence against the position' }).waitFor();
    // A centred panel grew both ways, moving the toggle half the table's height away from the pointer.
    expect(await toggle.boundingBox()).toEqual(before);
    await page.mouse.up();
    await dialog.getByRole('button', { name: 'Records against the number', expanded: true }).waitFor();
    await context.close();
  });

  it('fits a phone, light and dark', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { context, page } = await openPage(at.browser(), 400, { colorScheme });
      await setPageClock(context, CLOCK);
      const dialog = await openRecords(page, at.server().url, 'Kansas City Chiefs');
      await dialog.getByRole('table', { name: 'Kansas City Chiefs: records against the number' }).waitFor();
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
      expect(await dialog.evaluate((panel) => panel.scrollWidth - panel.clientWidth)).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: screenshotPath(`team-records-400-${colorScheme}`), fullPage: false });
      await context.close();
    }
  });

  it('shows a whole season on the real clock, the same as recomputed', async () => {
    const { context, page } = await openPage(at.browser(), 1280, { colorScheme: 'dark' });
    const dialog = await openRecords(page, appUrl(''), 'Green Bay Packers');
    // The profile's other table, the defence's ranks against the position, is not the records'.
    const table = dialog.getByRole('table', { name: 'Green Bay Packers: records against the number' });
    await table.waitFor({ timeout: 30_000 });
    await dialog
      .getByText('Completed games of weeks 1–18, against the median closing line of FanDuel, DraftKings and BetMGM.')
      .waitFor();
    const expected = expectedRows(await finals(appUrl(''), 18, Date.now()), 'Green Bay Packers');
    expect(await bodyRows(table)).toEqual(expected);
    expect(expected[0]?.[3]).toMatch(/^\d+\.\d%[▲▼=] \((above|below|at) 52\.4%\)$/);
    await dialog.screenshot({ path: screenshotPath('team-records-season-dark') });
    await context.close();
  });

  it('says the records are unavailable when /scores fails, and the profile is the spec one', async () => {
    const { context, page } = await openPage(at.browser(), 1280);
    await setPageClock(context, CLOCK);
    await context.route(/\/api\/scores\?/, (route) => route.fulfill({ status: 500, json: { error: 'Server error' } }));
    const seen = watchPage(page);
    const dialog = await openRecords(page, at.server().url, 'Buffalo Bills');
    await dialog.getByText('Records against the number are unavailable right now.').waitFor();
    expect(await dialog.getByRole('term').allTextContents()).toEqual(['Offense', 'Defense', 'Special Teams']);
    expect(await dialog.getByRole('definition').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\d+(st|nd|rd|th)$/)]),
    );
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(seen.uncaught).toEqual([]);
    expect(seen.dialogs).toEqual([]);
    await context.close();
  });
});
