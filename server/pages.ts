import { createHash } from 'node:crypto';
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

/** An inline `<script>` (one with no src), its text as the CSP hashes it. */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/** The CSP sources (`'sha256-…'`) of the inline scripts in `html`: the early-click holder in each page's head. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, script]) =>
      `'sha256-${createHash('sha256')
        .update(script ?? '')
        .digest('base64')}'`,
  );
}

/**
 * The HTML for each page address: a route prerendered at build time (dist/{route}/index.html, with
 * its screen's chunks preloaded; scripts/prerender.tsx) for its address, with or without a trailing
 * slash; dist/index.html, the plain shell, for every other page.
 */
export interface BuiltPages {
  page: (pathname: string) => EncodedPage;
  /** Every inline script's CSP source, across the pages (the same holder in each: one source). */
  scriptHashes: string[];
}

export function pageFiles(distDir: string): BuiltPages {
  const shellHtml = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const shell = encode(shellHtml);
  const hashes = new Set(inlineScriptHashes(shellHtml));
  const pages = new Map<string, EncodedPage>();
  for (const entry of readdirSync(distDir, { withFileTypes: true })) {
    const file = path.join(distDir, entry.name, 'index.html');
    if (!entry.isDirectory() || !existsSync(file)) continue;
    const html = readFileSync(file, 'utf8');
    for (const hash of inlineScriptHashes(html)) hashes.add(hash);
    pages.set(`/${entry.name}`, encode(html));
  }
  return {
    page: (pathname) => pages.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname) ?? shell,
    scriptHashes: [...hashes],
  };
}
