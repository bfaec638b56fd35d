import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { launchChromium } from '../__tests__/e2e/support/chromium';

/**
 * Screenshots of running Gridline screens for a human to look at:
 *   tsx scripts/screenshots.ts http://localhost:8080 /nfl:1280 /player-data:400:menu
 * Each shot is path:width[:name of a button to click first]; files go to test-results/shots/.
 */
async function main() {
  const [base = 'http://localhost:8080', ...shots] = process.argv.slice(2);
  const outDir = path.resolve(__dirname, '../test-results/shots');
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

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
