import { ParseError, describe, isRecord, readNumber, readString } from '../../api/parse';
import type { PlayerProps, PropLine } from './types';

function parseLine(raw: Record<string, unknown>): PropLine | undefined {
  const market = readString(raw.market);
  if (!market) return undefined;
  const selection = isRecord(raw.selection) ? raw.selection : {};
  const price = readNumber(raw.price);
  const selectionName = readString(selection.name) ?? readString(raw.selectionName);
  const line = readNumber(selection.line) ?? readNumber(raw.line);
  return {
    market,
    ...(price === undefined ? {} : { price }),
    ...(selectionName === undefined ? {} : { selectionName }),
    ...(line === undefined ? {} : { line }),
  };
}

/**
 * The props answer (one record per player, market and selection), grouped by player in order of
 * first appearance. Records without a player or market are dropped.
 */
export function parseProps(raw: unknown): PlayerProps[] {
  if (!Array.isArray(raw)) throw new ParseError(`Player props: expected a list, got ${describe(raw)}`);
  const players = new Map<string, PlayerProps>();
  for (const record of raw) {
    if (!isRecord(record)) continue;
    const name = readString(record.player)?.trim();
    const props = isRecord(record.props) ? record.props : undefined;
    const line = props && parseLine(props);
    if (!name || !props || !line) continue;
    const holder = isRecord(props.player) ? props.player : {};
    const team = isRecord(holder.team) ? readString(holder.team.name)?.trim() : undefined;
    const entry = players.get(name) ?? { player: name, lines: [] };
    if (team && !entry.team) entry.team = team;
    entry.lines.push(line);
    players.set(name, entry);
  }
  return [...players.values()];
}
