import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../__tests__/e2e/support/chromium';
import { setPageClock } from '../__tests__/e2e/support/fixedClock';
import { startAppServer, stopProcessGroup } from './serverProcess';

/*
 * Screenshots of running Gridline screens.
 *
 *   tsx scripts/screenshots.ts            the README's: /nfl, a game's page and the bet slip at 1280 and 400 px, made
 *                                         on the demo's 2025 week 3 at Saturday noon (one game final, the rest to
 *                                         come) by a server of its own, into docs/screenshots/ as small JPEGs
 *   tsx scripts/screenshots.ts http://localhost:8080 /nfl:1280 /player-data:400:menu
 *                                         a running app's screens, each path:width[:name of a button to click first],
 *                                         into test-results/shots/
 *
 * The README set needs the built app (npm run build).
 */

const root = path.resolve(__dirname, '..');
const CLOCK = '2025-09-20T12:00:00Z';
const WIDTHS = [1280, 400] as const;
/** JPEG quality: the README's pictures stay around 100 KB each. */
const QUALITY = 70;

async function adHoc(base: string, shots: string[]): Promise<void> {
  const outDir = path.join(root, 'test-results/shots');
  mkdirSync(outDir, { recursive: true });
  const browser = await launchChromium();
  for (const shot of shots) {
    const [route = '/', width = '1280', click] = shot.split(':');
    const context = await browser.newContext({ viewport: { width: Number(width), height: 800 } });
    const page = await context.newPage();
    await page.goto(base + route, { waitUntil: 'networkidle' });
    if (click)
      await page
        .getByRole('button', { name: new RegExp(click, 'i') })
        .first()
        .click();
    await page.waitForTimeout(300);
    const file = path.join(outDir, `${route.replace(/\W+/g, '_') || 'root'}-${width}${click ? `-${click}` : ''}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
    await context.close();
  }
  await browser.close();
}

async function openAt(browser: Browser, base: string, pathname: string, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: width > 600 ? 860 : 800 } });
  await setPageClock(context, CLOCK);
  const page = await context.newPage();
  await page.goto(base + pathname);
  await page.locator('ul[aria-label$=" games"][aria-busy="false"], h1').first().waitFor();
  return page;
}

async function readmeSet(): Promise<void> {
  const outDir = path.join(root, 'docs/screenshots');
  mkdirSync(outDir, { recursive: true });
  const server = await startAppServer({ GRIDLINE_NOW: CLOCK, SEASON_OPENER: '2025-09-04' });
  const browser = await launchChromium();
  const save = async (page: Page, name: string) => {
    await page.waitForTimeout(400);
    const file = path.join(outDir, `${name}.jpg`);
    await page.screenshot({ path: file, type: 'jpeg', quality: QUALITY });
    console.log(path.relative(root, file));
  };
  try {
    for (const width of WIDTHS) {
      const slate = await openAt(browser, server.url, '/nfl?week=3', width);
      await slate.getByRole('article').nth(1).locator('[aria-live="polite"]').waitFor();
      await save(slate, `nfl-${width}`);

      // The second card's game (the first, Thursday's, is final): its page from its own link.
      await slate
        .getByRole('article')
        .nth(1)
        .getByRole('link', { name: /: game page$/ })
        .click();
      await slate.getByRole('region', { name: 'Every book' }).waitFor();
      await slate.getByRole('region', { name: 'Line history' }).locator('svg').first().waitFor();
      await save(slate, `game-${width}`);
      await slate.goBack();

      // Two legs from two games to come, and a stake.
      const cards = slate.getByRole('article');
      await cards
        .nth(1)
        .getByRole('button', { name: /: bet slip$/ })
        .first()
        .click();
      await cards
        .nth(2)
        .getByRole('button', { name: /: bet slip$/ })
        .nth(2)
        .click();
      const slip = slate.getByRole('region', { name: /^Bet slip/ });
      const toggle = slip.getByRole('button', { name: /^Bet slip \(/ });
      if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
      await slip.getByLabel('Stake', { exact: true }).fill('25');
      await save(slate, `slip-${width}`);
      await slate.context().close();
    }
  } finally {
    await browser.close();
    stopProcessGroup(server.pid);
  }
}

const [base, ...shots] = process.argv.slice(2);
(base ? adHoc(base, shots) : readmeSet()).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
