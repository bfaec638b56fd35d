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

async function signedInPage(width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await openPage(browser, width);
  await forwardFirestore(opened.context);
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
});
