/**
 * Read by ts-node without a type check (the type check is `npm run typecheck`'s): checking it took
 * about 3 CPU-seconds before each jest run started.
 * @jest-config-loader-options {"transpileOnly": true}
 */
import type { Config } from 'jest';
import { transform } from './jest.config';

/** The browser suite: Debian's Chromium driven by playwright-core against the embedded server. */
const config: Config = {
  displayName: 'browser',
  testEnvironment: '<rootDir>/__tests__/e2e/support/environment.ts',
  testMatch: ['<rootDir>/__tests__/e2e/**/*.e2e.ts'],
  globalSetup: '<rootDir>/__tests__/e2e/support/globalSetup.ts',
  globalTeardown: '<rootDir>/__tests__/e2e/support/globalTeardown.ts',
  transform,
  testTimeout: 60_000,
};

export default config;
