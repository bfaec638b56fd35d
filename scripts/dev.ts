import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** `npm run dev`: the embedded API on :8080 and webpack-dev-server with hot reload on :3000. */
const root = path.resolve(__dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

const children: ChildProcess[] = [
  spawn(bin('tsx'), ['watch', 'server/main.ts'], { cwd: root, stdio: 'inherit', detached: true }),
  spawn(bin('webpack'), ['serve', '--mode', 'development'], { cwd: root, stdio: 'inherit', detached: true }),
];

console.log('Gridline dev: http://localhost:3000 (API proxied to http://localhost:8080). Ctrl-C stops both.');

const stop = () => {
  for (const child of children) {
    if (child.pid !== undefined) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already stopped
      }
    }
  }
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
