import { ParseError, describe, frozenRows, isRecord, readNumber, readString } from '../../api/parse';
import { teamNameKey } from '../../domain/teams';
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
 * The key of a player's row: his id when the records carry it (CONTRACT §8), else his name and
 * team, so that two players of one name never share a row or its expanded state.
 */
export function propKey({ player, playerId, team }: PlayerProps): string {
  if (playerId !== undefined) return `#${playerId}`;
  return team ? `${player} (${teamNameKey(team)})` : player;
}

interface PropRecord {
  name: string;
  playerId?: string;
  team?: string;
  line: PropLine;
}

function parseRecord(record: unknown): PropRecord | undefined {
  if (!isRecord(record)) return undefined;
  const name = readString(record.player)?.trim();
  const props = isRecord(record.props) ? record.props : undefined;
  const line = props && parseLine(props);
  if (!name || !props || !line) return undefined;
  const holder = isRecord(props.player) ? props.player : {};
  const team = isRecord(holder.team) ? readString(holder.team.name)?.trim() : undefined;
  const id = readString(holder.id) ?? readNumber(holder.id)?.toString();
  return { name, line, ...(id ? { playerId: id } : {}), ...(team ? { team } : {}) };
}

/**
 * The props answer (one record per player, market and selection), grouped by player in order of
 * first appearance: by id when sent, else by name and team; a record without id or team joins the
 * one team of its name (with several to choose from, it stands alone). Records without a player
 * or market are dropped.
 *
 * The players come frozen, lines and all (frozenRows).
 */
export function parseProps(raw: unknown): PlayerProps[] {
  if (!Array.isArray(raw)) throw new ParseError(`Player props: expected a list, got ${describe(raw)}`);
  const records = raw.map(parseRecord).filter((record) => record !== undefined);
  // Without ids, each name's teams (by team key, as first sent): a record without a team needs them.
  const teamsByName = new Map<string, Map<string, string>>();
  for (const { name, playerId, team } of records) {
    if (playerId !== undefined || !team) continue;
    const teams = teamsByName.get(name) ?? new Map<string, string>();
    if (!teams.has(teamNameKey(team))) teams.set(teamNameKey(team), team);
    teamsByName.set(name, teams);
  }
  const onlyTeam = (name: string): string | undefined => {
    const teams = teamsByName.get(name);
    return teams?.size === 1 ? [...teams.values()][0] : undefined;
  };

  const players = new Map<string, PlayerProps>();
  for (const { name, playerId, team, line } of records) {
    const owner: PlayerProps = { player: name, lines: [], ...(playerId === undefined ? {} : { playerId }) };
    const ownTeam = team ?? (playerId === undefined ? onlyTeam(name) : undefined);
    if (ownTeam) owner.team = ownTeam;
    const key = propKey(owner);
    const entry = players.get(key) ?? owner;
    if (team && !entry.team) entry.team = team;
    entry.lines.push(line);
    players.set(key, entry);
  }
  const list = [...players.values()];
  for (const entry of list) frozenRows(entry.lines);
  return frozenRows(list);
}
