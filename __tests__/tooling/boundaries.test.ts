import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * The layer boundaries of eslint.config.mjs (README, Architecture), proven on planted code: each
 * case is linted as if it stood at its file (in one child process, see lintText.mjs), and must
 * (or must not) break a rule.
 */
const restricted = 'import-x/no-restricted-paths';

const violations: [string, string, string][] = [
  [
    'a shared component imports a feature',
    'src/components/Planted.tsx',
    "import { selectSelectedWeek } from '../features/week/weekSlice';",
  ],
  ['lib imports a feature', 'src/lib/planted.ts', "import { oddsApi } from '../features/odds/oddsApi';"],
  ['the API layer imports a feature', 'src/api/planted.ts', "import { parseOdds } from '../features/odds/parseOdds';"],
  ['domain imports the app', 'src/domain/planted.ts', "import { makeStore } from '../app/store';"],
  ['the server imports a feature', 'server/planted.ts', "import { clampWeek } from '../src/features/week/weekSlice';"],
  [
    "a feature imports another's component",
    'src/features/odds/Planted.tsx',
    "import TeamProfilesScreen from '../teams/TeamProfilesScreen';",
  ],
  [
    "a feature imports another's API",
    'src/features/props/planted.ts',
    "import { useGetOddsQuery } from '../odds/oddsApi';",
  ],
  [
    "a feature imports another's helpers",
    'src/features/props/planted.ts',
    "import { teamLocation } from '../odds/oddsRules';",
  ],
];

const allowed: [string, string, string][] = [
  [
    "a feature uses another's selectors",
    'src/features/props/planted.ts',
    "import { selectWeekOdds } from '../odds/oddsSelectors';",
  ],
  [
    "a feature uses another's actions",
    'src/features/odds/planted.ts',
    "import { weekSelected } from '../week/weekSlice';",
  ],
  [
    'the app composes features',
    'src/app/pages/Planted.tsx',
    "import TeamProfilesScreen from '../../features/teams/TeamProfilesScreen';",
  ],
  [
    'the server uses domain and config',
    'server/planted.ts',
    "import { currentWeek } from '../src/domain/week';\nimport { SEASON_WEEKS } from '../src/config/constants';",
  ],
  [
    'line history reads the odds rules it draws',
    'src/features/lineHistory/planted.ts',
    "import { marketLabel } from '../odds/oddsRules';",
  ],
];

/** bulletproof-react's one-way rule: a feature never imports app/, but for the store's typed hooks and its types. */
const appRule = '@typescript-eslint/no-restricted-imports';

const appViolations: [string, string, string][] = [
  [
    'a feature imports the app layout',
    'src/features/props/Planted.tsx',
    "import { AppFooter } from '../../app/layout/AppFooter';",
  ],
  [
    'a feature imports the store itself',
    'src/features/props/planted.ts',
    "import { makeStore } from '../../app/store';",
  ],
  [
    'a feature imports the listener instance',
    'src/features/props/planted.ts',
    "import { startAppListening } from '../../app/listenerMiddleware';",
  ],
];

const appAllowed: [string, string, string][] = [
  [
    "a feature uses the store's typed hooks",
    'src/features/props/planted.ts',
    "import { useAppSelector } from '../../app/hooks';",
  ],
  [
    "a feature uses the store's types",
    'src/features/props/planted.ts',
    "import type { AppStartListening, RootState } from '../../app/store';",
  ],
];

// weekSlice is imported by the store; importing the store back closes a cycle.
const cycle = {
  file: 'src/features/week/weekSlice.ts',
  code: "import { makeStore } from '../../app/store';\nexport const planted = makeStore;\n",
};

const planted = (file: string, code: string) => ({ file, code: `${code}\nexport const planted = 1;\n` });
const cases = [
  ...[...violations, ...allowed, ...appViolations, ...appAllowed].map(([, file, code]) => planted(file, code)),
  cycle,
];
const appStart = violations.length + allowed.length;

let results: string[][] = [];
beforeAll(() => {
  const output = execFileSync(process.execPath, [path.join(__dirname, 'lintText.mjs')], {
    input: JSON.stringify(cases),
    encoding: 'utf8',
  });
  results = JSON.parse(output) as string[][];
}, 60_000);

const ruleIdsOf = (index: number) => results[index] ?? ['(not linted)'];

describe('the layer boundaries', () => {
  it.each(violations.map(([name], index) => [name, index] as const))('fail the lint when %s', (_name, index) => {
    expect(ruleIdsOf(index)).toContain(restricted);
  });

  it.each(allowed.map(([name], index) => [name, violations.length + index] as const))('let %s', (_name, index) => {
    expect(ruleIdsOf(index)).not.toContain(restricted);
  });

  it.each(appViolations.map(([name], index) => [name, appStart + index] as const))(
    'fail the lint when %s',
    (_name, index) => {
      expect(ruleIdsOf(index)).toContain(appRule);
    },
  );

  it.each(appAllowed.map(([name], index) => [name, appStart + appViolations.length + index] as const))(
    'let %s',
    (_name, index) => {
      expect(ruleIdsOf(index)).not.toContain(appRule);
    },
  );

  it('fail the lint on an import cycle', () => {
    expect(ruleIdsOf(cases.length - 1)).toContain('import-x/no-cycle');
  });
});
