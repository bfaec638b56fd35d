import { SHOWN_BOOKMAKERS } from '../../config/constants';
import { findTeam, teamDisplayName } from '../../domain/teams';
import type { Bookmaker, Game } from './types';

const shownTitles: ReadonlySet<string> = new Set(SHOWN_BOOKMAKERS);

/** The key of the closing consensus the real seasons give a game (CONTRACT §9): never one of the shown books. */
export const CONSENSUS_KEY = 'consensus';

/** The game's closing consensus, when its odds carry one. */
export function consensusOf(game: Pick<Game, 'bookmakers'>): Bookmaker | undefined {
  return game.bookmakers.find((bookmaker) => bookmaker.key === CONSENSUS_KEY);
}

/** The game's FanDuel, DraftKings and BetMGM books (titles trimmed, then compared exactly), in the API's order. */
export function shownBookmakers(game: Game): Bookmaker[] {
  return game.bookmakers
    .map((bookmaker) => ({ ...bookmaker, title: bookmaker.title.trim() }))
    .filter((bookmaker) => shownTitles.has(bookmaker.title));
}

const kickoffTime = (game: Game): number => new Date(game.commence_time).getTime();

/** Earliest kickoff first; an unparseable kickoff sorts after every valid one (ties compare equal). */
export function compareKickoff(a: Game, b: Game): number {
  const aTime = kickoffTime(a);
  const bTime = kickoffTime(b);
  const aValid = !Number.isNaN(aTime);
  const bValid = !Number.isNaN(bTime);
  if (aValid && bValid) return aTime - bTime;
  return Number(bValid) - Number(aValid);
}

export const MARKET_LABELS: Readonly<Record<string, string>> = {
  h2h: 'Moneyline',
  spreads: 'Spread',
  totals: 'Total',
};

export function marketLabel(key: string): string {
  return MARKET_LABELS[key] ?? key;
}

/**
 * The optional point in parentheses; '' when there is none. Only a spread's positive point gets a
 * '+' ('(+3.5)'), since a total's point is a number of points, never a handicap ('(47.5)').
 */
export function formatPoint(point?: number, marketKey?: string): string {
  if (point === undefined) return '';
  return marketKey === 'spreads' && point > 0 ? `(+${point})` : `(${point})`;
}

/** The team's market ('Kansas City Chiefs' → 'Kansas City'); an unknown name is returned as given. */
export function teamLocation(fullName: string): string {
  return findTeam(fullName)?.team_market ?? fullName;
}

/** The team's nickname ('Kansas City Chiefs' → 'Chiefs'); any other name ('Over') is returned as given. */
export function teamNickname(fullName: string): string {
  return findTeam(fullName)?.team_name ?? fullName;
}

const present = (name: string | undefined): name is string => name !== undefined && name.trim() !== '';

/**
 * The two teams in the order the modal shows them: team1/team2 when the game carries both,
 * otherwise home/away (mixing one of each could name the same team twice).
 */
export function matchupTeams(game: Game): [string, string] {
  return present(game.team1) && present(game.team2) ? [game.team1, game.team2] : [game.home_team, game.away_team];
}

/** The card title: '{home location} vs {away location}'. */
export function matchupTitle(game: Game): string {
  return `${teamLocation(game.home_team)} vs ${teamLocation(game.away_team)}`;
}

/** The modal title: full names, '{team1} vs {team2}' (see matchupTeams). */
export function matchupModalTitle(game: Game): string {
  const [first, second] = matchupTeams(game);
  return `${teamDisplayName(first)} vs ${teamDisplayName(second)}`;
}

// Building an Intl.DateTimeFormat costs far more than using one (a phone felt it per card): one per zone.
const kickoffFormats = new Map<string, Intl.DateTimeFormat>();
function kickoffFormat(timeZone: string): Intl.DateTimeFormat {
  let format = kickoffFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
    });
    kickoffFormats.set(timeZone, format);
  }
  return format;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

type KickoffParts = Record<'weekday' | 'month' | 'day' | 'hour' | 'minute' | 'dayPeriod', string>;

/**
 * The en-US parts in the browser's own zone, from the Date's local fields. The page's first Intl
 * formatter loads ICU's data, tens of milliseconds in one task on a phone, and the matchup cards'
 * first render would pay it; the words are Intl's en-US ones (a test compares the two).
 */
function localParts(date: Date): KickoffParts {
  const hours = date.getHours();
  return {
    weekday: WEEKDAYS[date.getDay()] ?? '',
    month: MONTHS[date.getMonth()] ?? '',
    day: String(date.getDate()),
    hour: String(hours % 12 || 12),
    minute: String(date.getMinutes()).padStart(2, '0'),
    dayPeriod: hours < 12 ? 'AM' : 'PM',
  };
}

function zoneParts(date: Date, timeZone: string): KickoffParts {
  const parts = kickoffFormat(timeZone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? '';
  return {
    weekday: part('weekday'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    dayPeriod: part('dayPeriod'),
  };
}

/** 'Thu, Sep 4 · 8:20 PM' in the given (default: the browser's) time zone; 'Time TBD' when unparseable. */
export function kickoffLabel(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'Time TBD';
  const part = timeZone === undefined ? localParts(date) : zoneParts(date, timeZone);
  // Built from parts so the output does not depend on the ICU version's spacing (e.g. U+202F before PM).
  return `${part.weekday}, ${part.month} ${part.day} · ${part.hour}:${part.minute} ${part.dayPeriod}`;
}
