import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import defaults from '../../src/config/defaults.json';
import { axeViolations } from './support/axe';
import { appUrl, launchChromium, openPage } from './support/chromium';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The build reads `admins/{uid}` from FIRESTORE_EMULATOR_HOST (127.0.0.1:8080 by default); the
 * suite's server runs on a free port, so its Firestore answers are forwarded there.
 */
async function forwardFirestore(context: BrowserContext): Promise<void> {
  const firestore = `http://${defaults.FIRESTORE_EMULATOR_HOST}`;
  if (appUrl('') === firestore) return;
  await context.route(`${firestore}/**`, async (route) => {
    const url = route.request().url().replace(firestore, appUrl(''));
    await route.fulfill({ response: await route.fetch({ url }) });
  });
}

const FAKE_GAPI = readFileSync(path.join(__dirname, 'support/fakeGapi.js'), 'utf8');

/**
 * The Google popup needs Google's script host, out of reach here: the suite answers that one
 * script with its own gapi.iframes bridge, and the emulator widget's CDN styles with nothing.
 */
async function bridgeGooglePopup(context: BrowserContext): Promise<void> {
  await context.route('https://apis.google.com/js/api.js**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: FAKE_GAPI }),
  );
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)\//, (route) =>
    route.fulfill({ status: 200, contentType: route.request().resourceType() === 'script' ? 'text/javascript' : 'text/css', body: '' }),
  );
}

async function signedInPage(width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await openPage(browser, width);
  await forwardFirestore(opened.context);
  await bridgeGooglePopup(opened.context);
  return opened;
}

const banner = (page: Page) => page.getByTestId('banner');

async function login(page: Page, email: string, password: string) {
  await page.goto(appUrl('/login'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Password').press('Enter');
}

describe('signing in against the Auth emulator', () => {
  it('signs up a new user by email, says so on /nfl, and signs out staying on the page', async () => {
    const { context, page } = await signedInPage();
    const email = `new-${Date.now()}@gridline.test`;
    await page.goto(appUrl('/login'));
    await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Account' });
    await dialog.getByText('Enter your email and password to create a new account, or sign up with Google.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill('a-good-password');
    await dialog.getByRole('button', { name: 'Sign Up with Email' }).click();
    await page.waitForURL(appUrl('/nfl'));
    await page.getByRole('status').getByText('Account created successfully! You are now logged in.').waitFor();
    await page.getByText(email).waitFor();
    expect(await banner(page).textContent()).toBe('Free Trial through Week 7');
    expect(await page.evaluate(() => Number(localStorage.getItem('loginTime')))).toBeGreaterThan(Date.now() - 60_000);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('link', { name: 'Sign in' }).waitFor();
    expect(page.url()).toBe(appUrl('/nfl'));
    await context.close();
  });

  it('logs the ordinary account in by email with the free-trial banner', async () => {
    const { context, page } = await signedInPage();
    await login(page, 'fan@gridline.test', 'gridline-fan');
    await page.waitForURL(appUrl('/nfl'));
    await page.getByText('fan@gridline.test').waitFor();
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    await page.waitForTimeout(500); // the admin check has had time to answer
    expect(await banner(page).textContent()).toBe('Free Trial through Week 7');
    await context.close();
  });

  it("shows 'Admin User' for the admin account, at once and without a reload", async () => {
    const { context, page } = await signedInPage();
    await login(page, 'admin@gridline.test', 'gridline-admin');
    await page.waitForURL(appUrl('/nfl'));
    await banner(page).getByText('Admin User').waitFor();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await banner(page).getByText('Free Trial through Week 7').waitFor();
    await context.close();
  });

  it('says the password is wrong, in red, and lets the user try again', async () => {
    const { context, page } = await signedInPage();
    await login(page, 'fan@gridline.test', 'not-the-password');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('Incorrect email or password.');
    expect(await page.getByRole('button', { name: 'Login' }).isEnabled()).toBe(true);
    expect(page.url()).toBe(appUrl('/login'));
    await context.close();
  });

  it('sends a signed-in user from /login to /nfl, also after a reload', async () => {
    const { context, page } = await signedInPage();
    await login(page, 'fan@gridline.test', 'gridline-fan');
    await page.waitForURL(appUrl('/nfl'));
    await page.goto(appUrl('/login'));
    await page.waitForURL(appUrl('/nfl'));
    await page.getByText('fan@gridline.test').waitFor();
    await context.close();
  });

  it('signs in with Google through the emulator account chooser, then refuses that account for a Google sign-up', async () => {
    const { context, page } = await signedInPage();
    await page.goto(appUrl('/login'));
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Sign in with Google' }).click(),
    ]);
    await popup.waitForLoadState();
    await popup.locator('#add-account-button').click();
    await popup.getByText('Auto-generate user information').click();
    await popup.getByText(/Sign in with/).click();
    await page.waitForURL(appUrl('/nfl'), { timeout: 20_000 });
    const email = await page.locator('header').getByText(/@/).textContent();
    expect(email).toContain('@');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('link', { name: 'Sign in' }).click();

    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Account' });
    const [again] = await Promise.all([
      context.waitForEvent('page'),
      dialog.getByRole('button', { name: 'Sign Up with Google' }).click(),
    ]);
    await again.waitForLoadState();
    await again.locator('.js-reuse-account').first().click();
    await dialog.getByRole('alert').getByText('This Google account is already associated with an existing user.').waitFor({ timeout: 20_000 });
    expect(page.url()).toBe(appUrl('/login'));
    expect(await page.getByRole('link', { name: 'Sign in' }).count()).toBe(0); // the login page has no header
    expect(await page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('firebase:authUser')))).toBe(false);
    await context.close();
  });
});
