import path from 'node:path';
import { runDataNflverse } from './nflverse/cli';

/**
 * `npm run data:nflverse -- --seasons 2023,2024`: nflverse's files into NFLVERSE_DIR (README, Real data from nflverse).
 */
runDataNflverse(process.argv.slice(2), process.env, {
  stdout: process.stdout,
  stderr: process.stderr,
  root: path.resolve(__dirname, '..'),
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
