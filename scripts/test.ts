import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

/** `npm test`: types, lint, jest and the browser suite; ends non-zero on any failure. */
const root = path.resolve(__dirname, '..');
const reports = path.join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

interface Step {
  name: string;
  command: string[];
  jestReport?: string;
}

const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
/**
 * The type check is TypeScript 7's (native; `typescript-native` in package.json): the same diagnostics as
 * TypeScript 6, which stays for the tools that load its JavaScript API (ts-loader, typescript-eslint), in
 * about 11 CPU-seconds instead of 50. One thread: the step shares the two cores with lint, format and the build.
 */
const TYPE_CHECKER = path.join(root, 'node_modules', 'typescript-native', 'bin', 'tsc');
/**
 * liveSources runs alone after the others: its five browsers fill both cores in bursts (on 29 Nov a
 * matchups layout case lost its 60 s beside them). The other files run two at a time: faults' eight
 * servers, authFaults' timed popups and hydration's taps on a throttled CPU passed beside them once
 * each test's page shared its file's renderer (support/chromium.ts) and axe-core 4.14 halved the
 * contrast check.
 */
const BROWSER_FILES_ALONE = ['liveSources'].map((name) => `__tests__/e2e/${name}.e2e.ts`);

const browserStep = (name: string, report: string, args: string[]): Step => ({
  name,
  command: [bin('jest'), '--config', 'jest.e2e.config.ts', ...args, '--json', '--outputFile', report],
  jestReport: report,
});

/** The browser files: two at a time, then the one above alone (also `npm run test:e2e` on its own). */
const browserStages: Step[][] = [
  [
    browserStep('browser', path.join(reports, 'e2e.json'), [
      '--maxWorkers=2',
      '--testPathIgnorePatterns',
      ...BROWSER_FILES_ALONE.map((file) => file.replace(/\./g, '\\.')),
    ]),
  ],
  [browserStep('browser alone', path.join(reports, 'e2e-alone.json'), ['--runInBand', ...BROWSER_FILES_ALONE])],
];

// The type check, the linter, the formatter's check and the app's build (which the browser suite would
// otherwise start with) run side by side. Jest's default on a 2-core machine is one worker: its files
// run one per core instead. Then the browser files: two at a time, and liveSources alone.
const stages: Step[][] = [
  [
    { name: 'types', command: [process.execPath, TYPE_CHECKER, '--noEmit', '--singleThreaded', '-p', 'tsconfig.json'] },
    { name: 'lint', command: [bin('eslint'), '--max-warnings', '0', '.'] },
    { name: 'format', command: [bin('prettier'), '--check', '.'] },
    { name: 'build', command: [bin('tsx'), path.join('scripts', 'build.ts')] },
  ],
  [
    {
      name: 'jest',
      command: [
        bin('jest'),
        '--selectProjects',
        'client',
        'server',
        '--maxWorkers=100%',
        '--json',
        '--outputFile',
        path.join(reports, 'jest.json'),
      ],
      jestReport: path.join(reports, 'jest.json'),
    },
  ],
  ...browserStages,
];

interface Outcome {
  step: Step;
  status: number | null;
  seconds: number;
}

/** Runs a step with its output on this terminal (side-by-side steps interleave their lines). */
function run(step: Step): Promise<Outcome> {
  console.log(`\n▶ ${step.name}: ${step.command.map((part) => path.relative(root, part) || part).join(' ')}`);
  const started = Date.now();
  const [command, ...args] = step.command;
  return new Promise((resolve) => {
    const child = spawn(command ?? '', args, { cwd: root, stdio: 'inherit' });
    const done = (status: number | null) => resolve({ step, status, seconds: (Date.now() - started) / 1000 });
    child.once('error', () => done(1));
    child.once('exit', (code) => done(code));
  });
}

async function main(): Promise<void> {
  let passed = 0;
  let failed = 0;
  const outcomes: Outcome[] = [];
  const started = Date.now();
  const chosen = process.argv[2] === 'browser' ? browserStages : stages;
  for (const stage of chosen) outcomes.push(...(await Promise.all(stage.map(run))));

  for (const { step, status } of outcomes) {
    if (step.jestReport && existsSync(step.jestReport)) {
      const report = JSON.parse(readFileSync(step.jestReport, 'utf8')) as {
        numPassedTests: number;
        numFailedTests: number;
      };
      passed += report.numPassedTests;
      failed += report.numFailedTests;
    } else if (status === 0) {
      passed += 1; // a check without a jest report (types, lint) counts as one test
    } else {
      failed += 1;
    }
  }
  const failedSteps = outcomes.filter(({ status }) => status !== 0).map(({ step }) => step.name);
  const times = outcomes.map(({ step, seconds }) => `${step.name} ${Math.round(seconds)} s`).join(', ');
  console.log(
    `\n${failedSteps.length ? `failed steps: ${failedSteps.join(', ')}` : `all steps passed: ${outcomes.map(({ step }) => step.name).join(', ')}`}`,
  );
  console.log(`${passed} passed, ${failed} failed`);
  console.log(
    `time: ${times} (types, lint, format and build side by side); ${Math.round((Date.now() - started) / 1000)} s in all`,
  );
  process.exit(failedSteps.length ? 1 : 0);
}

void main();
