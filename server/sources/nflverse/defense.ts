import {
  addAllowed,
  addPlayed,
  defenseHistoryOf,
  defenseTableOf,
  isDefensePosition,
  type DefenseSeason,
  type StatOf,
  type Tally,
} from '../../data/defenseVsPosition';
import type { DefenseHistory, DefenseVsPosition } from '../../data/researchTypes';
import type { RealGame, RealSeason } from './seasons';

/* CONTRACT §8's defence figures over the real weekly rows: `opponent_team` is the defence. */

/** Adds a final game to the tally: its QBs', RBs', WRs' and TEs' rows against the defence each faced. */
function addGame(season: RealSeason, game: RealGame, tally: Tally): void {
  for (const { row } of season.rowsOfWeek.get(game.week) ?? []) {
    if (row.game_id !== game.game_id || !isDefensePosition(row.position)) continue;
    const stat: StatOf = (key) => {
      const value = row[key as keyof typeof row];
      return typeof value === 'number' ? value : 0;
    };
    addAllowed(tally, row.opponent, row.position, stat);
  }
  addPlayed(tally, game.home, game.away);
}

const defenseSeason = (season: RealSeason): DefenseSeason<RealGame> => ({
  games: season.games,
  weeks: season.weeks,
  addGame: (game, tally) => addGame(season, game, tally),
});

/** What each defence allowed per game to each position in the season's games final at `now`, ranked. */
export const realDefenseTable = (season: RealSeason, now: number): DefenseVsPosition =>
  defenseTableOf(defenseSeason(season), now);

/** The ranks as they stood before each week, weeks 1 to through_week + 1 (at most `weeks`). */
export const realDefenseHistory = (season: RealSeason, now: number, weeks: number): DefenseHistory =>
  defenseHistoryOf(defenseSeason(season), now, weeks);
