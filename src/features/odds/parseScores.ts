import { ParseError, describe, isRecord, parseItems, readNumber, readString } from '../../api/parse';
import { teamNameKey } from '../../domain/teams';
import type { GameScore } from './types';

/** Each team's points by name (compared as team names are: trimmed, any case); none without a list. */
function pointsByTeam(raw: unknown): Map<string, number> {
  const points = new Map<string, number>();
  if (!Array.isArray(raw)) return points;
  for (const entry of raw) {
    const name = isRecord(entry) ? readString(entry.name) : undefined;
    const score = isRecord(entry) ? readNumber(entry.score) : undefined;
    if (name !== undefined && score !== undefined && score >= 0) points.set(teamNameKey(name), score);
  }
  return points;
}

function parseScore(raw: unknown): GameScore | undefined {
  if (!isRecord(raw)) return undefined;
  const id = readString(raw.id);
  const kickoff = readString(raw.commence_time);
  const home = readString(raw.home_team);
  const away = readString(raw.away_team);
  if (!id || !home || !away || !kickoff || Number.isNaN(Date.parse(kickoff))) return undefined;
  const points = pointsByTeam(raw.scores);
  const homeScore = points.get(teamNameKey(home));
  const awayScore = points.get(teamNameKey(away));
  const lastUpdate = readString(raw.last_update);
  return {
    id,
    commence_time: kickoff,
    completed: raw.completed === true,
    home_team: home,
    away_team: away,
    // Both or neither: a score that names one team only is no score.
    ...(homeScore !== undefined && awayScore !== undefined ? { homeScore, awayScore } : {}),
    ...(lastUpdate === undefined ? {} : { last_update: lastUpdate }),
  };
}

/**
 * /scores (The Odds API v4 scores shape): a list of games; games without an id, teams or kickoff are
 * dropped, a repeated id keeps the first, and `completed` counts only when it is `true`.
 */
export function parseScores(raw: unknown): GameScore[] {
  if (!Array.isArray(raw)) throw new ParseError(`Scores: expected a list of games, got ${describe(raw)}`);
  const seen = new Set<string>();
  return parseItems(raw, parseScore).items.filter((score) => !seen.has(score.id) && seen.add(score.id));
}
