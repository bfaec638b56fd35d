import type { ClosedGame } from '../../data/calibration';
import type { NflverseGame } from './games';

/** The regular-season games of games.csv that were played and carry a closing spread and total, against that line. */
export function closedGamesOf(rows: readonly NflverseGame[]): ClosedGame[] {
  return rows.flatMap((row): ClosedGame[] => {
    const { home_score: home, away_score: away, spread_line: line, total_line: total } = row;
    if (row.game_type !== 'REG' || home === null || away === null || line === null || total === null) return [];
    // spread_line is the home side's expected margin; its handicap is the opposite (0 - x keeps a pick'em at 0).
    return [{ home, away, homeSpread: 0 - line, total }];
  });
}
