import { FIRST_TD_DEFAULT_LINE } from '../../config/constants';
import { findTeam, fullTeamName, sameTeam, teamDisplayName } from '../../domain/teams';
import { formatPrice } from '../../domain/americanOdds';
import { propKey } from './parseProps';
import type { PlayerProps, PropLine } from './types';

const FIRST_TD_MARKET = 'First Touchdown Scorer';
const NOT_AVAILABLE = 'N/A';
const UNKNOWN_TEAM = 'Unknown Team';

/**
 * 'Chiefs' (any case, untrimmed) → 'Kansas City Chiefs'; a feed that already sends the full name is
 * taken as it is; undefined for a missing or unknown name.
 */
export function expandTeamName(nickname?: string): string | undefined {
  const team = findTeam(nickname, ['nickname', 'full']);
  return team && fullTeamName(team);
}

/** What the opponent lookup reads of a game of the odds call (spec §3). */
export interface TeamPairs {
  home_team: string;
  away_team: string;
  team1?: string;
  team2?: string;
}

const pairsOf = (game: TeamPairs): [string | undefined, string | undefined][] => [
  [game.team1, game.team2],
  [game.home_team, game.away_team],
];

/** The other side of the first game (in the given order) whose team1/team2 or home/away pair holds the team. */
export function findOpponent(teamFullName: string | undefined, games: readonly TeamPairs[]): string | undefined {
  if (teamFullName === undefined || teamFullName.trim() === '') return undefined;
  for (const game of games) {
    for (const [first, second] of pairsOf(game)) {
      if (first === undefined || second === undefined) continue;
      if (sameTeam(first, teamFullName)) return teamDisplayName(second);
      if (sameTeam(second, teamFullName)) return teamDisplayName(first);
    }
  }
  return undefined;
}

export interface PropDisplayRow {
  market: string;
  line: string;
  price: string;
  selection: string;
}

function lineText(prop: PropLine): string {
  if (prop.line !== undefined) return String(prop.line);
  return prop.market.trim() === FIRST_TD_MARKET ? String(FIRST_TD_DEFAULT_LINE) : NOT_AVAILABLE;
}

/** The expanded row's sub-table; lines that end up 'N/A' are hidden. */
export function propDisplayRows(lines: readonly PropLine[]): PropDisplayRow[] {
  return lines
    .map((prop) => ({
      market: prop.market,
      line: lineText(prop),
      price: prop.price === undefined ? NOT_AVAILABLE : formatPrice(prop.price),
      selection: prop.selectionName?.trim() ? prop.selectionName : NOT_AVAILABLE,
    }))
    .filter((row) => row.line !== NOT_AVAILABLE);
}

export interface PropRow {
  /** The row's key (propKey): the player's id, else name and team. */
  id: string;
  player: string;
  /** The nickname as sent, or 'Unknown Team'. */
  team: string;
  /** The opponent's full name, or 'N/A'. */
  opponent: string;
}

export function propRow(p: PlayerProps, games: readonly TeamPairs[]): PropRow {
  const team = p.team?.trim() ? p.team : UNKNOWN_TEAM;
  return {
    id: propKey(p),
    player: p.player,
    team,
    opponent: findOpponent(expandTeamName(p.team), games) ?? NOT_AVAILABLE,
  };
}

/** Case-insensitive substring match on the player name; a blank search keeps everyone. */
export function searchProps(players: readonly PlayerProps[], search: string): PlayerProps[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') return [...players];
  return players.filter((p) => p.player.toLowerCase().includes(needle));
}
