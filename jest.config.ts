/**
 * Read by ts-node without a type check (the type check is `npm run typecheck`'s): checking it took
 * about 3 CPU-seconds before each jest run started.
 * @jest-config-loader-options {"transpileOnly": true}
 */
import type { Config } from 'jest';

// ts-jest transpiles; `npm run typecheck` does the type checking once for the whole tree.
const transform: Config['transform'] = {
  '^.+\\.m?[tj]sx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json', diagnostics: false }],
};
// ESM-only packages must be transformed: msw 2's (CONTRACT §7) and light-my-request's cookie 2.
const transformIgnorePatterns = ['/node_modules/(?!(rettime|until-async|@open-draft/deferred-promise|cookie)/)'];

const config: Config = {
  // A global option (a project's own testTimeout is ignored): 15 s, not jest's 5, for the renders of
  // whole screens and the property tests while another job shares the machine's two cores.
  testTimeout: 15_000,
  projects: [
    {
      displayName: 'client',
      testEnvironment: 'jest-fixed-jsdom',
      testMatch: ['<rootDir>/__tests__/src/**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/__tests__/setupClient.ts'],
      transform,
      transformIgnorePatterns,
      testEnvironmentOptions: { customExportConditions: [''] },
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/server/**/*.test.ts', '<rootDir>/__tests__/tooling/**/*.test.ts'],
      transform,
      transformIgnorePatterns,
    },
  ],
};

export default config;
