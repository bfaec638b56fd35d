import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for nflverse's file hosts on 127.0.0.1, serving the files it is given under four
 * prefixes: `/v/` with ETag and Last-Modified (304 on a match, Range with If-Range), `/plain/`
 * without validators or ranges, `/torn/` which sends half the body and destroys the socket, `/stall/`
 * which sends half the body and then nothing, and anything else 404. Every request is logged with the body bytes it was
 * sent.
 */
export interface Served {
  method: string;
  path: string;
  status: number;
  sent: number;
  range?: string;
}

interface Version {
  body: Buffer;
  etag: string;
  lastModified: string;
}

export interface FakeNflverse {
  url: string;
  log: Served[];
  /** A new version of a file: new bytes, a new ETag, a later Last-Modified. */
  publish(name: string, body: Buffer): void;
  /** The next GET of this `/v/` file sends half its body and then breaks the connection. */
  tearNext(name: string): void;
  close(): Promise<void>;
}

export async function startFakeNflverse(files: Record<string, Buffer>): Promise<FakeNflverse> {
  const versions = new Map<string, Version>();
  let clock = Date.parse('2024-09-01T12:00:00Z');
  const publish = (name: string, body: Buffer) => {
    clock += 60_000;
    versions.set(name, {
      body,
      etag: `"${createHash('sha1').update(body).digest('hex')}"`,
      lastModified: new Date(clock).toUTCString(),
    });
  };
  for (const [name, body] of Object.entries(files)) publish(name, body);
  const tearing = new Set<string>();
  const log: Served[] = [];

  const send = (
    request: IncomingMessage,
    response: ServerResponse,
    status: number,
    headers: Record<string, string | number>,
    body?: Buffer,
  ) => {
    const entry: Served = {
      method: request.method ?? 'GET',
      path: request.url ?? '',
      status,
      sent: 0,
      ...(request.headers.range && { range: request.headers.range }),
    };
    log.push(entry);
    response.writeHead(status, headers);
    if (request.method === 'HEAD' || !body) return response.end();
    entry.sent = body.length;
    response.end(body);
  };

  const halfway = (request: IncomingMessage, response: ServerResponse, body: Buffer, then: () => void) => {
    const half = body.subarray(0, Math.floor(body.length / 2));
    log.push({ method: request.method ?? 'GET', path: request.url ?? '', status: 200, sent: half.length });
    response.writeHead(200, { 'content-length': body.length, etag: versions.get(nameOf(request))?.etag ?? '' });
    response.write(half, then);
  };

  const nameOf = (request: IncomingMessage) => (request.url ?? '').split('/').slice(2).join('/');

  const server = createServer((request, response) => {
    const [, prefix] = (request.url ?? '').split('/');
    const name = nameOf(request);
    const version = versions.get(name);
    if (!version || !['v', 'plain', 'torn', 'stall'].includes(prefix ?? ''))
      return send(request, response, 404, { 'content-type': 'text/plain' }, Buffer.from('Not Found'));
    const { body, etag, lastModified } = version;
    if (prefix === 'plain') return send(request, response, 200, { 'content-length': body.length }, body);
    if (prefix === 'stall') return halfway(request, response, body, () => undefined);
    if (prefix === 'torn' || (request.method === 'GET' && tearing.delete(name)))
      return halfway(request, response, body, () => response.socket?.destroy());
    const validators = { etag, 'last-modified': lastModified };
    const ifNoneMatch = request.headers['if-none-match'];
    const ifModifiedSince = request.headers['if-modified-since'];
    if (
      ifNoneMatch
        ? ifNoneMatch === etag
        : ifModifiedSince !== undefined && Date.parse(ifModifiedSince) >= Date.parse(lastModified)
    ) {
      return send(request, response, 304, validators);
    }
    const range = /^bytes=(\d+)-$/.exec(request.headers.range ?? '');
    const ifRange = request.headers['if-range'];
    if (range && (ifRange === undefined || ifRange === etag || ifRange === lastModified)) {
      const start = Number(range[1]);
      if (start >= body.length) return send(request, response, 416, { 'content-range': `bytes */${body.length}` });
      const rest = body.subarray(start);
      return send(
        request,
        response,
        206,
        {
          ...validators,
          'content-length': rest.length,
          'content-range': `bytes ${start}-${body.length - 1}/${body.length}`,
        },
        rest,
      );
    }
    return send(
      request,
      response,
      200,
      { ...validators, 'content-length': body.length, 'accept-ranges': 'bytes' },
      body,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    log,
    publish,
    tearNext: (name) => tearing.add(name),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
