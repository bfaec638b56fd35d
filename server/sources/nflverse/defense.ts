import { addAllowed, addPlayed, completeThroughWeek, isDefensePosition, newTally, ranksBefore, tableOf, type StatOf, type Tally } from '../../data/defenseVsPosition';
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

/** What each defence allowed per game to each position in the season's games final at `now`, ranked. */
export function realDefenseTable(season: RealSeason, now: number): DefenseVsPosition {
  const tally = newTally();
  for (const game of season.games) if (game.finalAt <= now) addGame(season, game, tally);
  return tableOf(tally, completeThroughWeek(season.games, now));
}

/** The ranks as they stood before each week, weeks 1 to through_week + 1 (at most `weeks`). */
export function realDefenseHistory(season: RealSeason, now: number, weeks: number): DefenseHistory {
  const throughWeek = completeThroughWeek(season.games, now);
  const history: DefenseHistory = { through_week: throughWeek, weeks: [] };
  const tally = newTally();
  for (let week = 1; week <= Math.min(weeks, throughWeek + 1); week++) {
    history.weeks.push(ranksBefore(tally, week));
    for (const game of season.weeks[week - 1] ?? []) if (game.finalAt <= now) addGame(season, game, tally);
  }
  return history;
}
