import { mkdir, open, rename } from 'node:fs/promises';
import path from 'node:path';
import {
  hasValidators,
  partPath,
  readSidecar,
  removeFile,
  type Sidecar,
  sizeOf,
  type Validators,
  writeSidecar,
} from './sidecar';

/** Told how a body comes in: `begin` with the bytes already on disk (a resumed part) and the full size when known. */
export interface DownloadProgress {
  begin(onDisk: number, total: number | undefined): void;
  advance(onDisk: number): void;
}

export type DownloadOutcome = 'downloaded' | 'resumed' | 'unchanged';

export interface DownloadResult {
  outcome: DownloadOutcome;
  /** The complete file's size. */
  size: number;
}

/** An expected failure (HTTP status, network, a body cut short); its message names the URL. */
export class DownloadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DownloadError';
  }
}

export interface DownloadOptions {
  progress?: DownloadProgress;
  /** Give up when no byte arrives for this long (default 60 s). */
  idleTimeoutMs?: number;
}

// By shape, not instanceof: fetch's errors may come from another realm (jest's, for one).
const messageOf = (value: unknown): string =>
  typeof value === 'object' && value !== null && 'message' in value && typeof value.message === 'string'
    ? value.message
    : String(value);

/** 'fetch failed: connect ECONNREFUSED 127.0.0.1:9', 'terminated: other side closed'. */
function describe(error: unknown): string {
  const cause = typeof error === 'object' && error !== null && 'cause' in error ? error.cause : undefined;
  return cause === undefined ? messageOf(error) : `${messageOf(error)}: ${messageOf(cause)}`;
}

const headerOf = (response: Response, name: string) => response.headers.get(name) ?? undefined;

function validatorsOf(response: Response): Validators {
  const etag = headerOf(response, 'etag');
  const lastModified = headerOf(response, 'last-modified');
  return { ...(etag && { etag }), ...(lastModified && { lastModified }) };
}

/** The body's length on disk, when the server says it and sends it unencoded. */
function lengthOf(response: Response): number | undefined {
  const encoding = headerOf(response, 'content-encoding');
  const length = Number(headerOf(response, 'content-length') ?? Number.NaN);
  return (encoding === undefined || encoding === 'identity') && Number.isSafeInteger(length) ? length : undefined;
}

/** `bytes 100-199/200` → [100, 200]. */
function contentRange(response: Response): [start: number, total: number | undefined] | undefined {
  const match = /^bytes (\d+)-\d+\/(\d+|\*)$/.exec(headerOf(response, 'content-range') ?? '');
  return match ? [Number(match[1]), match[2] === '*' ? undefined : Number(match[2])] : undefined;
}

/** A file in place but no validators to ask with: the server's size for it (HEAD), matched against ours. */
async function sameSizeThere(url: string, size: number, timeoutMs: number): Promise<Validators | undefined> {
  try {
    const response = await fetch(url, {
      method: 'HEAD',
      headers: { 'accept-encoding': 'identity' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    return response.ok && lengthOf(response) === size ? validatorsOf(response) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Downloads `url` to `file`, into `<file>.part` renamed only once complete, so a failed or killed
 * run never leaves a truncated file under the final name. A file already complete is not fetched
 * again: the server is asked with its ETag / Last-Modified (304), or, when it gave neither, its size
 * is compared (HEAD). A `.part` of the same version is resumed (Range + If-Range), any other replaced.
 */
export async function download(url: string, file: string, options: DownloadOptions = {}): Promise<DownloadResult> {
  const idleMs = options.idleTimeoutMs ?? 60_000;
  await mkdir(path.dirname(file), { recursive: true });
  const part = partPath(file);
  const sidecar = await readSidecar(file);
  const size = await sizeOf(file);
  const known = sidecar.complete?.url === url && sidecar.complete.size === size ? sidecar.complete : undefined;

  if (size !== undefined && !hasValidators(known)) {
    const there = await sameSizeThere(url, size, idleMs);
    if (there) {
      await writeSidecar(file, { complete: { url, size, ...there } });
      await removeFile(part);
      return { outcome: 'unchanged', size };
    }
  }

  const partSize = (await sizeOf(part)) ?? 0;
  const resumable = sidecar.part?.url === url && partSize > 0 ? sidecar.part : undefined;
  const ifRange = resumable?.etag ?? resumable?.lastModified;
  const headers: Record<string, string> = { 'accept-encoding': 'identity' };
  if (known?.etag) headers['if-none-match'] = known.etag;
  if (known?.lastModified) headers['if-modified-since'] = known.lastModified;
  if (ifRange) Object.assign(headers, { range: `bytes=${partSize}-`, 'if-range': ifRange });

  const idle = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const stillAlive = () => {
    clearTimeout(timer);
    timer = setTimeout(() => idle.abort(new Error(`no data for ${idleMs / 1000} s`)), idleMs);
  };
  stillAlive();
  try {
    let response: Response;
    try {
      response = await fetch(url, { headers, signal: idle.signal });
    } catch (error) {
      throw new DownloadError(`${url}: ${describe(error)}`);
    }
    if (response.status === 304 && known) {
      await response.body?.cancel();
      await removeFile(part);
      if (sidecar.part) await writeSidecar(file, { complete: known });
      return { outcome: 'unchanged', size: known.size };
    }
    const range = response.status === 206 ? contentRange(response) : undefined;
    const appending = ifRange !== undefined && range?.[0] === partSize;
    if (response.status !== 200 && !appending) {
      await response.body?.cancel();
      if (response.status === 416 && ifRange) {
        // The part no longer fits the file there: start again from nothing.
        await removeFile(part);
        return await download(url, file, options);
      }
      throw new DownloadError(`${url}: HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`);
    }
    const from = appending ? partSize : 0;
    const total = appending ? range?.[1] : lengthOf(response);
    const validators =
      appending && resumable ? { ...pick(resumable), ...validatorsOf(response) } : validatorsOf(response);
    const next: Sidecar = {
      ...(known && { complete: known }),
      part: { url, ...validators, ...(total !== undefined && { total }) },
    };
    await writeSidecar(file, next);

    const written = await writeBody(response, part, from, total, { ...options, stillAlive, url });
    await rename(part, file);
    await writeSidecar(file, { complete: { url, size: written, ...validators } });
    return { outcome: appending ? 'resumed' : 'downloaded', size: written };
  } finally {
    clearTimeout(timer);
  }
}

const pick = ({ etag, lastModified }: Validators): Validators => ({
  ...(etag && { etag }),
  ...(lastModified && { lastModified }),
});

interface BodyOptions extends DownloadOptions {
  url: string;
  stillAlive: () => void;
}

/**
 * Streams the body into the part (appending from `from`); returns the bytes on disk, all of them or a DownloadError.
 */
async function writeBody(
  response: Response,
  part: string,
  from: number,
  total: number | undefined,
  options: BodyOptions,
): Promise<number> {
  const handle = await open(part, from > 0 ? 'a' : 'w');
  let onDisk = from;
  options.progress?.begin(onDisk, total);
  try {
    const reader = response.body?.getReader();
    for (;;) {
      const chunk = reader ? await reader.read() : { done: true as const, value: undefined };
      if (chunk.done) break;
      options.stillAlive();
      await handle.write(chunk.value);
      onDisk += chunk.value.byteLength;
      options.progress?.advance(onDisk);
    }
  } catch (error) {
    throw new DownloadError(
      `${options.url}: the download broke off after ${onDisk}${total === undefined ? '' : ` of ${total}`} bytes (${describe(error)})`,
    );
  } finally {
    await handle.close();
  }
  if (total !== undefined && onDisk !== total) {
    throw new DownloadError(`${options.url}: the connection closed after ${onDisk} of ${total} bytes`);
  }
  return onDisk;
}
