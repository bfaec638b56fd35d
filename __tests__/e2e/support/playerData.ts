import type { Locator, Page } from 'playwright-core';

/** The Player Data table and its rows' names, as shown. */
export const playerTable = (page: Page) => page.getByRole('table', { name: 'Player statistics' });
export const playerNames = (page: Page) => playerTable(page).getByRole('rowheader').allInnerTexts();

/** The text of a select's chosen option. */
export const selectedLabel = (select: Locator) =>
  select.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.textContent);
