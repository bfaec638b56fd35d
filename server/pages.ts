import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

/** A page's HTML, compressed once. */
export interface EncodedPage {
  raw: Buffer;
  gzip: Buffer;
  br: Buffer;
}

function encode(html: string): EncodedPage {
  const raw = Buffer.from(html);
  return {
    raw,
    gzip: gzipSync(raw, { level: 9 }),
    br: brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
  };
}

/**
 * The HTML for each page address: a route prerendered at build time (dist/{route}/index.html, with
 * its screen's chunks preloaded; scripts/prerender.tsx) for its address, with or without a trailing
 * slash; dist/index.html, the plain shell, for every other page.
 */
export function pageFiles(distDir: string): (pathname: string) => EncodedPage {
  const shell = encode(readFileSync(path.join(distDir, 'index.html'), 'utf8'));
  const pages = new Map<string, EncodedPage>();
  for (const entry of readdirSync(distDir, { withFileTypes: true })) {
    const file = path.join(distDir, entry.name, 'index.html');
    if (entry.isDirectory() && existsSync(file)) pages.set(`/${entry.name}`, encode(readFileSync(file, 'utf8')));
  }
  return (pathname) => pages.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname) ?? shell;
}
