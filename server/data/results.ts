export interface WinLoss {
  wins: number;
  losses: number;
  ties: number;
}

export function formatRecord(r: WinLoss): string {
  return r.ties > 0 ? `${r.wins}-${r.losses}-${r.ties}` : `${r.wins}-${r.losses}`;
}

/** What a record reads of a game: its teams (by alias), when it is final and its score. */
export interface ResultGame {
  home: string;
  away: string;
  finalAt: number;
  score: { home: number; away: number };
}

/** Wins, losses and ties per team (by alias) from the games final by `now`. */
export function records(games: readonly ResultGame[], now: number): Map<string, WinLoss> {
  const table = new Map<string, WinLoss>();
  const entry = (alias: string): WinLoss => {
    let found = table.get(alias);
    if (!found) table.set(alias, (found = { wins: 0, losses: 0, ties: 0 }));
    return found;
  };
  for (const game of games) {
    if (now < game.finalAt) continue;
    const [home, away] = [entry(game.home), entry(game.away)];
    const margin = game.score.home - game.score.away;
    if (margin === 0) {
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
