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
// The type check, the linter and the formatter's check each keep a core busy, so they run side by side.
// Jest's default on a 2-core machine is one worker: its files run one per core instead. The browser
// files run one at a time. Two at a time took the browser step from 1,260 to 893 s and passed twice
// on 29 Nov, but on the third run a matchups layout case timed out at 60 s beside the live-sources
// file's five browsers: the cores are full (0.5 % idle), so the loop needs less work, not more workers.
const stages: Step[][] = [
  [
    { name: 'types', command: [bin('tsc'), '--noEmit', '-p', 'tsconfig.json'] },
    { name: 'lint', command: [bin('eslint'), '--max-warnings', '0', '.'] },
    { name: 'format', command: [bin('prettier'), '--check', '.'] },
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
  [
    {
      name: 'browser',
      command: [
        bin('jest'),
        '--config',
        'jest.e2e.config.ts',
        '--runInBand',
        '--json',
        '--outputFile',
        path.join(reports, 'e2e.json'),
      ],
      jestReport: path.join(reports, 'e2e.json'),
    },
  ],
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
  for (const stage of stages) outcomes.push(...(await Promise.all(stage.map(run))));

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
    `\n${failedSteps.length ? `failed steps: ${failedSteps.join(', ')}` : 'all steps passed: types, lint, format, jest, browser'}`,
  );
  console.log(`${passed} passed, ${failed} failed`);
  console.log(
    `time: ${times} (types, lint and format side by side); ${Math.round((Date.now() - started) / 1000)} s in all`,
  );
  process.exit(failedSteps.length ? 1 : 0);
}

void main();
