import { findTeam, fullTeamName } from '../../../src/domain/teams';
import type { EventHeader } from '../../data/types';
import { SPORT } from './config';

/* Readers of The Odds API's untrusted JSON, by field name: each answers a value or undefined, never throws. */

/** Why something of an answer was left out. */
export type DropReason =
  | 'bad_answer'
  | 'bad_event'
  | 'missing_id'
  | 'other_sport'
  | 'bad_time'
  | 'unknown_team'
  | 'duplicate'
  | 'bad_book'
  | 'no_markets'
  | 'unknown_market'
  | 'bad_outcomes'
  | 'bad_price'
  | 'bad_point'
  | 'missing_player'
  | 'bad_score';

/** What was left out, by reason; reasons with none are absent. */
export type DropCounts = Partial<Record<DropReason, number>>;

export class Drops {
  readonly counts: DropCounts = {};

  note(reason: DropReason): undefined {
    this.counts[reason] = (this.counts[reason] ?? 0) + 1;
    return undefined;
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A string with something in it, trimmed. */
export const readText = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** An ISO instant as the app writes them (UTC, whole seconds: 2024-09-06T00:15:00Z). */
export function readTime(value: unknown): string | undefined {
  if (typeof value !== 'string' || !ISO.test(value)) return undefined;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z') : undefined;
}

/** An American price: a whole number, −100 or less or +100 or more (a decimal 1.75 is not one). */
export function readAmerican(value: unknown): number | undefined {
  if (typeof value !== 'number' || !Number.isInteger(value)) return undefined;
  return Math.abs(value) >= 100 && Math.abs(value) <= 1_000_000 ? value : undefined;
}

/** A finite number within [min, max]. */
export function readPoint(value: unknown, min: number, max: number): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max ? value : undefined;
}

/** Names the provider has used for franchises that have since renamed or moved. */
const FORMER_NAMES: ReadonlyMap<string, string> = new Map([
  ['washington football team', 'WAS'],
  ['washington redskins', 'WAS'],
  ['oakland raiders', 'LV'],
  ['san diego chargers', 'LAC'],
  ['st. louis rams', 'LAR'],
  ['st louis rams', 'LAR'],
]);

/** The app's full name ('Kansas City Chiefs') of a team the provider names; undefined for none of the 32. */
export function readTeam(value: unknown): string | undefined {
  const name = readText(value);
  if (name === undefined) return undefined;
  const team = findTeam(name) ?? findTeam(FORMER_NAMES.get(name.toLowerCase().replace(/\s+/g, ' ')), ['alias']);
  return team && fullTeamName(team);
}

/** The fields every answer has about an event; notes why when it has not them. */
export function readHeader(raw: unknown, drops: Drops): EventHeader | undefined {
  if (!isRecord(raw)) return drops.note('bad_event');
  const id = readText(raw.id);
  if (id === undefined) return drops.note('missing_id');
  if (raw.sport_key !== undefined && raw.sport_key !== SPORT) return drops.note('other_sport');
  const commence = readTime(raw.commence_time);
  if (commence === undefined) return drops.note('bad_time');
  const home = readTeam(raw.home_team);
  const away = readTeam(raw.away_team);
  if (home === undefined || away === undefined || home === away) return drops.note('unknown_team');
  return { id, sport_key: SPORT, sport_title: 'NFL', commence_time: commence, home_team: home, away_team: away };
}

/** The items of a list answer that read, each id once; a non-list is a `bad_answer`. */
export function readEvents<T extends { id: string }>(
  json: unknown,
  drops: Drops,
  readEvent: (raw: unknown) => T | undefined,
): T[] {
  if (!Array.isArray(json)) return drops.note('bad_answer') ?? [];
  const seen = new Set<string>();
  const out: T[] = [];
  for (const raw of json) {
    const event = readEvent(raw);
    if (event === undefined) continue;
    if (seen.has(event.id)) drops.note('duplicate');
    else {
      seen.add(event.id);
      out.push(event);
    }
  }
  return out;
}
