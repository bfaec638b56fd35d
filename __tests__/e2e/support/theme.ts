import type { Page } from 'playwright-core';

export const SCHEMES = ['light', 'dark'] as const;
export type Scheme = (typeof SCHEMES)[number];

/**
 * Switches the system's colour scheme under an open page and waits for the page to follow it (with
 * no choice stored, the theme is the system's): one page load checked in both themes.
 */
export async function showIn(page: Page, scheme: Scheme): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await page.waitForFunction((wanted) => document.documentElement.dataset.theme === wanted, scheme);
}
