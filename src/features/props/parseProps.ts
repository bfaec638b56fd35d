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

/** A cached entry holds already grouped players: `{player, team?, lines: [...]}`. */
function parseGrouped(raw: Record<string, unknown>): PlayerProps | undefined {
  const player = readString(raw.player)?.trim();
  if (!player || !Array.isArray(raw.lines)) return undefined;
  const team = readString(raw.team);
  const lines = raw.lines.flatMap((line) => (isRecord(line) ? (parseLine(line) ?? []) : []));
  return { player, ...(team === undefined ? {} : { team }), lines };
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
    if (Array.isArray(record.lines)) {
      const grouped = parseGrouped(record);
      if (grouped) players.set(grouped.player, grouped);
      continue;
    }
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
