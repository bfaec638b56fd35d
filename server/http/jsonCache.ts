import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** One JSON answer, serialized and compressed once, with its strong ETag. */
export interface EncodedJson {
  raw: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
}

export function encodeJson(value: unknown): EncodedJson {
  const raw = Buffer.from(JSON.stringify(value));
  return {
    raw,
    gzip: gzipSync(raw, { level: 9 }),
    br: brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } }),
    etag: `"${createHash('sha1').update(raw).digest('base64url')}"`,
  };
}

const sizeOf = (entry: EncodedJson): number => entry.raw.length + entry.gzip.length + entry.br.length;

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
    const entry = encodeJson(produce());
    if (hit) this.bytes -= sizeOf(hit.entry);
    this.entries.delete(key);
    this.entries.set(key, { version, entry });
    this.bytes += sizeOf(entry);
    for (const [oldest, { entry: old }] of this.entries) {
      if (this.bytes <= this.budgetBytes || oldest === key) break;
      this.entries.delete(oldest);
      this.bytes -= sizeOf(old);
    }
    return entry;
  }

  /** Bytes held (raw and both encodings). */
  get size(): number {
    return this.bytes;
  }
}

function preferredEncoding(request: FastifyRequest): 'br' | 'gzip' | undefined {
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
