import { ParseError, describe, frozenRows, isRecord, parseItems, readNumber, readString } from '../../api/parse';
import { normalizePosition } from '../../domain/positions';
import { STAT_FIELDS, type PlayerStat, type Season } from '../../domain/playerStats';

function parseSeason(raw: unknown): Season | undefined {
  if (!isRecord(raw)) return undefined;
  const id = readString(raw.id);
  if (!id) return undefined;
  return { id, label: readString(raw.label) ?? id };
}

/** `[{id, label}]`, newest first as sent. */
export function parseSeasons(raw: unknown): Season[] {
  if (!Array.isArray(raw)) throw new ParseError(`Seasons: expected a list, got ${describe(raw)}`);
  return parseItems(raw, parseSeason).items;
}

function parsePlayer(raw: unknown, seasonId: string): PlayerStat | undefined {
  if (!isRecord(raw)) return undefined;
  const name = readString(raw.name)?.trim() ?? '';
  const team = readString(raw.team_name)?.trim() ?? '';
  const position = normalizePosition(readString(raw.position) ?? '');
  const row: PlayerStat = {
    player_id: readString(raw.player_id) || `${name}|${team}|${position}`,
    name,
    team_name: team,
    position,
    season_id: readString(raw.season_id) ?? seasonId,
    games_played: readNumber(raw.games_played) ?? null,
  };
  for (const field of STAT_FIELDS) {
    const value = readNumber(raw[field]);
    if (value !== undefined) row[field] = value;
  }
  return row;
}

/**
 * A season's player rows (spec §3); rows that are not objects are dropped, duplicate ids keep the first.
 * The list and its rows come frozen (frozenRows; a row holds no object).
 */
export function parsePlayerStats(raw: unknown, seasonId: string): PlayerStat[] {
  if (!Array.isArray(raw)) throw new ParseError(`Player data: expected a list of players, got ${describe(raw)}`);
  const seen = new Set<string>();
  const rows = parseItems(raw, (item) => parsePlayer(item, seasonId)).items.filter(
    (row) => !seen.has(row.player_id) && seen.add(row.player_id),
  );
  return frozenRows(rows);
}
