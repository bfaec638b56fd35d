import { oddsEvent, type GameBooks } from './odds';
import { latestSnapshot, snapshotTime } from './season/linePath';
import { isoSeconds } from './time';
import type { OddsHistory } from './researchTypes';
import type { OddsEvent } from './types';

/** The snapshot /teamOdds shows at `now`: the latest one made by then, the opening line before that. */
export function shownSnapshot(setup: GameBooks, now: number): number {
  return Math.max(0, latestSnapshot(setup.game.kickoff, now));
}

/** A week's games with each one's latest line at `now` (its closing line once it kicked off). */
export function latestOdds(week: readonly GameBooks[], now: number): OddsEvent[] {
  return week.map((setup) => oddsEvent(setup, shownSnapshot(setup, now)));
}

/** A week's games with their opening lines. */
export function openingOdds(week: readonly GameBooks[]): OddsEvent[] {
  return week.map((setup) => oddsEvent(setup, 0));
}

/** What a week's /teamOdds answer depends on at `now`: each game's shown snapshot. */
export function latestOddsVersion(week: readonly GameBooks[], now: number): string {
  return week.map((setup) => shownSnapshot(setup, now)).join(',');
}

/** A game's snapshots, oldest first, none later than `now` (nor kickoff: the last is the closing line). */
export function oddsHistory(setup: GameBooks, now: number): OddsHistory {
  const { game } = setup;
  const event = oddsEvent(setup, 0);
  const last = latestSnapshot(game.kickoff, now);
  return {
    id: event.id,
    sport_key: event.sport_key,
    sport_title: event.sport_title,
    commence_time: event.commence_time,
    home_team: event.home_team,
    away_team: event.away_team,
    snapshots: Array.from({ length: last + 1 }, (_, index) => ({
      timestamp: isoSeconds(snapshotTime(game.kickoff, index)),
      bookmakers: index === 0 ? event.bookmakers : oddsEvent(setup, index).bookmakers,
    })),
  };
}
