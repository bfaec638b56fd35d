import type { Page } from 'playwright-core';

/** How far the page is wider than the viewport (0 or less: no sideways scrolling). */
export function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}
