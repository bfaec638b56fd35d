/**
 * The child of the kill test: `node --import tsx recordLoop.ts DIR FROM` records, as fast as it can, the answer of
 * each step from FROM on (every book of every game moves at each), and after each record() returns
 * prints the step on stdout (synchronous for a pipe on Linux, so a printed step was fsynced).
 */
import { openOddsRecord } from '../../../server/sources/record/oddsRecord';
import { answerAt, stepTime } from './killSteps';

const [dir, from] = process.argv.slice(2);
if (!dir || from === undefined) throw new Error('usage: recordLoop.ts DIR FROM');
const record = openOddsRecord(dir);
const parent = process.ppid;
// Bounded, and stops when orphaned: a test that fails before its kill leaves no writer behind.
for (let step = Number(from); step < Number(from) + 1000 && process.ppid === parent; step++) {
  record.record(answerAt(step), stepTime(step));
  process.stdout.write(`${step}\n`);
}
