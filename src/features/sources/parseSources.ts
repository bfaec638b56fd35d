import { ParseError, describe, isRecord, readString } from '../../api/parse';
import type { DataSources, ResourceSource, SourcedResource, SourceStatus } from './types';

const RESOURCES: readonly SourcedResource[] = ['odds', 'scores', 'props', 'stats', 'weather'];
const STATUSES: readonly SourceStatus[] = ['ok', 'stale', 'unconfigured', 'failing'];

const isStatus = (value: unknown): value is SourceStatus => STATUSES.some((status) => status === value);

function parseResource(raw: unknown): ResourceSource | undefined {
  if (!isRecord(raw) || !isStatus(raw.status)) return undefined;
  const source = raw.source === null ? null : typeof raw.source === 'string' ? raw.source : undefined;
  if (source === undefined) return undefined;
  const asOf = readString(raw.as_of);
  const detail = readString(raw.detail)?.trim();
  return {
    source,
    status: raw.status,
    ...(asOf && !Number.isNaN(Date.parse(asOf)) ? { asOf } : {}),
    ...(detail ? { detail } : {}),
  };
}

/**
 * /sources (CONTRACT §10): the mode and what serves each resource; a resource that does not parse is
 * left out (the screen then says nothing of it), an unknown mode is an error.
 */
export function parseSources(raw: unknown): DataSources {
  if (!isRecord(raw) || (raw.mode !== 'demo' && raw.mode !== 'nflverse')) {
    throw new ParseError(`Sources: expected {mode: "demo" | "nflverse", resources}, got ${describe(raw)}`);
  }
  const resources: DataSources['resources'] = {};
  const given = isRecord(raw.resources) ? raw.resources : {};
  for (const name of RESOURCES) {
    const parsed = parseResource(given[name]);
    if (parsed) resources[name] = parsed;
  }
  return { mode: raw.mode, resources };
}
