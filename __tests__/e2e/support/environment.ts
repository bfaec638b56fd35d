import type { Circus } from '@jest/types';
import { TestEnvironment } from 'jest-environment-node';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

const screenshotDir = path.resolve(__dirname, '../../../test-results/screenshots');

function testName(test: Circus.TestEntry): string {
  const names: string[] = [];
  for (let block: Circus.TestEntry | Circus.DescribeBlock | undefined = test; block; block = block.parent) {
    if (block.name !== 'ROOT_DESCRIBE_BLOCK') names.unshift(block.name);
  }
  return names
    .join(' ')
    .replace(/[^a-z0-9]+/gi, '-')
    .slice(0, 120);
}

/** Node environment that saves a screenshot of every open page when a browser test fails. */
export default class BrowserTestEnvironment extends TestEnvironment {
  async handleTestEvent(event: Circus.Event): Promise<void> {
    if (event.name !== 'test_fn_failure') return;
    const pages = (this.global as { __gridlinePages?: Set<Page> }).__gridlinePages;
    if (!pages?.size) return;
    mkdirSync(screenshotDir, { recursive: true });
    let index = 0;
    for (const page of pages) {
      index += 1;
      const file = path.join(screenshotDir, `${testName(event.test)}-${index}.png`);
      await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
      console.error(`Screenshot of the failed test: ${path.relative(process.cwd(), file)}`);
    }
  }
}
