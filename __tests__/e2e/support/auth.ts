import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import defaults from '../../../src/config/defaults.json';
import { appUrl, openOwnContext } from './chromium';

/**
 * The build reads `admins/{uid}` from FIRESTORE_EMULATOR_HOST (127.0.0.1:8080 by default); the
 * suite's server runs on a free port, so its Firestore answers are forwarded there.
 */
export async function forwardFirestore(context: BrowserContext): Promise<void> {
  const firestore = `http://${defaults.FIRESTORE_EMULATOR_HOST}`;
  if (appUrl('') === firestore) return;
  await context.route(`${firestore}/**`, async (route) => {
    const url = route.request().url().replace(firestore, appUrl(''));
    try {
      await route.fulfill({ response: await route.fetch({ url }) });
    } catch (error) {
      // A test that ends while a read is in flight closes its page under the forward: nothing to answer.
      if (/disposed|closed/i.test(String(error))) return;
      // Any other failure of the forward (once, a fetch that timed out with the browser files two at a
      // time) is the page's failed read, not a throw: a route handler's throw is an unhandled rejection
      // that fails every test of the file, whatever it checks. A test that needs the read fails on
      // what it shows instead.
      console.warn(`Firestore forward of ${url} failed: ${String(error)}`);
      await route.abort('failed').catch(() => undefined);
    }
  });
}

const FAKE_GAPI = readFileSync(path.join(__dirname, 'fakeGapi.js'), 'utf8');

/**
 * The Google popup needs Google's script host, out of reach here: the suite answers that one
 * script with its own gapi.iframes bridge, and the emulator widget's CDN styles with nothing.
 */
export async function bridgeGooglePopup(context: BrowserContext): Promise<void> {
  await context.route('https://apis.google.com/js/api.js**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: FAKE_GAPI }),
  );
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)\//, (route) =>
    route.fulfill({
      status: 200,
      contentType: route.request().resourceType() === 'script' ? 'text/javascript' : 'text/css',
      body: '',
    }),
  );
}

/** A fresh page that can sign in: Firestore forwarded and the Google popup bridged. */
export async function signedInPage(browser: Browser, width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await openOwnContext(browser, width);
  await forwardFirestore(opened.context);
  await bridgeGooglePopup(opened.context);
  return opened;
}

/** Opens /login and submits the email form with Enter. */
export async function login(page: Page, email: string, password: string): Promise<void> {
  await page.goto(appUrl('/login'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Password').press('Enter');
}

/** The signed-in user's ID token, as the identity service keeps it in the page's storage (for /api/me requests). */
export async function idTokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    for (let index = 0; index < localStorage.length; index++) {
      const key = localStorage.key(index) ?? '';
      if (key.startsWith('firebase:authUser:'))
        return (JSON.parse(localStorage.getItem(key) ?? '{}') as { stsTokenManager?: { accessToken?: string } })
          .stsTokenManager?.accessToken;
    }
    return undefined;
  });
  if (!token) throw new Error('No signed-in user in the page');
  return token;
}
