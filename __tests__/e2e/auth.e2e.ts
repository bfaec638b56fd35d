import type { Page } from 'playwright-core';
import { login, signedInPage } from './support/auth';
import { axeViolations } from './support/axe';
import { appUrl, browserForFile } from './support/chromium';

const browser = browserForFile();

const banner = (page: Page) => page.getByTestId('banner');

describe('signing in against the Auth emulator', () => {
  it('signs up a new user by email, says so on /nfl, and signs out staying on the page', async () => {
    const { context, page } = await signedInPage(browser());
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
    const { context, page } = await signedInPage(browser());
    await login(page, 'fan@gridline.test', 'gridline-fan');
    await page.waitForURL(appUrl('/nfl'));
    await page.getByText('fan@gridline.test').waitFor();
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    await page.waitForTimeout(500); // the admin check has had time to answer
    expect(await banner(page).textContent()).toBe('Free Trial through Week 7');
    await context.close();
  });

  it("shows 'Admin User' for the admin account, at once and without a reload", async () => {
    const { context, page } = await signedInPage(browser());
    await login(page, 'admin@gridline.test', 'gridline-admin');
    await page.waitForURL(appUrl('/nfl'));
    await banner(page).getByText('Admin User').waitFor();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await banner(page).getByText('Free Trial through Week 7').waitFor();
    await context.close();
  });

  it('says the password is wrong, in red, and lets the user try again', async () => {
    const { context, page } = await signedInPage(browser());
    await login(page, 'fan@gridline.test', 'not-the-password');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('Incorrect email or password.');
    expect(await page.getByRole('button', { name: 'Login' }).isEnabled()).toBe(true);
    expect(page.url()).toBe(appUrl('/login'));
    await context.close();
  });

  it('sends a signed-in user from /login to /nfl, also after a reload', async () => {
    const { context, page } = await signedInPage(browser());
    await login(page, 'fan@gridline.test', 'gridline-fan');
    await page.waitForURL(appUrl('/nfl'));
    await page.goto(appUrl('/login'));
    await page.waitForURL(appUrl('/nfl'));
    await page.getByText('fan@gridline.test').waitFor();
    await context.close();
  });

  it('signs in with Google through the emulator account chooser, then refuses that account for a Google sign-up', async () => {
    const { context, page } = await signedInPage(browser());
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
    await dialog
      .getByRole('alert')
      .getByText('This Google account is already associated with an existing user.')
      .waitFor({ timeout: 20_000 });
    expect(page.url()).toBe(appUrl('/login'));
    expect(await page.getByRole('link', { name: 'Sign in' }).count()).toBe(0); // the login page has no header
    expect(
      await page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('firebase:authUser'))),
    ).toBe(false);
    await context.close();
  });
});
