import { readFile, rename, rm, stat, writeFile } from 'node:fs/promises';

/** What the server said identifies a version of the file (either may be missing). */
export interface Validators {
  etag?: string;
  lastModified?: string;
}

/**
 * `<file>.meta.json`: what is known of the complete file (where it came from, its validators and
 * size) and of a `.part` being downloaded (so a broken run can resume the same version).
 */
export interface Sidecar {
  complete?: Validators & { url: string; size: number };
  part?: Validators & { url: string; total?: number };
}

export const sidecarPath = (file: string) => `${file}.meta.json`;
export const partPath = (file: string) => `${file}.part`;

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

function validators(raw: Record<string, unknown>): Validators {
  const etag = text(raw.etag);
  const lastModified = text(raw.lastModified);
  return { ...(etag && { etag }), ...(lastModified && { lastModified }) };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The sidecar, or nothing known when it is missing or unreadable. */
export async function readSidecar(file: string): Promise<Sidecar> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(sidecarPath(file), 'utf8'));
  } catch {
    return {};
  }
  if (!isRecord(raw)) return {};
  const sidecar: Sidecar = {};
  const { complete, part } = raw;
  if (isRecord(complete) && text(complete.url) && typeof complete.size === 'number') {
    sidecar.complete = { url: String(complete.url), size: complete.size, ...validators(complete) };
  }
  if (isRecord(part) && text(part.url)) {
    sidecar.part = {
      url: String(part.url),
      ...validators(part),
      ...(typeof part.total === 'number' && { total: part.total }),
    };
  }
  return sidecar;
}

/** Written whole or not at all: a temporary file renamed over the old one. */
export async function writeSidecar(file: string, sidecar: Sidecar): Promise<void> {
  const target = sidecarPath(file);
  await writeFile(`${target}.tmp`, `${JSON.stringify(sidecar, null, 2)}\n`);
  await rename(`${target}.tmp`, target);
}

/** The file's size, or undefined when there is no such file. */
export async function sizeOf(file: string): Promise<number | undefined> {
  try {
    const stats = await stat(file);
    return stats.isFile() ? stats.size : undefined;
  } catch {
    return undefined;
  }
}

export const removeFile = (file: string) => rm(file, { force: true });

export const hasValidators = (known: Validators | undefined): known is Validators =>
  Boolean(known?.etag ?? known?.lastModified);
