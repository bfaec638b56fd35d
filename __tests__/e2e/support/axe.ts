import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * axe-core's violations on the page, as short lines that say what and where. Only violations are
 * gathered in full (resultTypes): describing every passing node of a large page took a quarter of
 * the check's time. Legacy mode runs axe.run in the page (same-origin frames included) instead of
 * collecting partial results and finishing them in a new blank page, the same rules with the same
 * results: on /player-props one check took 6 s where the blank-page way took 16 s.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} — ${violation.help}`),
  );
}
