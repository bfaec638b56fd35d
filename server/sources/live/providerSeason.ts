import { seasonInProgress } from '../../../src/domain/calendar';
import { currentWeek, formatOpener } from '../../../src/domain/week';
import type { ScoreEvent } from '../../data/researchTypes';
import type { EventHeader } from '../../data/types';
import { nflverseCode } from '../nflverse/teams';
import { emptySeason, FINAL_AFTER_MS, type RealGame, type RealSeason } from '../nflverse/seasons';

/*
 * The season in progress when nflverse has not published it yet (issue #59): live mode places the provider's events in
 * the weeks of the calendar's season, each under the id nflverse will give it (`2026_14_DEN_KC`), so the record's lines
 * and the bets kept on them stay the same game's once the files arrive. Its games are what the provider lists (odds and
 * scores) and what the record kept of earlier weeks; their scores are the provider's.
 */

export interface ProviderSeason {
  readonly season: RealSeason;
  /** The calendar's opener, YYYY-MM-DD. */
  readonly opener: string;
  /**
   * Adds the events not known yet as games of the season (events of another season, or with a team that is none of the
   * 32, are left out) and moves a known game to its new kickoff; true when the schedule changed.
   */
  add(events: readonly EventHeader[]): boolean;
  /** Takes the provider's final scores; true when a game became final. */
  score(events: readonly ScoreEvent[]): boolean;
}

/** The id nflverse gives a regular-season game: season, week (two digits), away code, home code. */
export const nflverseGameId = (season: number, week: number, away: string, home: string): string =>
  `${season}_${String(week).padStart(2, '0')}_${away}_${home}`;

/**
 * The calendar's season in progress at `now` when it is later than `latest` (the newest season nflverse's files hold),
 * else undefined: then the files' season is the current one, as §9 says.
 */
export function providerSeasonAt(now: number, latest: number | undefined): ProviderSeason | undefined {
  const { season, opener } = seasonInProgress(now);
  if (latest !== undefined && latest >= season) return undefined;
  const real = emptySeason(season);
  const byKey = new Map<string, RealGame>();
  const keyOf = (home: string, away: string, kickoffMs: number) => `${home}|${away}|${currentWeek(kickoffMs, opener)}`;

  const gameOf = (event: EventHeader): RealGame | undefined => {
    const kickoffMs = Date.parse(event.commence_time);
    const home = nflverseCode(event.home_team);
    const away = nflverseCode(event.away_team);
    if (!home || !away || !Number.isFinite(kickoffMs)) return undefined;
    // A kickoff of another season, or past this one's last regular-season day (the playoffs), is not of its weeks.
    const at = seasonInProgress(kickoffMs);
    if (at.season !== season || at.over) return undefined;
    const week = currentWeek(kickoffMs, opener);
    return {
      game_id: nflverseGameId(season, week, away, home),
      season,
      game_type: 'REG',
      week,
      kickoff: new Date(kickoffMs).toISOString().replace('.000Z', 'Z'),
      away_team: event.away_team,
      home_team: event.home_team,
      away_score: null,
      home_score: null,
      location: 'Home',
      overtime: null,
      roof: null,
      spread_line: null,
      total_line: null,
      home_moneyline: null,
      away_moneyline: null,
      home_spread_odds: null,
      away_spread_odds: null,
      over_odds: null,
      under_odds: null,
      kickoffMs,
      finalAt: Infinity,
      home: home === 'LA' ? 'LAR' : home,
      away: away === 'LA' ? 'LAR' : away,
      score: { home: 0, away: 0 },
    };
  };

  const reorder = () => {
    real.games.sort((a, b) => a.kickoffMs - b.kickoffMs);
    real.weeks = [];
    for (const game of real.games) (real.weeks[game.week - 1] ??= []).push(game);
    real.finalTimes = real.games
      .map((game) => game.finalAt)
      .filter(Number.isFinite)
      .sort((a, b) => a - b);
  };

  return {
    season: real,
    opener: formatOpener(opener),
    add(events) {
      let added = false;
      for (const event of events) {
        const game = gameOf(event);
        if (!game) continue;
        const key = keyOf(event.home_team, event.away_team, game.kickoffMs);
        const known = byKey.get(key);
        if (known) {
          // A kickoff moved within its week (flexed to another slot) is the same game at its new time.
          if (known.kickoffMs !== game.kickoffMs) {
            Object.assign(known, { kickoff: game.kickoff, kickoffMs: game.kickoffMs });
            if (Number.isFinite(known.finalAt)) known.finalAt = known.kickoffMs + FINAL_AFTER_MS;
            added = true;
          }
          continue;
        }
        byKey.set(key, game);
        real.games.push(game);
        added = true;
      }
      if (added) reorder();
      return added;
    },
    score(events) {
      let scored = false;
      for (const event of events) {
        const kickoffMs = Date.parse(event.commence_time);
        const game = byKey.get(keyOf(event.home_team, event.away_team, kickoffMs));
        if (!game || !event.completed || !event.scores || Number.isFinite(game.finalAt)) continue;
        const home = Number(event.scores.find((entry) => entry.name === event.home_team)?.score);
        const away = Number(event.scores.find((entry) => entry.name === event.away_team)?.score);
        if (!Number.isInteger(home) || !Number.isInteger(away)) continue;
        game.home_score = home;
        game.away_score = away;
        game.score = { home, away };
        game.finalAt = game.kickoffMs + FINAL_AFTER_MS;
        scored = true;
      }
      if (scored) reorder();
      return scored;
    },
  };
}
