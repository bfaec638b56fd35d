import type { FastifyReply, FastifyRequest } from 'fastify';

/** The ways an endpoint can be made to fail (GRIDLINE_FAULTS). */
export type FaultMode =
  | { kind: 'status'; status: number }
  | { kind: 'drop' }
  | { kind: 'timeout' }
  | { kind: 'malformed' }
  | { kind: 'wrongshape' };

/** Endpoint names, as in `GRIDLINE_FAULTS=teamOdds=500,power-rankings=malformed`. */
export const FAULT_ENDPOINTS = [
  'seasons',
  'teamOdds',
  'unit-rankings',
  'power-rankings',
  'playerData',
  'playerProps',
  'weather',
  'images',
  'scores',
  'history',
  'opening',
  'gameLogs',
  'defense',
  'forecast',
  'sources',
  'keyNumbers',
] as const;
export type FaultEndpoint = (typeof FAULT_ENDPOINTS)[number];
export type FaultPlan = Partial<Record<FaultEndpoint, FaultMode>>;

function parseMode(text: string): FaultMode {
  if (/^[45]\d\d$/.test(text)) return { kind: 'status', status: Number(text) };
  if (text === 'drop' || text === 'timeout' || text === 'malformed' || text === 'wrongshape') return { kind: text };
  throw new Error(`Unknown fault "${text}": use an HTTP status (500), drop, timeout, malformed or wrongshape`);
}

/** Parses `name=mode,name=mode`; throws a message that names what is wrong. */
export function parseFaults(spec: string | undefined): FaultPlan {
  const plan: FaultPlan = {};
  for (const part of (spec ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const [name = '', mode = ''] = part.split('=').map((item) => item.trim());
    if (!(FAULT_ENDPOINTS as readonly string[]).includes(name)) {
      throw new Error(`Unknown endpoint "${name}" in GRIDLINE_FAULTS: use one of ${FAULT_ENDPOINTS.join(', ')}`);
    }
    plan[name as FaultEndpoint] = parseMode(mode);
  }
  return plan;
}

const WRONG_SHAPE = { unexpected: 'shape', items: 'not a list' };

/**
 * Answers the request with the planned fault, or returns false to let the route answer.
 * A timeout holds the request for `timeoutMs` and then drops the connection.
 */
export function applyFault(
  mode: FaultMode | undefined,
  request: FastifyRequest,
  reply: FastifyReply,
  timeoutMs: number,
): boolean {
  if (!mode) return false;
  switch (mode.kind) {
    case 'status':
      reply.code(mode.status).send({ error: `Injected fault: HTTP ${mode.status}` });
      return true;
    case 'drop':
      request.raw.socket.destroy();
      reply.hijack();
      return true;
    case 'timeout': {
      reply.hijack();
      const timer = setTimeout(() => request.raw.socket.destroy(), timeoutMs);
      request.raw.socket.once('close', () => clearTimeout(timer));
      return true;
    }
    case 'malformed':
      reply.code(200).type('application/json; charset=utf-8').send('{"this is": not JSON');
      return true;
    case 'wrongshape':
      reply.code(200).send(WRONG_SHAPE);
      return true;
  }
}
