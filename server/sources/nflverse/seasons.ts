import { findTeam } from '../../../src/domain/teams';
import { hexFor } from '../../data/random';
import type { GameLogRow } from '../../data/researchTypes';
import type { NflverseGame } from './games';
import type { NflverseFiles } from './load';
import { positionOf, statsOfWeek } from './playerRows';
import type { NflversePlayerWeek, WeeklyLayout } from './playerWeeks';

/** A game is final (and counted) once its kickoff is 4 h past and the file knows both scores (CONTRACT §8). */
export const FINAL_AFTER_MS = 4 * 3_600_000;

/** A regular-season game as the dataset reads it: its kickoff and final moments, and its teams by alias. */
export interface RealGame extends NflverseGame {
  kickoffMs: number;
  /** Infinity while the file has no score for it. */
  finalAt: number;
  /** The teams by the alias of src/domain/teams.ts, as the rankings and records key them. */
  home: string;
  away: string;
  score: { home: number; away: number };
}

/** A player's week matched to its game, and the /playerGameLogs row it serves. */
export interface RealRow {
  game: RealGame;
  player: string;
  /** As the API serves it (CONTRACT §8). */
  row: GameLogRow;
  /** His own figures beyond the API's (special teams), for the unit ranks. */
  week: NflversePlayerWeek;
}

export interface RealSeason {
  season: number;
  id: string;
  label: string;
  /** Regular-season games in kickoff order; index `week - 1` of `weeks` holds a week's. */
  games: RealGame[];
  weeks: RealGame[][];
  /** The weekly layout of its stats file; undefined without one. */
  layout?: WeeklyLayout;
  /** Rows in week order (then the file's). */
  rows: RealRow[];
  rowsOfPlayer: Map<string, RealRow[]>;
  rowsOfWeek: Map<number, RealRow[]>;
  /** Final moments of its games, sorted: how many are final at a moment is a version of every answer. */
  finalTimes: number[];
}

/**
 * The ids of real seasons: opaque, and never the demo's, so a browser's cached rows of one are never read as the
 * other's.
 */
export const realSeasonId = (season: number): string => hexFor(`gridline:nflverse:season:${season}`, 12);

/** A season with no games or rows yet. */
export const emptySeason = (season: number): RealSeason => ({
  season,
  id: realSeasonId(season),
  label: String(season),
  games: [],
  weeks: [],
  rows: [],
  rowsOfPlayer: new Map(),
  rowsOfWeek: new Map(),
  finalTimes: [],
});

const aliasOf = (team: string): string => findTeam(team)?.team_alias ?? team;

function realGame(game: NflverseGame): RealGame {
  const kickoffMs = Date.parse(game.kickoff);
  const scored = game.home_score !== null && game.away_score !== null;
  return {
    ...game,
    kickoffMs,
    finalAt: scored ? kickoffMs + FINAL_AFTER_MS : Infinity,
    home: aliasOf(game.home_team),
    away: aliasOf(game.away_team),
    score: { home: game.home_score ?? 0, away: game.away_score ?? 0 },
  };
}

/** Rows a season's file holds that no game of games.csv takes: counted, like a malformed row. */
export interface Unmatched {
  file: string;
  rows: number;
}

/**
 * The seasons of the files: every season of games.csv with its regular-season games, and the
 * weekly rows of those with a stats file, each matched to its game (by game_id, or by week and team
 * in the older layout). A row no game takes is left out and counted.
 */
export function realSeasons(files: NflverseFiles): { seasons: Map<number, RealSeason>; unmatched: Unmatched[] } {
  const seasons = new Map<number, RealSeason>();
  for (const game of files.games.rows) {
    if (game.game_type !== 'REG') continue;
    let season = seasons.get(game.season);
    if (!season) {
      season = emptySeason(game.season);
      seasons.set(game.season, season);
    }
    season.games.push(realGame(game));
  }
  for (const season of seasons.values()) {
    season.games.sort((a, b) => a.kickoffMs - b.kickoffMs);
    for (const game of season.games) (season.weeks[game.week - 1] ??= []).push(game);
    season.finalTimes = season.games
      .map((game) => game.finalAt)
      .filter(Number.isFinite)
      .sort((a, b) => a - b);
  }
  const unmatched: Unmatched[] = [];
  for (const { season: year, file, weeks } of files.seasons) {
    const season = seasons.get(year);
    let left = 0;
    if (!season) {
      unmatched.push({ file, rows: weeks.rows.length });
      continue;
    }
    season.layout = weeks.layout;
    const byId = new Map(season.games.map((game) => [game.game_id, game]));
    const byTeamWeek = new Map(
      season.games.flatMap(
        (game) =>
          [
            [`${game.week}|${game.home_team}`, game],
            [`${game.week}|${game.away_team}`, game],
          ] as const,
      ),
    );
    for (const week of weeks.rows) {
      const game = (week.game_id && byId.get(week.game_id)) || byTeamWeek.get(`${week.week}|${week.team}`);
      if (!game || week.season !== year || (week.team !== game.home_team && week.team !== game.away_team)) {
        left++;
        continue;
      }
      addRow(season, game, week);
    }
    season.rows.sort((a, b) => a.game.week - b.game.week);
    for (const rows of season.rowsOfPlayer.values()) rows.sort((a, b) => a.game.week - b.game.week);
    if (left > 0) unmatched.push({ file, rows: left });
  }
  return { seasons, unmatched };
}

function addRow(season: RealSeason, game: RealGame, week: NflversePlayerWeek): void {
  const home = week.team === game.home_team;
  const row: GameLogRow = {
    player_id: week.player_id,
    name: week.name,
    team_name: week.team,
    position: positionOf(week.position),
    season_id: season.id,
    week: game.week,
    game_id: game.game_id,
    commence_time: game.kickoff,
    opponent: home ? game.away_team : game.home_team,
    home,
    team_score: home ? game.score.home : game.score.away,
    opponent_score: home ? game.score.away : game.score.home,
    games_played: 1,
    ...statsOfWeek(week, season.layout ?? 'current'),
  };
  const real: RealRow = { game, player: week.player_id, row, week };
  season.rows.push(real);
  let mine = season.rowsOfPlayer.get(week.player_id);
  if (!mine) season.rowsOfPlayer.set(week.player_id, (mine = []));
  mine.push(real);
  let ofWeek = season.rowsOfWeek.get(game.week);
  if (!ofWeek) season.rowsOfWeek.set(game.week, (ofWeek = []));
  ofWeek.push(real);
}

/** How many of the season's games are final at `now` (a version of every answer that counts them). */
export function finalCount(season: RealSeason | undefined, now: number): number {
  if (!season) return 0;
  const times = season.finalTimes;
  let low = 0;
  let high = times.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((times[middle] as number) <= now) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The current season (CONTRACT §9): the latest season of games.csv whose first game is at or before
 * the clock, else the earliest.
 */
export function currentSeason(seasons: ReadonlyMap<number, RealSeason>, now: number): RealSeason | undefined {
  const ordered = [...seasons.values()].filter((season) => season.games.length > 0).sort((a, b) => a.season - b.season);
  return ordered.filter((season) => (season.games[0] as RealGame).kickoffMs <= now).at(-1) ?? ordered[0];
}
