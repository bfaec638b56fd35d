import type { Dataset } from '../data/dataset';
import { WEEKS } from '../data/time';

/** A game a bet may name: one of /teamOdds's (the current season's weeks 1–18). */
export interface BetGame {
  id: string;
  season: string;
  week: number;
  kickoff: number;
  home: string;
  away: string;
}

const REBUILD_AFTER_MS = 60_000;

/**
 * The games by id, built once from the dataset's weeks and again (at most once a minute) when an id is not found,
 * since a live source adds games as they are scheduled.
 */
export function gameIndex(dataset: Dataset): (id: string) => BetGame | undefined {
  let games = new Map<string, BetGame>();
  let builtAt = -Infinity;
  const build = () => {
    const season = dataset.seasons[0]?.id ?? '';
    games = new Map();
    for (let week = 1; week <= WEEKS; week++)
      for (const event of dataset.oddsForWeek(week))
        games.set(event.id, {
          id: event.id,
          season,
          week,
          kickoff: Date.parse(event.commence_time),
          home: event.home_team,
          away: event.away_team,
        });
    builtAt = Date.now();
  };
  return (id) => {
    if (!games.has(id) && Date.now() - builtAt > REBUILD_AFTER_MS) build();
    return games.get(id);
  };
}
