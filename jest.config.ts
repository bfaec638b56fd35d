/**
 * Read by ts-node without a type check (the type check is `npm run typecheck`'s): checking it took
 * about 3 CPU-seconds before each jest run started.
 * @jest-config-loader-options {"transpileOnly": true}
 */
import type { Config } from 'jest';

/**
 * swc transpiles (and hoists jest.mock above the imports); `npm run typecheck` does the type checking once for the
 * whole tree. The project's 720 TypeScript files transpile in 0.7 CPU-seconds, where ts-jest took 17-18 (jest caches
 * the output, so a fresh clone pays it). Each kind of file gets its own parser: a .ts file read as TSX would take
 * `<T>value` for an element.
 */
const swc = (parser: Record<string, unknown>): [string, Record<string, unknown>] => [
  '@swc/jest',
  { jsc: { target: 'es2022', parser, transform: { react: { runtime: 'automatic' } } } },
];
export const transform: Config['transform'] = {
  '^.+\\.tsx$': swc({ syntax: 'typescript', tsx: true }),
  '^.+\\.m?ts$': swc({ syntax: 'typescript' }),
  '^.+\\.m?jsx?$': swc({ syntax: 'ecmascript', jsx: true }),
  // PGlite's CommonJS build loads its parts with import(), which jest runs only as require (see below).
  '^.+\\.cjs$': swc({ syntax: 'ecmascript' }),
};
// ESM-only packages must be transformed: msw 2's (CONTRACT §7) and light-my-request's cookie 2; and PGlite's
// dynamic imports (CONTRACT §11), which jest refuses outside --experimental-vm-modules.
const transformIgnorePatterns = [
  '/node_modules/(?!(rettime|until-async|@open-draft/deferred-promise|cookie|@electric-sql/pglite)/)',
];

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
