import type { Page } from 'playwright-core';
import { LAID_OUT } from '../../src/lib/useLayOutInFrames';
import { namedInTree } from './support/accessibilityTree';
import { axeViolations } from './support/axe';
import { appUrl, browserForFile, openOwnContext, openPage } from './support/chromium';
import { pageOverflow } from './support/layout';
import { allCards } from './support/matchupCards';

const browser = browserForFile();

const cards = (page: Page) => page.getByRole('article');

async function cardsPerRow(page: Page): Promise<number> {
  const tops = await cards(page).evaluateAll((elements) =>
    elements.slice(0, 8).map((el) => Math.round(el.getBoundingClientRect().top)),
  );
  return tops.filter((top) => top === tops[0]).length;
}

describe('Matchups & Odds in the browser', () => {
  it.each([
    [400, 1],
    [800, 2],
    [1280, 4],
  ])('lays the week out at %i px with %i card(s) per row and no sideways scrolling', async (width, perRow) => {
    const { context, page } = await openPage(browser(), width);
    await page.goto(appUrl('/nfl?week=3'));
    await page.getByRole('heading', { level: 2, name: 'Week 3' }).waitFor();
    expect(await (await allCards(page)).count()).toBeGreaterThan(10);
    expect(await cardsPerRow(page)).toBe(perRow);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it.each([412, 1280])(
    'puts every card of the week in the accessibility tree at %i px, as a screen reader reads it',
    async (width) => {
      const { context, page } = await openPage(browser(), width);
      await page.goto(appUrl('/nfl?week=3'));
      const shown = await (await allCards(page)).count();
      expect(shown).toBeGreaterThan(10);
      // The cards off screen skip rendering until they are laid out one a frame, once all are in.
      const titles = await namedInTree(
        page,
        'button',
        /: show unit rankings$/,
        shown,
        `ul[aria-label="Week 3 games"] > li:not([${LAID_OUT}])`,
      );
      expect(titles).toBe(shown);
      await context.close();
    },
  );

  it('cycles a card through the three books with the mouse and the keyboard', async () => {
    const { context, page } = await openPage(browser(), 1280);
    await page.goto(appUrl('/nfl?week=3'));
    const card = cards(page).first();
    const title = card.locator('[aria-live="polite"]');
    await title.waitFor();
    const seen = [await title.textContent()];
    const next = card.getByRole('button', { name: /^Next bookmaker/ });
    await next.click();
    seen.push(await title.textContent());
    await next.focus();
    await page.keyboard.press('Enter');
    seen.push(await title.textContent());
    await page.keyboard.press('Enter');
    expect(new Set(seen)).toEqual(new Set(['FanDuel', 'DraftKings', 'BetMGM']));
    expect(await title.textContent()).toBe(seen[0]);
    await card.getByRole('button', { name: /^Previous bookmaker/ }).click();
    expect(await title.textContent()).toBe(seen[2]);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it('switches week from the selector and the address follows', async () => {
    const { context, page } = await openPage(browser(), 1280);
    await page.goto(appUrl('/nfl?week=3'));
    await cards(page).first().waitFor();
    await page.getByLabel('Choose week').selectOption('17');
    await page.getByRole('heading', { level: 2, name: 'Week 17' }).waitFor();
    await page.waitForURL(appUrl('/nfl?week=17'));
    await cards(page).first().waitFor();
    await context.close();
  });

  it('opens the matchup modal with the mouse and closes it with the close button, then with the keyboard and Escape', async () => {
    const { context, page } = await openPage(browser(), 1280);
    await page.goto(appUrl('/nfl?week=3'));
    await cards(page).first().waitFor();
    await cards(page)
      .first()
      .click({ position: { x: 20, y: 60 } });
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('table').waitFor();
    expect(await dialog.getByRole('row').count()).toBe(3);
    const cells = await dialog.getByRole('cell').allTextContents();
    expect(cells.every((text) => /^(\d+(st|nd|rd|th)|N\/A)( \(better\))?$/.test(text))).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    const opener = cards(page)
      .nth(1)
      .getByRole('button', { name: /show unit rankings$/ });
    await opener.focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });

  it('closes the matchup for good on a week change or on leaving the screen: Back and Forward do not bring it back', async () => {
    const { context, page } = await openPage(browser(), 1280);
    const dialog = page.getByRole('dialog');
    const openFirst = async () => {
      await cards(page)
        .first()
        .getByRole('button', { name: /show unit rankings$/ })
        .click();
      await dialog.waitFor();
    };
    await page.goto(appUrl('/nfl?week=2'));
    await cards(page).first().waitFor();
    await page.getByLabel('Choose week').selectOption('3');
    await page.waitForURL(appUrl('/nfl?week=3'));
    // Week 2's cards stay until Week 3's are drawn: the card to open is Week 3's.
    await page.getByRole('list', { name: 'Week 3 games' }).getByRole('article').first().waitFor();
    await openFirst();
    await page.goBack();
    await page.getByRole('heading', { level: 2, name: 'Week 2' }).waitFor();
    await page.goForward();
    await page.getByRole('heading', { level: 2, name: 'Week 3' }).waitFor();
    await cards(page).first().waitFor();
    expect(await dialog.count()).toBe(0);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team Data' }).click();
    await page.getByRole('region', { name: 'AFC East' }).waitFor();
    await page.goBack();
    await cards(page).first().waitFor();
    await openFirst();
    await page.goForward();
    await page.getByRole('region', { name: 'AFC East' }).waitFor();
    await page.goBack();
    await cards(page).first().waitFor();
    expect(await dialog.count()).toBe(0);
    await context.close();
  });

  it('sizes the modal 90% / 80% / 500 px wide and at most 90vh tall', async () => {
    for (const [width, expected] of [
      [500, 450],
      [800, 640],
      [1280, 500],
    ] as const) {
      const { context, page } = await openPage(browser(), width);
      await page.goto(appUrl('/nfl?week=3'));
      await cards(page)
        .first()
        .getByRole('button', { name: /show unit rankings$/ })
        .click();
      const box = await page.getByRole('dialog').boundingBox();
      expect(Math.round(box?.width ?? 0)).toBe(expected);
      expect(box?.height ?? Infinity).toBeLessThanOrEqual(900 * 0.9);
      await context.close();
    }
  });
});

describe('Team Profiles in the browser', () => {
  it.each([400, 800, 1280])(
    'shows the groups and power rankings at %i px without sideways scrolling',
    async (width) => {
      const { context, page } = await openPage(browser(), width);
      await page.goto(appUrl('/team-data'));
      await page.getByRole('region', { name: 'AFC East' }).waitFor();
      expect(await page.getByRole('region', { name: 'Power Rankings' }).getByRole('listitem').count()).toBe(32);
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    },
  );

  it('opens a team with the mouse and closes it with Close, then with the keyboard and Escape', async () => {
    const { context, page } = await openPage(browser(), 1280);
    await page.goto(appUrl('/team-data'));
    const team = page.getByRole('region', { name: 'AFC West' }).getByRole('button').first();
    const name = (await team.textContent()) ?? '';
    await team.click();
    const dialog = page.getByRole('dialog', { name });
    await dialog.waitFor();
    expect(await dialog.getByRole('term').allTextContents()).toEqual(['Offense', 'Defense', 'Special Teams']);
    expect((await dialog.getByRole('definition').allTextContents()).every((t) => /^\d+(st|nd|rd|th)$/.test(t))).toBe(
      true,
    );
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    await team.focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await team.evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });
});

/** The browser's clock time now and a minute ago, HH:MM, as the user reads it there. */
const recentClockTimes = (page: Page) =>
  page.evaluate(() =>
    [0, 60_000].map((ago) => {
      const at = new Date(Date.now() - ago);
      return [at.getHours(), at.getMinutes()].map((part) => String(part).padStart(2, '0')).join(':');
    }),
  );

describe('a lost connection in the browser', () => {
  it('says the page is offline and since when its data is, keeps the cards, and refetches once the connection is back', async () => {
    const { context, page } = await openOwnContext(browser(), 1280);
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(appUrl('/nfl?week=3'));
    const shown = await (await allCards(page)).count();
    const loadedAround = await recentClockTimes(page);

    await context.setOffline(true);
    const notice = page.getByRole('status').filter({ hasText: "You're offline" });
    await notice.waitFor();
    const text = (await notice.textContent()) ?? '';
    expect(text).toMatch(/^You're offline — showing data loaded at \d{2}:\d{2}$/);
    expect(loadedAround).toContain(text.slice(-5));
    expect(await cards(page).count()).toBe(shown);
    expect(await page.evaluate(() => window.sessionStorage.getItem('gridline:odds:week:3'))).not.toBeNull();

    const refetched = page.waitForResponse(
      (response) => response.url().includes('/api/teamOdds?week=3') && response.ok(),
    );
    await context.setOffline(false);
    await refetched;
    await notice.waitFor({ state: 'detached' });
    expect(await cards(page).count()).toBe(shown);
    expect(alerts).toEqual([]);
    await context.close();
  });
});
