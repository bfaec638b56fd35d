/*
 * A bet's games by name and week. An nflverse or live id ('2025_03_BUF_MIA': season, week, away, home) names its game
 * itself; the demo's ids are opaque, so their games are looked up in the weeks' odds (/teamOdds), which the page asks
 * for week by week from the week each bet was placed in (gameWeeksToAsk).
 */

import { SEASON_WEEKS } from '../../config/constants';
import { seasonOpenerAt } from '../../config/seasonOpener';
import { findTeam, fullTeamName } from '../../domain/teams';
import { currentWeek } from '../../domain/week';

/** A game as the screen names it. */
export interface BetGame {
  season: number;
  week: number;
  away: string;
  home: string;
}

/** nflverse's codes that are not the team table's aliases (server/sources/nflverse/teams.ts). */
const NFLVERSE_CODES: Readonly<Record<string, string>> = { LA: 'LAR', OAK: 'LV', SD: 'LAC', STL: 'LAR' };

const teamOfCode = (code: string): string | undefined => {
  const team = findTeam(NFLVERSE_CODES[code] ?? code, ['alias']);
  return team ? fullTeamName(team) : undefined;
};

const NFLVERSE_ID = /^(\d{4})_(\d{2})_([A-Z]{2,3})_([A-Z]{2,3})$/;

/** The game an nflverse-style id names ('2025_03_BUF_MIA': Buffalo at Miami, week 3 of 2025); undefined otherwise. */
export function gameOfId(id: string): BetGame | undefined {
  const match = NFLVERSE_ID.exec(id);
  if (!match) return undefined;
  const [, season = '', week = '', awayCode = '', homeCode = ''] = match;
  const away = teamOfCode(awayCode);
  const home = teamOfCode(homeCode);
  if (!away || !home) return undefined;
  return { season: Number(season), week: Number(week), away, home };
}

/** The season (its year) whose weeks a moment falls in, by the opener the app counts weeks from. */
export const seasonAt = (time: number): number => seasonOpenerAt(time).getUTCFullYear();

/** The week a bet placed at `placedAt` was placed in: its game is that week's or a later one's. */
export function weekPlaced(placedAt: string): number {
  const time = Date.parse(placedAt);
  return Number.isNaN(time) ? 1 : currentWeek(time, seasonOpenerAt(time));
}

/** A week's odds as far as the lookup is concerned. */
export type WeekLookup = { state: 'unasked' | 'loading' | 'failed' } | { state: 'loaded'; ids: ReadonlySet<string> };

/**
 * The weeks whose odds name the bets' opaque game ids: for each id not found yet, every week from the one its bet was
 * placed in up to the first not in yet (or week 18); for one found, its week. Weeks already searched stay in the list,
 * so their answers stay cached while the screen shows. Ascending, without repeats.
 */
export function gameWeeksToAsk(
  wanted: readonly { gameId: string; fromWeek: number }[],
  weeks: (week: number) => WeekLookup,
): number[] {
  const asked = new Set<number>();
  for (const { gameId, fromWeek } of wanted) {
    for (let week = Math.max(1, Math.min(fromWeek, SEASON_WEEKS)); week <= SEASON_WEEKS; week++) {
      asked.add(week);
      const lookup = weeks(week);
      if (lookup.state === 'unasked' || lookup.state === 'loading') break;
      if (lookup.state === 'loaded' && lookup.ids.has(gameId)) break;
    }
  }
  return [...asked].sort((a, b) => a - b);
}

const nickname = (name: string): string => findTeam(name)?.team_name ?? name;

/** 'Bills @ Dolphins'. */
export const matchupLabel = (game: Pick<BetGame, 'away' | 'home'>): string =>
  `${nickname(game.away)} @ ${nickname(game.home)}`;

/** 'Bills @ Dolphins, Week 3'. */
export const gameLabel = (game: BetGame): string => `${matchupLabel(game)}, Week ${game.week}`;
