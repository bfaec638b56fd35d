import type { Locator, Page } from 'playwright-core';
import type { Game } from '../../src/features/odds/types';
import { axeViolations } from './support/axe';
import { openPage } from './support/chromium';
import { browserAndServerAt, setPageClock } from './support/fixedClock';
import { allCards, api, cardOf, shownBook } from './support/matchupCards';
import { screenshotPath } from './support/screenshots';
import { showIn } from './support/theme';

/**
 * Issue #60 item 3 in Chromium: the bet slip in reach. On a phone a bar at the foot of the screen counts the legs and
 * opens the slip as a sheet, with a stake whose payout and profit are recomputed here from the legs' prices; at
 * 1280 px a panel docked at the bottom right, clear of the last cards. Sunday of week 3, 2025, at 19:00 UTC: the early
 * games have kicked off (their '+' refuses), the late ones and Monday's are to come.
 */
const CLOCK = '2025-09-21T19:00:00Z';
const WEEK = 3;
const { browser, server } = browserAndServerAt(CLOCK);

jest.setTimeout(120_000);

/** The week's games as the cards have them: by kickoff, games at one kickoff in the API's order. */
async function weekGames(): Promise<Game[]> {
  const games = await api<Game[]>(server().url, `/teamOdds?week=${WEEK}`);
  return [...games].sort((a, b) => Date.parse(a.commence_time) - Date.parse(b.commence_time));
}

const kickedOff = (game: Game) => Date.parse(game.commence_time) <= Date.parse(CLOCK);

async function open(width: number): Promise<Page> {
  const { context, page } = await openPage(browser(), width);
  await setPageClock(context, CLOCK);
  await page.goto(`${server().url}/nfl?week=${WEEK}`);
  await showIn(page, 'light');
  await allCards(page);
  return page;
}

const addButtons = (card: Locator) => card.getByRole('button', { name: /: bet slip$/ });

/** The American price of the card's `index`-th '+': the shown book's outcomes, market by market, as in the API. */
async function priceOf(card: Locator, game: Game, index: number): Promise<number> {
  const book = await shownBook(card, game);
  const outcome = book.markets.flatMap((market) => market.outcomes)[index];
  if (!outcome) throw new Error(`No outcome ${index} in ${book.title}`);
  return outcome.price;
}

// The rules as a bettor writes them, independent of the app's code.
const decimal = (price: number) => (price > 0 ? 1 + price / 100 : 1 + 100 / Math.abs(price));
const cents = (amount: number) => amount.toFixed(2);

const inViewport = async (page: Page, locator: Locator) => {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) return false;
  return box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height;
};

describe('the bet slip in reach', () => {
  it('on a phone: counts the legs in a bar on screen, opens as a sheet and pays the stake as the prices say', async () => {
    const games = await weekGames();
    const started = games.filter(kickedOff);
    const toCome = games.filter((game) => !kickedOff(game));
    // The clock is where the test needs it: some of the week's games have kicked off and some are to come.
    expect(started.length).toBeGreaterThan(0);
    expect(toCome.length).toBeGreaterThan(1);
    const last = games[games.length - 1]!;
    expect(kickedOff(last)).toBe(false);

    const page = await open(400);
    const lastCard = cardOf(page, last);
    await lastCard.scrollIntoViewIfNeeded();
    const firstPick = addButtons(lastCard).first();
    await firstPick.click();
    // Said where the press was, and to screen readers.
    // The bubble is the pressed button's ::after (drawn just above it): its text, and the button inside the viewport.
    const bubble = await firstPick.evaluate((button) => {
      const style = getComputedStyle(button, '::after');
      const box = button.getBoundingClientRect();
      return { content: style.content, top: box.top };
    });
    expect(bubble.content).toContain('Added to slip');
    expect(bubble.top).toBeGreaterThan(0);
    expect(bubble.top).toBeLessThan(page.viewportSize()!.height);
    await page
      .getByRole('status')
      .filter({ hasText: /^Added .+ \(\w+\) to the bet slip, 1 leg$/ })
      .waitFor({ state: 'attached' });
    // The slip's badge, on screen far down the page.
    const toggle = page.getByRole('button', { name: 'Bet slip (1 leg of 10)', exact: true });
    const badge = toggle.getByText('1', { exact: true });
    expect(await inViewport(page, badge)).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await page.screenshot({ path: screenshotPath('slip-bar-400-light') });

    // A second leg, from the game before it.
    const other = toCome[toCome.length - 2]!;
    const otherCard = cardOf(page, other);
    await otherCard.scrollIntoViewIfNeeded();
    await addButtons(otherCard).nth(2).click();
    const toggleOfTwo = page.getByRole('button', { name: 'Bet slip (2 legs of 10)', exact: true });
    expect(await toggleOfTwo.getByText('2', { exact: true }).isVisible()).toBe(true);
    const prices = [await priceOf(lastCard, last, 0), await priceOf(otherCard, other, 2)];

    await toggleOfTwo.click();
    expect(await toggleOfTwo.getAttribute('aria-expanded')).toBe('true');
    const slip = page.getByRole('region', { name: /^Bet slip/ });
    expect(await slip.getByRole('listitem').count()).toBe(2);
    await slip
      .getByRole('listitem')
      .first()
      .getByText(/^Week 3 · .+ vs .+ · \w+$/)
      .waitFor();
    const stake = slip.getByRole('textbox', { name: 'Stake' });
    await stake.fill('25');
    const payout = 25 * decimal(prices[0]!) * decimal(prices[1]!);
    const figures = slip.locator('output');
    await figures.filter({ hasText: `Payout ${cents(payout)}` }).waitFor();
    expect(await figures.textContent()).toBe(`Payout ${cents(payout)}Profit ${cents(payout - 25)}`);
    expect(await inViewport(page, stake)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath('slip-sheet-400-light') });

    // A bad stake says what is wrong.
    await stake.fill('ten');
    await slip.getByText('Stake must be a number, like 10 or 12.50').waitFor();
    expect(await stake.getAttribute('aria-invalid')).toBe('true');

    // Escape closes the sheet and gives focus back to its toggle.
    await page.keyboard.press('Escape');
    expect(await toggleOfTwo.getAttribute('aria-expanded')).toBe('false');
    expect(await toggleOfTwo.evaluate((element) => element === document.activeElement)).toBe(true);

    // A game that has kicked off takes no new leg, and says why.
    const early = cardOf(page, started[0]!);
    await early.scrollIntoViewIfNeeded();
    const refused = addButtons(early).first();
    expect(await refused.getAttribute('aria-disabled')).toBe('true');
    // The title is its accessible description too (BetSlipDock.test.tsx checks it by the accessible-name rules).
    expect(await refused.getAttribute('title')).toBe('Kicked off: no new bets');
    await refused.click({ force: true });
    expect(await toggleOfTwo.isVisible()).toBe(true);
    await page.close();
  });

  it('at 1280 px: docks the slip at the bottom right, in view at the foot of the page and clear of the last card', async () => {
    const games = await weekGames();
    const toCome = games.filter((game) => !kickedOff(game));
    const page = await open(1280);
    await addButtons(cardOf(page, toCome[0]!)).first().click();
    const slip = page.getByRole('region', { name: /^Bet slip/ });
    const toggle = slip.getByRole('button', { name: 'Bet slip (1 leg of 10)', exact: true });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1);
    expect(await inViewport(page, slip)).toBe(true);
    expect(await inViewport(page, slip.getByRole('textbox', { name: 'Stake' }))).toBe(true);
    await slip
      .locator('output')
      .filter({ hasText: /^Payout \d/ })
      .waitFor();
    // The page scrolls the last card clear of the dock.
    const [cardBox, slipBox] = [await cardOf(page, games[games.length - 1]!).boundingBox(), await slip.boundingBox()];
    expect(cardBox!.y + cardBox!.height).toBeLessThanOrEqual(slipBox!.y);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath('slip-dock-1280-light') });

    // Collapsed, it keeps its bar.
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await slip.getByRole('textbox', { name: 'Stake' }).count()).toBe(0);
    expect(await inViewport(page, toggle)).toBe(true);
    await page.close();
  });
});
