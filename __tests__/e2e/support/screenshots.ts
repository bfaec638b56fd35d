import { mkdirSync } from 'node:fs';
import path from 'node:path';

const screenshotDir = path.resolve(__dirname, '../../../test-results/screenshots');

/** Where a screenshot kept for a person to look at goes: test-results/screenshots/{name}.png. */
export function screenshotPath(name: string): string {
  mkdirSync(screenshotDir, { recursive: true });
  return path.join(screenshotDir, `${name}.png`);
}
