import type { SeasonPlay } from './season/playSeason';
import { gameRow, seasonRow } from './season/rows';
import type { GameLogRow } from './researchTypes';
import type { PlayerStatRow } from './types';

/** How many of the season's games are final at `now` (they finish in kickoff order, so this names the set). */
export function completedGames(play: SeasonPlay, now: number): number {
  let count = 0;
  for (const game of play.games) if (game.finalAt <= now) count++;
  return count;
}

/** How many of a week's games are final at `now`. */
export function completedInWeek(play: SeasonPlay, week: number, now: number): number {
  return (play.weeks[week - 1] ?? []).filter((game) => game.finalAt <= now).length;
}

/** Is box score row `row` from a game final at `now`? */
export function rowIsFinal(play: SeasonPlay, row: number, now: number): boolean {
  return (play.games[play.box.game(row)]?.finalAt ?? Infinity) <= now;
}

/** Box score row `row` as the API serves it. */
export function rowAt(play: SeasonPlay, row: number): GameLogRow {
  const who = play.identities[play.box.person(row)];
  const game = play.games[play.box.game(row)];
  if (!who || !game) throw new Error(`no box score row ${row}`);
  return gameRow(who, play.box.home(row) ? game.sides.home : game.sides.away, (key) => play.box.value(row, key));
}

/** Every rostered player's season row at `now`: the sums of his game rows of the final games. */
export function seasonRows(play: SeasonPlay, now: number): PlayerStatRow[] {
  return play.identities.map((who) => {
    const rows = (play.rowsOfPlayer.get(who.spot.player.id) ?? []).filter((row) => rowIsFinal(play, row, now));
    return seasonRow(who, play.seasonId, rows.length, (key) =>
      rows.reduce((sum, row) => sum + play.box.value(row, key), 0),
    );
  });
}

/** The rows of the named players' final games, in week order (players in the order asked); unknown ids add nothing. */
export function logsOfPlayers(play: SeasonPlay, playerIds: readonly string[], now: number): GameLogRow[] {
  const rows: number[] = [];
  for (const id of new Set(playerIds))
    for (const row of play.rowsOfPlayer.get(id) ?? []) if (rowIsFinal(play, row, now)) rows.push(row);
  // A stable sort keeps the players' order within a week.
  return rows.map((row) => rowAt(play, row)).sort((a, b) => a.week - b.week);
}

/** A week's box scores: every player's row of the week's final games, game by game in kickoff order. */
export function logsOfWeek(play: SeasonPlay, week: number, now: number): GameLogRow[] {
  return (play.weeks[week - 1] ?? [])
    .filter((game) => game.finalAt <= now)
    .flatMap((game) =>
      Array.from({ length: game.rows.to - game.rows.from }, (_, i) => rowAt(play, game.rows.from + i)),
    );
}
