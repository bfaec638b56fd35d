import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * One JSON answer, serialized once, with its strong ETag; each compressed form is made the first
 * time a client asks for it and kept (most clients want brotli only, and tests want neither).
 */
export class EncodedJson {
  readonly raw: Buffer;
  readonly etag: string;
  private gzipped?: Buffer;
  private brotli?: Buffer;

  constructor(
    value: unknown,
    private readonly onGrow: (bytes: number) => void = () => undefined,
    /** 9 for the shared data, made once for every client; lower for an answer remade on each of its user's writes. */
    private readonly brotliQuality = 9,
  ) {
    this.raw = Buffer.from(JSON.stringify(value));
    this.etag = `"${createHash('sha1').update(this.raw).digest('base64url')}"`;
  }

  get gzip(): Buffer {
    if (!this.gzipped) {
      this.gzipped = gzipSync(this.raw, { level: 9 });
      this.onGrow(this.gzipped.length);
    }
    return this.gzipped;
  }

  get br(): Buffer {
    if (!this.brotli) {
      this.brotli = brotliCompressSync(this.raw, {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: this.brotliQuality },
      });
      this.onGrow(this.brotli.length);
    }
    return this.brotli;
  }

  /** Bytes held: the JSON and the encodings made so far. */
  get size(): number {
    return this.raw.length + (this.gzipped?.length ?? 0) + (this.brotli?.length ?? 0);
  }
}

/** One answer encoded apart from any cache (a user's own, say), brotli at `brotliQuality`. */
export function encodeJson(value: unknown, brotliQuality?: number): EncodedJson {
  return new EncodedJson(value, undefined, brotliQuality);
}

/**
 * Memoizes encoded answers by key. An answer is a pure function of the dataset and of what the
 * clock changes in it: a clocked answer passes that as its version (e.g. the number of final games),
 * and a new version replaces the key's entry. Keys a client can vary without end (player id lists,
 * coordinates) are bounded by the byte budget: the least recently used entries go first.
 */
export class JsonCache {
  private readonly entries = new Map<string, { version: number | string | undefined; entry: EncodedJson }>();
  private bytes = 0;

  constructor(private readonly budgetBytes = Number.POSITIVE_INFINITY) {}

  get(key: string, produce: () => unknown, version?: number | string): EncodedJson {
    const hit = this.entries.get(key);
    if (hit && hit.version === version) {
      // Most recently used last, so eviction takes the oldest first.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.entry;
    }
    const entry = new EncodedJson(produce(), (bytes) => {
      // An encoding made for an entry still held counts against the budget.
      if (this.entries.get(key)?.entry === entry) this.grow(bytes, key);
    });
    if (hit) this.bytes -= hit.entry.size;
    this.entries.delete(key);
    this.entries.set(key, { version, entry });
    this.grow(entry.size, key);
    return entry;
  }

  /** Counts new bytes, then drops the least recently used entries (never `keep`) until within the budget. */
  private grow(bytes: number, keep: string): void {
    this.bytes += bytes;
    for (const [oldest, { entry }] of this.entries) {
      if (this.bytes <= this.budgetBytes) break;
      if (oldest === keep) continue;
      this.entries.delete(oldest);
      this.bytes -= entry.size;
    }
  }

  /** Bytes held (raw and both encodings). */
  get size(): number {
    return this.bytes;
  }
}

/** The best encoding the client accepts of those answers are stored in. */
export function preferredEncoding(request: FastifyRequest): 'br' | 'gzip' | undefined {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

/** Sends an encoded answer: 304 when the ETag matches, else the best encoding the client accepts. */
export function sendEncodedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: EncodedJson,
  cacheControl: string,
): FastifyReply {
  reply.header('ETag', entry.etag).header('Cache-Control', cacheControl).header('Vary', 'Accept-Encoding');
  if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
  const encoding = preferredEncoding(request);
  reply.type('application/json; charset=utf-8');
  if (encoding) return reply.header('Content-Encoding', encoding).send(entry[encoding]);
  return reply.send(entry.raw);
}
