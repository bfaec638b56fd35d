import { MARGIN_SD } from './pricing';
import { rngFor } from './random';
import type { TeamRating } from './ratings';
import type { Schedule } from './schedule';

export interface WinLoss {
  wins: number;
  losses: number;
  ties: number;
}

const HOME_FIELD = 1.6;

/** Plays the whole 2025 regular season once, so power rankings can quote consistent records. */
export function simulateSeason(seed: number, schedule: Schedule, ratings: ReadonlyMap<string, TeamRating>): Map<string, WinLoss> {
  const rng = rngFor(seed, 'results');
  const table = new Map<string, WinLoss>();
  const entry = (alias: string): WinLoss => {
    let e = table.get(alias);
    if (!e) {
      e = { wins: 0, losses: 0, ties: 0 };
      table.set(alias, e);
    }
    return e;
  };
  for (const game of schedule.games) {
    const expected = (ratings.get(game.home)?.overall ?? 0) - (ratings.get(game.away)?.overall ?? 0) + HOME_FIELD;
    const margin = rng.normal(expected, MARGIN_SD);
    const home = entry(game.home);
    const away = entry(game.away);
    // Ties are rare in the NFL (about one a season).
    if (Math.abs(margin) < 0.05) {
      home.ties++;
      away.ties++;
    } else if (margin > 0) {
      home.wins++;
      away.losses++;
    } else {
      away.wins++;
      home.losses++;
    }
  }
  return table;
}

export function formatRecord(r: WinLoss): string {
  return r.ties > 0 ? `${r.wins}-${r.losses}-${r.ties}` : `${r.wins}-${r.losses}`;
}
