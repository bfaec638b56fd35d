import type { Page } from 'playwright-core';

export interface PageWatch {
  /** Uncaught exceptions and unhandled rejections in the page. */
  uncaught: string[];
  /** Messages of alert/confirm dialogs, each accepted. */
  dialogs: string[];
}

/** Records what must not happen silently in a page: uncaught errors (but those `ignore` names) and dialogs. */
export function watchPage(page: Page, ignore: (error: Error) => boolean = () => false): PageWatch {
  const seen: PageWatch = { uncaught: [], dialogs: [] };
  page.on('pageerror', (error) => {
    if (!ignore(error)) seen.uncaught.push(`${error.message}\n${error.stack ?? ''}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /^Uncaught/.test(message.text())) seen.uncaught.push(message.text());
  });
  page.on('dialog', (dialog) => {
    seen.dialogs.push(dialog.message());
    // A dialog that opens as the test closes its page cannot be accepted; its message is kept anyway.
    dialog.accept().catch(() => undefined);
  });
  return seen;
}

/** Follows the header's link to a screen, as a user would. */
export const navigateTo = (page: Page, path: string) =>
  page.getByRole('navigation', { name: 'Main' }).locator(`a[href="${path}"]`).click();
