import { ParseError, describe, isRecord, parseItems, readNumber, readString } from '../../api/parse';
import { RANK_UNITS } from '../../config/constants';
import type { PowerRanking, RankUnit, RankingGroup, TeamRanking } from './types';

const isRankUnit = (value: unknown): value is RankUnit => (RANK_UNITS as readonly unknown[]).includes(value);

/** Ranks from the API's `units` list: entries of another unit or without a number are left out. */
function parseRanks(raw: Record<string, unknown>): TeamRanking['ranks'] {
  const ranks: TeamRanking['ranks'] = {};
  if (!Array.isArray(raw.units)) return ranks;
  for (const unit of raw.units) {
    const ranking = isRecord(unit) ? readNumber(unit.ranking) : undefined;
    if (isRecord(unit) && isRankUnit(unit.unit) && ranking !== undefined) ranks[unit.unit] = ranking;
  }
  return ranks;
}

export function parseTeamRanking(raw: unknown): TeamRanking | undefined {
  if (!isRecord(raw)) return undefined;
  const name = readString(raw.team_name)?.trim();
  if (!name) return undefined;
  return { team_name: name, combo: readString(raw.combo) ?? '', ranks: parseRanks(raw) };
}

export interface UnitRankings {
  groups: RankingGroup[];
  teams: TeamRanking[];
}

/** `{group: [team, …]}` (spec §3); a group that is not a list is kept as invalid (`teams: null`). */
export function parseUnitRankings(raw: unknown): UnitRankings {
  if (!isRecord(raw)) throw new ParseError(`Unit rankings: expected an object of groups, got ${describe(raw)}`);
  const groups: RankingGroup[] = [];
  const teams = new Map<string, TeamRanking>();
  for (const [name, list] of Object.entries(raw)) {
    if (!Array.isArray(list)) {
      groups.push({ name, teams: null });
      continue;
    }
    const parsed = parseItems(list, parseTeamRanking).items;
    for (const team of parsed) teams.set(team.team_name, team);
    groups.push({ name, teams: parsed.map((team) => team.team_name) });
  }
  return { groups, teams: [...teams.values()] };
}

function parsePowerRanking(raw: unknown): PowerRanking | undefined {
  if (!isRecord(raw)) return undefined;
  const rank = readNumber(raw.rank);
  const name = readString(raw.team_name)?.trim();
  if (rank === undefined || !name) return undefined;
  const previous = readNumber(raw.previous_rank);
  const record = readString(raw.record);
  const note = readString(raw.note);
  return {
    rank,
    team_name: name,
    ...(previous === undefined ? {} : { previous_rank: previous }),
    ...(record === undefined ? {} : { record }),
    ...(note === undefined ? {} : { note }),
  };
}

/** An array (spec §7); anything else is logged and treated as an empty list. */
export function parsePowerRankings(raw: unknown): PowerRanking[] {
  if (!Array.isArray(raw)) {
    console.warn(`Power rankings: expected a list, got ${describe(raw)}; showing none`);
    return [];
  }
  return parseItems(raw, parsePowerRanking).items.sort((a, b) => a.rank - b.rank);
}
