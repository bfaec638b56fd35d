import { matchesGroup } from '../../domain/positions';
import type { PlayerStat, PositionGroup } from '../../domain/playerStats';

export interface PlayerQuery {
  seasonId: string;
  search: string;
  group: PositionGroup;
}

/**
 * The Player Data row filter (spec §5): the season, games_played > 0, the name containing the
 * trimmed search ignoring case, and the position in the group. A blank search gives [] (the
 * screen shows its prompt instead). Keeps the input order; never mutates it.
 */
export function filterPlayers(rows: readonly PlayerStat[], query: PlayerQuery): PlayerStat[] {
  const needle = query.search.trim().toLowerCase();
  if (needle === '') return [];
  const out: PlayerStat[] = [];
  for (const row of rows) {
    const games = row.games_played;
    // Cheapest tests first; the lower-casing of the name runs only for rows that get that far.
    if (row.season_id !== query.seasonId || games === null || !(games > 0)) continue;
    if (!matchesGroup(row.position, query.group)) continue;
    if (row.name.toLowerCase().includes(needle)) out.push(row);
  }
  return out;
}
