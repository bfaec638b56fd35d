import { hexFor, rngFor } from '../random';
import type { TeamRating } from '../ratings';
import type { RosterSpot } from '../roster';
import { buildSchedule, type Schedule } from '../schedule';
import { fullNameOf } from '../teamIndex';
import { HOUR, isoSeconds } from '../time';
import { planTeam } from './availability';
import { playGame, type GameResult, type TeamSeason } from './playGame';
import { BoxStore } from './boxStore';
import { identities, type GameFacts, type Identity } from './rows';
import type { Team } from './scoring';

/** A game is final this long after kickoff (CONTRACT §8). */
export const FINAL_AFTER_MS = 4 * HOUR;

export interface PlayedGame extends Omit<GameResult, 'box'> {
  season: number;
  week: number;
  /** The /teamOdds id for 2025; the earlier seasons' games get ids of the same form. */
  id: string;
  home: string;
  away: string;
  kickoff: number;
  finalAt: number;
  /**
   * Its box score rows in the season's store, [from, to): the home team's players, then the away team's, in roster
   * order.
   */
  rows: { from: number; to: number };
  /** What each team's rows say about the game. */
  sides: Record<Team, GameFacts>;
}

export interface SeasonPlay {
  season: number;
  seasonId: string;
  schedule: Schedule;
  /** In kickoff order. */
  games: PlayedGame[];
  /** Index 0 is week 1. */
  weeks: PlayedGame[][];
  /** Every rostered player, in roster order. */
  identities: Identity[];
  /** Every player-game's counters. */
  box: BoxStore;
  /** Each player's rows in the store, in week order. */
  rowsOfPlayer: Map<string, number[]>;
}

/** The /teamOdds event id of a game; 2025 keeps the form its ids always had. */
export function gameId(seed: number, season: number, week: number, home: string, away: string): string {
  const key =
    season === 2025 ? `${seed}:event:${week}:${home}:${away}` : `${seed}:event:${season}:${week}:${home}:${away}`;
  return hexFor(key, 32);
}

/** Plays one season: availability per team, every game in kickoff order, then the game rows. */
export function playSeason(
  seed: number,
  season: number,
  seasonId: string,
  spots: readonly RosterSpot[],
  ratings: ReadonlyMap<string, TeamRating>,
): SeasonPlay {
  const schedule = buildSchedule(seed, ratings, season);
  const teams = new Map<string, TeamSeason>();
  for (const spot of spots) {
    if (teams.has(spot.team)) continue;
    const mine = spots.filter((s) => s.team === spot.team);
    const games = schedule.games.filter((g) => g.home === spot.team || g.away === spot.team);
    teams.set(spot.team, {
      alias: spot.team,
      spots: mine,
      games,
      plan: planTeam(mine, rngFor(seed, 'availability', season, spot.team)),
    });
  }
  // Non-quarterbacks play every game they are fit for, so the feed's quirks can be chosen before kickoff.
  const dressed = new Map<RosterSpot, number>();
  for (const team of teams.values()) {
    for (const [spot, games] of team.plan.available)
      if (spot.player.position !== 'QB')
        dressed.set(
          spot,
          games.reduce((a, b) => a + b, 0),
        );
  }
  const people = identities(spots, fullNameOf, dressed, rngFor(seed, 'player-stats', season));

  const index = new Map(people.map((p, i) => [p.spot, i]));

  const box = new BoxStore(schedule.games.length * 2 * 48);
  const rowsOfPlayer = new Map<string, number[]>();
  const games = schedule.games.map((game, gameIndex): PlayedGame => {
    const { box: played, ...result } = playGame(seed, season, game, teams, ratings);
    const id = gameId(seed, season, game.week, game.home, game.away);
    const from = box.size;
    const facts = (home: boolean): GameFacts => ({
      seasonId,
      week: game.week,
      gameId: id,
      commenceTime: isoSeconds(game.kickoff),
      team: fullNameOf(home ? game.home : game.away),
      opponent: fullNameOf(home ? game.away : game.home),
      home,
      teamScore: home ? result.score.home : result.score.away,
      opponentScore: home ? result.score.away : result.score.home,
    });
    for (const home of [true, false]) {
      // Everyone who played was fit: the fit list is the roster order the rows keep.
      for (const spot of home ? result.fit.home : result.fit.away) {
        const counters = played.players.get(spot);
        const person = index.get(spot);
        if (!counters || person === undefined) continue;
        const row = box.add(person, gameIndex, home, counters);
        const list = rowsOfPlayer.get(spot.player.id);
        if (list) list.push(row);
        else rowsOfPlayer.set(spot.player.id, [row]);
      }
    }
    return {
      ...result,
      season,
      week: game.week,
      id,
      home: game.home,
      away: game.away,
      kickoff: game.kickoff,
      finalAt: game.kickoff + FINAL_AFTER_MS,
      rows: { from, to: box.size },
      sides: { home: facts(true), away: facts(false) },
    };
  });
  const weeks = schedule.weeks.map((week) => week.map((g) => games[schedule.games.indexOf(g)] as PlayedGame));
  return { season, seasonId, schedule, games, weeks, identities: people, box, rowsOfPlayer };
}
