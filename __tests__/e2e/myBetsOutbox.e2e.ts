import type { Browser } from 'playwright-core';
import { authEmulatorUrl } from '../../scripts/authEmulator';
import { startAppServer, stopProcessGroup, type RunningServer } from '../../scripts/serverProcess';
import type { BetsAnswer } from '../../src/domain/bets/types';
import type { Game } from '../../src/features/odds/types';
import { startPostgresServer, type PostgresServer } from '../server/db/postgresServer';
import { forwardFirestore, idTokenOf } from './support/auth';
import { launchChromium, openOwnContext } from './support/chromium';
import { setPageClock } from './support/fixedClock';
import { allCards, cardOf, WEEK3_SATURDAY } from './support/matchupCards';

/**
 * Issue #61's outbox case in Chromium, on a Postgres server (CONTRACT §11: a browser test runs on one): the database
 * stopped, a bet logged from the slip waits in the browser, "not saved yet", through a reload; the database back, it
 * is sent and stored once.
 */
jest.setTimeout(240_000);

let postgres: PostgresServer | undefined;
let server: RunningServer | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  const emulator = authEmulatorUrl();
  if (!emulator) throw new Error('The browser suite runs the Auth emulator: its URL is not set');
  postgres = await startPostgresServer();
  [server, browser] = await Promise.all([
    startAppServer({
      GRIDLINE_NOW: WEEK3_SATURDAY,
      DATABASE_URL: postgres.url,
      FIREBASE_AUTH_EMULATOR_HOST: new URL(emulator).host,
    }),
    launchChromium(),
  ]);
}, 180_000);
afterAll(async () => {
  if (server) stopProcessGroup(server.pid);
  postgres?.remove();
  await browser?.close();
}, 60_000);

const base = () => server!.url;

async function storedBets(token: string): Promise<{ status: number; bets?: BetsAnswer['bets'] }> {
  const response = await fetch(`${base()}/api/me/bets`, { headers: { Authorization: `Bearer ${token}` } });
  return response.ok
    ? { status: response.status, bets: ((await response.json()) as BetsAnswer).bets }
    : { status: response.status };
}

describe('a bet logged while the database is down', () => {
  it('waits in the browser through a reload, and is stored once when the database is back', async () => {
    const { context, page } = await openOwnContext(browser!, 1280);
    await forwardFirestore(context);
    await setPageClock(context, WEEK3_SATURDAY);
    await page.goto(`${base()}/login`);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    const signUp = page.getByRole('dialog', { name: 'Create Account' });
    await signUp.getByLabel('Email').fill(`outbox-${Date.now()}@gridline.test`);
    await signUp.getByLabel('Password').fill('a-good-password');
    await signUp.getByRole('button', { name: 'Sign Up with Email' }).click();
    await page.waitForURL(`${base()}/nfl`);
    const token = await idTokenOf(page);
    expect(await storedBets(token)).toEqual({ status: 200, bets: [] });

    postgres!.stop();
    expect((await storedBets(token)).status).toBe(503);
    // The rest of the app keeps answering.
    expect((await fetch(`${base()}/api/teamOdds?week=3`)).status).toBe(200);

    await page.goto(`${base()}/nfl?week=3`);
    await allCards(page);
    const games = (await (await fetch(`${base()}/api/teamOdds?week=3`)).json()) as Game[];
    const next = games
      .filter((game) => Date.parse(game.commence_time) > Date.parse(WEEK3_SATURDAY))
      .sort((a, b) => Date.parse(a.commence_time) - Date.parse(b.commence_time))[0]!;
    await cardOf(page, next)
      .getByRole('button', { name: /: bet slip$/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Log bet', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Log bet' });
    await dialog.getByRole('button', { name: 'Log bet', exact: true }).click();
    await dialog.getByText('Not saved yet — it will be sent when the server answers.').waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();

    // My bets says the database is unavailable, and shows the bet as not saved yet; a reload keeps it.
    await page.goto(`${base()}/my-bets`);
    await page.getByText(/The database is unavailable/).waitFor();
    const unsaved = page.getByRole('table', { name: 'Your bets' }).getByText('Not saved yet', { exact: true });
    await unsaved.waitFor();
    await page.reload();
    await unsaved.waitFor();

    postgres!.start();
    await page.getByRole('button', { name: /^Try again now/ }).click();
    // Sent: the outbox this browser keeps is empty (while sending, the row says "Not saved yet: sending…").
    await page.waitForFunction(() => localStorage.getItem('gridline.betOutbox.v1') === null);
    await page
      .getByRole('table', { name: 'Your bets' })
      .getByText(/^Not saved yet/)
      .waitFor({ state: 'detached' });
    const after = await storedBets(token);
    expect(after.status).toBe(200);
    expect(after.bets).toHaveLength(1);
    // The stored bet asks the list again: the database's message gives way to the bets.
    await page.getByRole('heading', { level: 2, name: 'Summary' }).waitFor();
    expect(await page.getByText(/The database is unavailable/).count()).toBe(0);
    expect(await page.getByRole('table', { name: 'Your bets' }).locator('tbody tr').count()).toBe(1);
    await context.close();
  });
});
