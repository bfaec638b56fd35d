import type { Circus, Config } from '@jest/types';
import type { EnvironmentContext } from '@jest/environment';
import { TestEnvironment } from 'jest-environment-node';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './chromium';

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

/**
 * The Chromium of this jest worker (a child process, which jest ends by taking away its message listener),
 * launched for the first file that asks (chromium.ts' fileBrowser) and kept for the next: each file then
 * closes the contexts it opened. Closed when the worker is told to end, so it exits on its own. A run in
 * band (in jest's own process) has no worker to keep it: there each file launches its own.
 */
let workerBrowser: Promise<Browser> | undefined;

function browserOfWorker(): Promise<Browser> {
  if (!workerBrowser) {
    const launching = launchChromium();
    workerBrowser = launching;
    void launching.then(
      (browser) => browser.once('disconnected', () => workerBrowser === launching && (workerBrowser = undefined)),
      () => workerBrowser === launching && (workerBrowser = undefined),
    );
    process.on('removeListener', function closeWhenEnding(name) {
      if (name !== 'message' || process.listenerCount('message') > 0) return;
      process.removeListener('removeListener', closeWhenEnding);
      void launching.then((browser) => browser.close()).catch(() => undefined);
    });
  }
  return workerBrowser;
}

/**
 * Node environment that gives a worker's files one Chromium (above), and saves a screenshot of every open
 * page when a browser test fails.
 */
export default class BrowserTestEnvironment extends TestEnvironment {
  constructor(
    config: { globalConfig: Config.GlobalConfig; projectConfig: Config.ProjectConfig },
    context: EnvironmentContext,
  ) {
    super(config, context);
    if (typeof process.send === 'function') Object.assign(this.global, { __gridlineWorkerBrowser: browserOfWorker });
  }

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
