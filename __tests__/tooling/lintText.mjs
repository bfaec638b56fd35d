// Lints planted texts as if each stood at its file, with the project's ESLint config; run as a child
// process (ESLint loads its config with import(), which jest's module system does not provide).
// stdin: [{file, code}]; stdout: [[ruleId, …], …] in the same order.
import { ESLint } from 'eslint';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const cases = JSON.parse(Buffer.concat(chunks).toString('utf8'));
const eslint = new ESLint({ cwd: root });
const results = [];
for (const { file, code } of cases) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  results.push((result?.messages ?? []).map((message) => message.ruleId ?? message.message));
}
process.stdout.write(JSON.stringify(results));
