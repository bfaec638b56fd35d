import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** The floor page (bench/floor/index.tsx), built for production and served compressed on loopback. */
const floorDir = path.join(__dirname, 'floor');
const distDir = path.join(floorDir, 'dist');

function build(): void {
  const webpackCli = require.resolve('webpack-cli/bin/cli.js');
  const result = spawnSync(
    process.execPath,
    [webpackCli, '--config', path.join(floorDir, 'webpack.config.js'), '--stats', 'errors-warnings'],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  if (result.status !== 0) throw new Error('The floor page did not build');
}

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript' };

/** Builds the floor page and serves it; every path that is not a file gets its index.html. */
export async function serveFloor(): Promise<{ url: string; close: () => Promise<void> }> {
  build();
  const server: Server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    const candidate = path.join(distDir, path.normalize(pathname));
    const file =
      candidate.startsWith(distDir) && existsSync(candidate) && path.extname(candidate)
        ? candidate
        : path.join(distDir, 'index.html');
    const body = readFileSync(file);
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const hashed = /\.[0-9a-f]{10}\.js$/.test(file);
    response.setHeader('Content-Type', TYPES[path.extname(file)] ?? 'application/octet-stream');
    response.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    if (/\bbr\b/.test(accepted)) response.setHeader('Content-Encoding', 'br').end(brotliCompressSync(body));
    else if (/\bgzip\b/.test(accepted)) response.setHeader('Content-Encoding', 'gzip').end(gzipSync(body));
    else response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
