import { createHash } from 'node:crypto';
import { formatOpener } from '../src/domain/week';
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
 * The HTML for each page address, with the server's season opener in its head: a route prerendered at build time
 * (dist/{route}/index.html, with its screen's chunks preloaded; scripts/prerender.tsx) for its address, with or
 * without a trailing slash; dist/index.html, the plain shell, for every other page.
 */
export interface BuiltPages {
  page: (pathname: string) => EncodedPage;
  /** Every inline script's CSP source, across the pages (the same holder in each: one source). */
  scriptHashes: string[];
}

/** The meta element that tells the client the opener the server counts weeks from (src/config/seasonOpener.ts). */
export const SEASON_OPENER_META = 'gridline-season-opener';

/** `html` with the season's opener in its head: the page is encoded once, with the server's one opener. */
function withOpener(html: string, seasonOpener: Date): string {
  const meta = `<meta name="${SEASON_OPENER_META}" content="${formatOpener(seasonOpener)}">`;
  return html.replace('</head>', `${meta}</head>`);
}

export function pageFiles(distDir: string, seasonOpener: Date): BuiltPages {
  const shellHtml = withOpener(readFileSync(path.join(distDir, 'index.html'), 'utf8'), seasonOpener);
  const shell = encode(shellHtml);
  const hashes = new Set(inlineScriptHashes(shellHtml));
  const pages = new Map<string, EncodedPage>();
  for (const entry of readdirSync(distDir, { withFileTypes: true })) {
    const file = path.join(distDir, entry.name, 'index.html');
    if (!entry.isDirectory() || !existsSync(file)) continue;
    const html = withOpener(readFileSync(file, 'utf8'), seasonOpener);
    for (const hash of inlineScriptHashes(html)) hashes.add(hash);
    pages.set(`/${entry.name}`, encode(html));
  }
  return {
    page: (pathname) => pages.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname) ?? shell,
    scriptHashes: [...hashes],
  };
}
