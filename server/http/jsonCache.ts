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

/**
 * Memoizes encoded answers by key: the dataset is fixed, so each is built once. An answer that
 * changes over time passes a version (e.g. the minute); a new version replaces the key's entry.
 */
export class JsonCache {
  private readonly entries = new Map<string, { version: number | undefined; entry: EncodedJson }>();

  get(key: string, produce: () => unknown, version?: number): EncodedJson {
    const hit = this.entries.get(key);
    if (hit && hit.version === version) return hit.entry;
    const entry = encodeJson(produce());
    this.entries.set(key, { version, entry });
    return entry;
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
