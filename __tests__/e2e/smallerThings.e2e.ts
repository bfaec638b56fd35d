import type { Locator, Page } from 'playwright-core';
import { login, signedInPage } from './support/auth';
import { axeViolations } from './support/axe';
import { appUrl, browserForFile, openPage } from './support/chromium';
import { pageOverflow } from './support/layout';
import { playerTable } from './support/playerData';
import { screenshotPath } from './support/screenshots';

const browser = browserForFile();

const scroller = (page: Page) => page.getByRole('region', { name: 'Player statistics, scrollable' });
const bodyRows = (page: Page) => playerTable(page).locator('tbody tr:not(.spacer)');

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('The element has no box: it is not shown.');
  return box;
}

/** The element under the centre of `locator` is it or inside it (nothing lies over it there). */
const onTopAtCentre = (locator: Locator) =>
  locator.evaluate((el) => {
    const { left, top, width, height } = el.getBoundingClientRect();
    const hit = document.elementFromPoint(left + width / 2, top + height / 2);
    return hit !== null && el.contains(hit);
  });

/** Waits two frames, so a scroll's row window and sticky positions are laid out. */
const frames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** The name the table cuts most, by the name cells' own font: the widest of the season's offensive players. */
async function widestName(page: Page): Promise<string> {
  const font = await bodyRows(page)
    .first()
    .locator('th .name')
    .evaluate((el) => getComputedStyle(el).font);
  return page.evaluate(async (cellFont) => {
    const seasons = (await (await fetch('/api/seasons')).json()) as Array<{ id: string }>;
    const url = `/api/playerData?season_id=${encodeURIComponent(seasons[0]?.id ?? '')}`;
    const rows = (await (await fetch(url)).json()) as Array<{ name: string; position: string; games_played: number }>;
    // The rows the default group (Offense) shows.
    const players = rows.filter((row) => ['QB', 'RB', 'WR', 'TE'].includes(row.position) && row.games_played > 0);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('No canvas.');
    context.font = cellFont;
    const width = (name: string) => context.measureText(name).width;
    return players.map((player) => player.name).reduce((widest, name) => (width(name) > width(widest) ? name : widest));
  }, font);
}

/** Whether an element shows all of its text: not cut by its own box. */
const showsAll = (locator: Locator) => locator.evaluate((el) => el.scrollWidth <= el.clientWidth);

describe('issue #60: the compare bar, cut names and the phone header', () => {
  it.each([1280, 400])('keeps the compare bar off the last row at %i px', async (width) => {
    const { context, page } = await openPage(browser(), width);
    await page.goto(appUrl('/player-data'));
    await page.getByLabel('Search players by name').fill('a');
    await playerTable(page).waitFor();
    const select = playerTable(page).getByRole('button', { name: /^Select / });
    await select.first().click();
    await select.first().click();
    const compare = page.getByRole('button', { name: 'Compare (2)' });
    const clear = page.getByRole('button', { name: 'Clear selection' });
    await compare.waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // The table scrolled to its last row (and sideways to its Select column), the page still at its top: the bar
    // floats at the foot of the window, both its buttons in view.
    await scroller(page).evaluate((el) => el.scrollTo(el.scrollWidth, el.scrollHeight));
    await frames(page);
    const viewport = { x: 0, y: 0, width, height: 900 };
    for (const button of [compare, clear]) {
      const box = await boxOf(button);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect(await onTopAtCentre(button)).toBe(true);
    }
    await page.screenshot({ path: screenshotPath(`compare-bar-floating-${width}`) });

    // Scrolled to the bottom: the last row's Select button is clear of the bar and takes a click at its centre.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await frames(page);
    const lastRow = bodyRows(page).last();
    expect(await lastRow.getAttribute('aria-rowindex')).toBe(await playerTable(page).getAttribute('aria-rowcount'));
    const lastSelect = lastRow.getByRole('button', { name: /^Select(ed)? / });
    const selectBox = await boxOf(lastSelect);
    expect(selectBox.y + selectBox.height).toBeLessThanOrEqual(viewport.height);
    for (const button of [compare, clear]) expect(overlaps(await boxOf(button), selectBox)).toBe(false);
    expect(await onTopAtCentre(lastSelect)).toBe(true);
    // The whole table box is above the bar, and the bar is still in view.
    const tableBox = await boxOf(scroller(page));
    expect(tableBox.y + tableBox.height).toBeLessThanOrEqual((await boxOf(compare)).y);
    expect(await compare.isVisible()).toBe(true);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: screenshotPath(`compare-bar-bottom-${width}`) });

    await lastSelect.click();
    await page.getByRole('button', { name: 'Compare (3)' }).waitFor();
    await context.close();
  });

  it('shows a cut name in full on hover and on keyboard focus at 1280 px', async () => {
    const { context, page } = await openPage(browser(), 1280);
    await page.goto(appUrl('/player-data'));
    await page.getByLabel('Search players by name').fill('a');
    await playerTable(page).waitFor();
    const name = await widestName(page);
    await page.getByLabel('Search players by name').fill(name);
    const row = bodyRows(page)
      .filter({ has: page.getByRole('rowheader', { name, exact: true }) })
      .first();
    await row.waitFor();
    const shown = row.locator('th .name');
    expect(await shown.textContent()).toBe(name);
    // The column cuts it (an ellipsis), and the accessible name is whole all the same.
    expect(await showsAll(shown)).toBe(false);

    await shown.hover();
    expect(await shown.getAttribute('title')).toBe(name);
    expect(await showsAll(shown)).toBe(true);
    expect(await shown.evaluate((el) => Math.ceil(el.getBoundingClientRect().width) >= el.scrollWidth)).toBe(true);
    expect(await onTopAtCentre(shown)).toBe(true);
    await page.screenshot({ path: screenshotPath('cut-name-hover-1280'), clip: await boxOf(scroller(page)) });

    // Away from it, it is cut again.
    await page.mouse.move(5, 5);
    await frames(page);
    expect(await showsAll(shown)).toBe(false);

    // With the keyboard: Tab from the table's box to the row's Select button shows the full name, and not as a title.
    await scroller(page).focus();
    const toggle = row.getByRole('button', { name: `Select ${name}` });
    const focused = () => toggle.evaluate((el) => el === document.activeElement);
    for (let i = 0; i < 40 && !(await focused()); i++) await page.keyboard.press('Tab');
    expect(await focused()).toBe(true);
    await frames(page);
    expect(await showsAll(shown)).toBe(true);
    expect(await shown.isVisible()).toBe(true);
    expect(await shown.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none');
    expect(await onTopAtCentre(shown)).toBe(true);
    await page.screenshot({ path: screenshotPath('cut-name-focus-1280'), clip: await boxOf(scroller(page)) });

    // Focus on to the game log link keeps it in full; focus out of the row cuts it again.
    await page.keyboard.press('Tab');
    expect(
      await row.getByRole('link', { name: `Game log of ${name}` }).evaluate((el) => el === document.activeElement),
    ).toBe(true);
    expect(await showsAll(shown)).toBe(true);
    await page.getByLabel('Search players by name').focus();
    await frames(page);
    expect(await showsAll(shown)).toBe(false);
    await context.close();
  });

  it('puts a signed-in email behind an account button at 400 px, whole in its menu, and beside Sign out at 1280', async () => {
    const { context, page } = await signedInPage(browser(), 400);
    const email = `a-rather-long-address-for-the-menu-${Date.now()}@gridline.test`;
    await page.goto(appUrl('/login'));
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Account' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill('a-good-password');
    await dialog.getByRole('button', { name: 'Sign Up with Email' }).click();
    await page.waitForURL(appUrl('/nfl'));

    const header = page.locator('header');
    const account = header.getByRole('button', { name: 'Account' });
    await account.waitFor();
    expect(await account.getAttribute('aria-haspopup')).toBe('menu');
    expect(await account.getAttribute('aria-expanded')).toBe('false');
    // No cut address in the header: the email is not shown there until the menu opens.
    expect(await header.getByText(email).isVisible()).toBe(false);
    expect(await header.getByText(/…|\.\.$/).count()).toBe(0);
    const accountBox = await boxOf(account);
    expect(accountBox.x + accountBox.width).toBeLessThanOrEqual(400);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({
      path: screenshotPath('account-button-400'),
      clip: { x: 0, y: 0, width: 400, height: 120 },
    });

    // Enter opens it on its first item, My bets (issue #61), and the arrow reaches Sign out; the whole email is shown
    // and readable.
    await account.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect(await account.getAttribute('aria-expanded')).toBe('true');
    const myBets = menu.getByRole('menuitem', { name: 'My bets' });
    expect(await myBets.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowDown');
    const signOut = menu.getByRole('menuitem', { name: 'Sign out' });
    expect(await signOut.evaluate((el) => el === document.activeElement)).toBe(true);
    const shownEmail = header.getByText(email, { exact: true }).filter({ visible: true });
    expect(await shownEmail.isVisible()).toBe(true);
    expect(await showsAll(shownEmail)).toBe(true);
    const emailBox = await boxOf(shownEmail);
    expect(emailBox.x).toBeGreaterThanOrEqual(0);
    expect(emailBox.x + emailBox.width).toBeLessThanOrEqual(400);
    expect(await onTopAtCentre(shownEmail)).toBe(true);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({
      path: screenshotPath('account-menu-open-400'),
      clip: { x: 0, y: 0, width: 400, height: 300 },
    });

    // Escape closes it and gives focus back to the button; Space opens it again; Tab and a click outside close it.
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await account.getAttribute('aria-expanded')).toBe('false');
    expect(await account.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press(' ');
    await menu.waitFor();
    // Tab leaves it, closing it, and goes on past the button rather than back to the page's start.
    await page.keyboard.press('Tab');
    await menu.waitFor({ state: 'detached' });
    expect(
      await account.evaluate(
        (button) =>
          document.activeElement !== document.body &&
          document.activeElement !== null &&
          (button.compareDocumentPosition(document.activeElement) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
      ),
    ).toBe(true);
    await account.click();
    await menu.waitFor();
    await page.mouse.click(200, 600);
    await menu.waitFor({ state: 'detached' });

    // At 1280 the header is as before: the email beside Sign out, no account button.
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await header.getByText(email).isVisible()).toBe(true);
    expect(await header.getByText(email).getAttribute('title')).toBe(email);
    expect(await header.getByRole('button', { name: 'Sign out' }).isVisible()).toBe(true);
    expect(await account.isVisible()).toBe(false);
    await page.screenshot({
      path: screenshotPath('account-header-1280'),
      clip: { x: 0, y: 0, width: 1280, height: 100 },
    });

    // Signing out from the menu keeps the page.
    await page.setViewportSize({ width: 400, height: 900 });
    await account.click();
    await signOut.click();
    await header.getByRole('link', { name: 'Sign in' }).waitFor();
    expect(page.url()).toBe(appUrl('/nfl'));
    await context.close();
  });

  it('keeps the 1280 px header of a signed-in user as it was: the email and Sign out', async () => {
    const { context, page } = await signedInPage(browser(), 1280);
    await login(page, 'fan@gridline.test', 'gridline-fan');
    await page.waitForURL(appUrl('/nfl'));
    const header = page.locator('header');
    await header.getByText('fan@gridline.test', { exact: true }).waitFor();
    expect(await showsAll(header.getByText('fan@gridline.test', { exact: true }))).toBe(true);
    await header.getByRole('button', { name: 'Sign out' }).waitFor();
    expect(await header.getByRole('button', { name: 'Account' }).isVisible()).toBe(false);
    await context.close();
  });
});
