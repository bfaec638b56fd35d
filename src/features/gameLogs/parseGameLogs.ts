import { ParseError, describe, frozenRows, isRecord, parseItems, readNumber, readString } from '../../api/parse';
import { STAT_FIELDS } from '../../domain/playerStats';
import { normalizePosition } from '../../domain/positions';
import type { GameLogRow } from './types';

const isWeek = (week: number | undefined): week is number =>
  week !== undefined && Number.isInteger(week) && week >= 1 && week <= 18;

function parseGameLogRow(raw: unknown, seasonId: string): GameLogRow | undefined {
  if (!isRecord(raw)) return undefined;
  const playerId = readString(raw.player_id);
  const week = readNumber(raw.week);
  const gameId = readString(raw.game_id);
  const kickoff = readString(raw.commence_time);
  if (!playerId || !isWeek(week) || !gameId || !kickoff || Number.isNaN(Date.parse(kickoff))) return undefined;
  const teamScore = readNumber(raw.team_score);
  const opponentScore = readNumber(raw.opponent_score);
  const row: GameLogRow = {
    player_id: playerId,
    name: readString(raw.name)?.trim() ?? '',
    team_name: readString(raw.team_name)?.trim() ?? '',
    position: normalizePosition(readString(raw.position) ?? ''),
    season_id: readString(raw.season_id) ?? seasonId,
    games_played: readNumber(raw.games_played) ?? 1,
    week,
    game_id: gameId,
    commence_time: kickoff,
    opponent: readString(raw.opponent)?.trim() ?? '',
    home: raw.home === true,
    ...(teamScore === undefined ? {} : { team_score: teamScore }),
    ...(opponentScore === undefined ? {} : { opponent_score: opponentScore }),
  };
  for (const field of STAT_FIELDS) {
    const value = readNumber(raw[field]);
    if (value !== undefined) row[field] = value;
  }
  return row;
}

/**
 * /playerGameLogs (CONTRACT §8): one row per player per completed game. Rows without a player id, a
 * week 1–18, a game id or a kickoff are dropped; a player's second row for the same game keeps the
 * first. Players stay in the order they first appear, each player's games in week order.
 *
 * The list and its rows come frozen (frozenRows; a row holds no object). Player Props asks for some
 * 2,200 rows of 30 fields; immer's walk of them was 30–50 ms of one task on a desktop.
 */
export function parseGameLogs(raw: unknown, seasonId: string): GameLogRow[] {
  if (!Array.isArray(raw)) throw new ParseError(`Game logs: expected a list of game rows, got ${describe(raw)}`);
  const byPlayer = new Map<string, Map<string, GameLogRow>>();
  for (const row of parseItems(raw, (item) => parseGameLogRow(item, seasonId)).items) {
    const games = byPlayer.get(row.player_id) ?? new Map<string, GameLogRow>();
    if (!games.has(row.game_id)) games.set(row.game_id, row);
    byPlayer.set(row.player_id, games);
  }
  const rows = [...byPlayer.values()].flatMap((games) => [...games.values()].sort((a, b) => a.week - b.week));
  return frozenRows(rows);
}
