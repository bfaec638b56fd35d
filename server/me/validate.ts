import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Bet } from '../../src/domain/bets/types';
import type { NewBet } from '../db/bets';
import type { BetGame } from './games';

/** A field the body got wrong, by its path in the body (`stake`, `legs[1].point`). */
export interface FieldError {
  field: string;
  reason: string;
}

const price = z
  .number({ error: 'must be American odds, a number' })
  .int('must be a whole number')
  .refine((value) => Math.abs(value) >= 100, 'must be at most -100 or at least +100');
const stake = z
  .number({ error: 'must be a number of units' })
  .positive('must be more than 0')
  .max(1_000_000, 'must be at most 1,000,000')
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'must have at most 2 decimals');
const book = z.enum(['fanduel', 'draftkings', 'betmgm', 'other'], {
  error: 'must be fanduel, draftkings, betmgm or other',
});
const notes = z.string({ error: 'must be text' }).max(500, 'must be at most 500 characters');
const placedAt = z.iso.datetime({ offset: true, error: 'must be an ISO time such as 2025-09-07T16:30:00Z' });

const leg = z.strictObject({
  game_id: z.string({ error: 'must be a game id from /teamOdds' }).min(1, 'must be a game id from /teamOdds'),
  market: z.enum(['h2h', 'spreads', 'totals'], { error: 'must be h2h, spreads or totals' }),
  side: z.string({ error: "must be a team's name, Over or Under" }).min(1, "must be a team's name, Over or Under"),
  point: z.number({ error: 'must be a number' }).multipleOf(0.5, 'must be a whole or half number').optional(),
  price,
});

/** POST /api/me/bets. */
export const betBody = z.strictObject({
  id: z.uuid({ error: 'must be a UUID' }),
  placed_at: placedAt,
  stake,
  book,
  kind: z.enum(['single', 'parlay', 'teaser'], { error: 'must be single, parlay or teaser' }),
  teaser_points: z.union([z.literal(6), z.literal(6.5), z.literal(7)], { error: 'must be 6, 6.5 or 7' }).optional(),
  price,
  legs: z.array(leg, { error: 'must be a list of legs' }).min(1, 'must hold at least one leg').max(10, 'at most 10'),
  notes: notes.optional(),
});

/** PATCH /api/me/bets/{id}: the fields a bet may change. */
export const betPatch = z
  .strictObject({ stake: stake.optional(), book: book.optional(), price: price.optional(), notes: notes.optional() })
  .refine((patch) => Object.keys(patch).length > 0, 'must change at least one of stake, book, price, notes');

/** `legs[1].point` from zod's ['legs', 1, 'point']. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (text, part) => (typeof part === 'number' ? `${text}[${part}]` : text ? `${text}.${String(part)}` : String(part)),
    '',
  );
}

export function zodFields(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    field: fieldPath(issue.path) || (issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : 'body'),
    reason: issue.message,
  }));
}

/** The rules between fields and against the games: the leg count per kind, each leg's game, side, number and time. */
export function betRules(bet: Bet, gameOf: (id: string) => BetGame | undefined): FieldError[] {
  const errors: FieldError[] = [];
  const add = (field: string, reason: string) => errors.push({ field, reason });
  if (bet.kind === 'single' && bet.legs.length !== 1) add('legs', 'a single has exactly one leg');
  if (bet.kind !== 'single' && bet.legs.length < 2) add('legs', `a ${bet.kind} has 2 to 10 legs`);
  if (bet.kind === 'teaser' && bet.teaser_points === undefined) add('teaser_points', 'a teaser needs 6, 6.5 or 7');
  if (bet.kind !== 'teaser' && bet.teaser_points !== undefined) add('teaser_points', 'only a teaser has teaser points');
  const placed = Date.parse(bet.placed_at);
  bet.legs.forEach((leg, index) => {
    const at = (field: string) => `legs[${index}].${field}`;
    const game = gameOf(leg.game_id);
    if (!game) return add(at('game_id'), `${leg.game_id} is not a game of /teamOdds (weeks 1–18)`);
    const sides = leg.market === 'totals' ? ['Over', 'Under'] : [game.home, game.away];
    if (!sides.includes(leg.side)) add(at('side'), `must be one of ${sides.join(', ')}`);
    if (leg.market === 'h2h' && leg.point !== undefined) add(at('point'), 'a moneyline has no point');
    if (leg.market !== 'h2h' && leg.point === undefined) add(at('point'), `a ${leg.market} leg needs its point`);
    if (bet.kind === 'teaser' && leg.market === 'h2h') add(at('market'), 'a teaser leg is a spread or a total');
    if (placed >= game.kickoff)
      add('placed_at', `must be before ${leg.game_id}'s kickoff (${new Date(game.kickoff).toISOString()})`);
  });
  return errors;
}

/** The body as stored: its time in UTC, its season and week (its first game's), and the hash a retry must match. */
export function newBet(bet: Bet, gameOf: (id: string) => BetGame | undefined): NewBet {
  const normalized: Bet = { ...bet, placed_at: new Date(bet.placed_at).toISOString() };
  const first = bet.legs
    .map((leg) => gameOf(leg.game_id))
    .filter((game) => game !== undefined)
    .sort((a, b) => a.kickoff - b.kickoff)[0];
  return {
    bet: normalized,
    season: first?.season ?? '',
    week: first?.week ?? 1,
    postHash: createHash('sha256').update(canonicalJson(normalized)).digest('hex'),
  };
}

/** JSON with the keys sorted, so the same body hashes the same whatever its key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.entries(value)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`)
      .join(',')}}`;
  return JSON.stringify(value);
}
