import { currentWeek } from './week';

// Plain UTC millisecond arithmetic, as in week.ts: no date library, and no Date subclass for a test clock to break.
const DAY_MS = 24 * 60 * 60 * 1000;

/** The season's last regular-season day: the Monday of week 18 (its opener's Thursday + 17 weeks + 4 days). */
const LAST_DAY_OFFSET = 7 * 17 + 4;

/**
 * The NFL's calendar rule (issue #59): a season opens on the Thursday after Labor Day, the first Monday of
 * September, at 00:00 UTC. 2023-09-07, 2024-09-05, 2025-09-04 and 2026-09-10 are four years of it.
 */
export function openerOfSeason(season: number): Date {
  const firstOfSeptember = Date.UTC(season, 8, 1);
  const weekday = new Date(firstOfSeptember).getUTCDay(); // 0 Sunday … 6 Saturday
  const laborDay = firstOfSeptember + ((8 - weekday) % 7) * DAY_MS;
  return new Date(laborDay + 3 * DAY_MS);
}

/** The season in progress at `now`, its opener and its week (spec §4's rule within it). */
export interface SeasonInProgress {
  season: number;
  opener: Date;
  week: number;
  /**
   * Past the season's last regular-season day (the Monday of week 18) and before the next opener: the season is over,
   * Week 18 stays, and `nextOpener` says when the next one opens.
   */
  over: boolean;
  nextOpener: Date;
}

/**
 * The season in progress at `now`: the latest season whose opener is at or before it (before 2023's opener,
 * counting back). `fixedOpener` (SEASON_OPENER) pins the opener and with it the season, as before this rule.
 */
export function seasonInProgress(now: Date | number, fixedOpener?: Date): SeasonInProgress {
  const at = typeof now === 'number' ? now : now.getTime();
  let season: number;
  let opener: Date;
  if (fixedOpener) {
    opener = fixedOpener;
    season = fixedOpener.getUTCFullYear();
  } else {
    season = new Date(at).getUTCFullYear();
    opener = openerOfSeason(season);
    if (at < opener.getTime()) {
      season -= 1;
      opener = openerOfSeason(season);
    }
  }
  const lastDay = opener.getTime() + LAST_DAY_OFFSET * DAY_MS;
  return {
    season,
    opener,
    week: currentWeek(at, opener),
    over: at >= lastDay + DAY_MS,
    nextOpener: openerOfSeason(season + 1),
  };
}
