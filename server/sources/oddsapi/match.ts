import { findTeam } from '../../../src/domain/teams';
import type { ScoreEvent } from '../../data/researchTypes';
import type { EventHeader, OddsEvent, PlayerPropRecord } from '../../data/types';

/*
 * The provider's events and players matched to nflverse's (CONTRACT §10): a game by home team, away
 * team and kickoff date, answered under its `game_id`; a prop's player by name and team, giving
 * `props.player.id`. What does not match is counted.
 */

/** A game of nflverse's games.csv as matching needs it (NflverseGame has these fields). */
export interface ScheduledGame {
  game_id: string;
  /** Full names. */
  home_team: string;
  away_team: string;
  /** UTC ISO. */
  kickoff: string;
  location?: 'Home' | 'Neutral';
}

/** A /playerData row as matching needs it (PlayerStatRow has these fields). */
export interface KnownPlayer {
  player_id: string;
  name: string;
  /** Full name of his team. */
  team_name?: string;
}

export type UnmatchedReason = 'no_game' | 'game_taken' | 'unknown_player' | 'ambiguous_player';
export type UnmatchedCounts = Partial<Record<UnmatchedReason, number>>;

export interface MatchedEvents<E> {
  /** Under the game's id and with its home and away teams. */
  events: E[];
  /** game_id → the provider's event id (what /events/{id}/odds asks for). */
  providerIds: Map<string, string>;
  unmatched: UnmatchedCounts;
}

const count = (counts: UnmatchedCounts, reason: UnmatchedReason) => {
  counts[reason] = (counts[reason] ?? 0) + 1;
};

const easternDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The US Eastern calendar day of an instant (YYYY-MM-DD): nflverse's `gameday`, the same day however late the kickoff.
 */
export const kickoffDay = (iso: string): string => {
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? easternDay.format(ms) : '';
};

const gameKey = (home: string, away: string, iso: string) => `${home}\u0000${away}\u0000${kickoffDay(iso)}`;

/**
 * A neutral-site event the provider listed the other way round, turned to nflverse's home and away (outcomes and scores
 * home first).
 */
function turned<E extends EventHeader>(event: E): E {
  const out: E = { ...event, home_team: event.away_team, away_team: event.home_team };
  const scores = (event as Partial<ScoreEvent>).scores;
  if (Array.isArray(scores)) (out as Partial<ScoreEvent>).scores = [...scores].reverse();
  const books = (event as Partial<OddsEvent>).bookmakers;
  if (Array.isArray(books)) {
    (out as Partial<OddsEvent>).bookmakers = books.map((book) => ({
      ...book,
      markets: book.markets.map((market) =>
        market.key === 'totals' ? market : { ...market, outcomes: [...market.outcomes].reverse() },
      ),
    }));
  }
  return out;
}

/**
 * Each event matched to the game with its home team, away team and Eastern kickoff day, under that
 * game's id; a neutral-site game also matches with the teams the other way round (the provider may
 * list either side as home there). An event no game takes, or a second event for a game, is counted.
 */
export function matchEvents<E extends EventHeader>(
  events: readonly E[],
  games: readonly ScheduledGame[],
): MatchedEvents<E> {
  const byKey = new Map<string, { game: ScheduledGame; turned: boolean }>();
  for (const game of games) {
    byKey.set(gameKey(game.home_team, game.away_team, game.kickoff), { game, turned: false });
    const other = gameKey(game.away_team, game.home_team, game.kickoff);
    if (game.location === 'Neutral' && !byKey.has(other)) byKey.set(other, { game, turned: true });
  }
  const out: MatchedEvents<E> = { events: [], providerIds: new Map(), unmatched: {} };
  for (const event of events) {
    const found = byKey.get(gameKey(event.home_team, event.away_team, event.commence_time));
    if (!found) count(out.unmatched, 'no_game');
    else if (out.providerIds.has(found.game.game_id)) count(out.unmatched, 'game_taken');
    else {
      out.providerIds.set(found.game.game_id, event.id);
      out.events.push({ ...(found.turned ? turned(event) : event), id: found.game.game_id });
    }
  }
  return out;
}

const SUFFIXES = new Set(['jr', 'sr', 'ii', 'iii', 'iv', 'v']);

/**
 * A player's name as both sources' spellings agree on it: no case, accents, punctuation, spaces or
 * generational suffix ('D.J. Moore' = 'DJ Moore'; 'Marvin Harrison Jr.' = 'Marvin Harrison').
 */
export function playerNameKey(name: string): string {
  const tokens = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’.]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  while (tokens.length > 1 && SUFFIXES.has(tokens.at(-1) ?? '')) tokens.pop();
  return tokens.join('');
}

export interface MatchedProps {
  /** Every record; those matched carry `player.id` and `player.team` (the nickname, as CONTRACT §4). */
  props: PlayerPropRecord[];
  unmatched: UnmatchedCounts;
}

/**
 * Each prop's player found among the players of the event's two teams by name; one not found, or found twice, keeps no
 * id and is counted.
 */
export function matchProps(
  props: readonly PlayerPropRecord[],
  event: EventHeader,
  players: readonly KnownPlayer[],
): MatchedProps {
  const teams = new Set([event.home_team, event.away_team]);
  const byName = new Map<string, KnownPlayer[]>();
  for (const player of players) {
    if (!player.team_name || !teams.has(player.team_name)) continue;
    const key = playerNameKey(player.name);
    const known = byName.get(key) ?? [];
    if (!known.some((other) => other.player_id === player.player_id)) byName.set(key, [...known, player]);
  }
  const out: MatchedProps = { props: [], unmatched: {} };
  for (const record of props) {
    const found = byName.get(playerNameKey(record.player)) ?? [];
    const team = found.length === 1 ? findTeam(found[0]?.team_name) : undefined;
    if (found.length !== 1 || !found[0] || !team) {
      count(out.unmatched, found.length > 1 ? 'ambiguous_player' : 'unknown_player');
      out.props.push(record);
      continue;
    }
    out.props.push({
      ...record,
      props: { ...record.props, player: { id: found[0].player_id, team: { name: team.team_name } } },
    });
  }
  return out;
}
