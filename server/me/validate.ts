import { createHash } from 'node:crypto';
import { z } from 'zod';
import {
  BET_BOOKS,
  kickoffProblem,
  legCountProblem,
  legPointProblem,
  MAX_LEGS,
  notesProblem,
  pointProblem,
  priceProblem,
  sideProblem,
  stakeProblem,
  teaserMarketProblem,
  teaserPointsProblem,
} from '../../src/domain/bets/betRules';
import type { Bet, BetBook } from '../../src/domain/bets/types';
import type { NewBet } from '../db/bets';
import type { BetGame } from './games';

/** A field the body got wrong, by its path in the body (`stake`, `legs[1].point`). */
export interface FieldError {
  field: string;
  reason: string;
}

/** A refinement by one of the shared checks (src/domain/bets/betRules.ts): its reason is the issue's message. */
const by =
  <T>(problem: (value: T) => string | undefined) =>
  (value: T, context: z.RefinementCtx<T>) => {
    const reason = problem(value);
    if (reason) context.addIssue({ code: 'custom', message: reason });
  };

const price = z.number({ error: 'must be American odds, a number' }).superRefine(by(priceProblem));
const stake = z.number({ error: 'must be a number of units' }).superRefine(by(stakeProblem));
const book = z.enum(BET_BOOKS as [BetBook, ...BetBook[]], {
  error: 'must be fanduel, draftkings, betmgm or other',
});
const notes = z.string({ error: 'must be text' }).superRefine(by(notesProblem));
const placedAt = z.iso.datetime({ offset: true, error: 'must be an ISO time such as 2025-09-07T16:30:00Z' });

const leg = z.strictObject({
  game_id: z.string({ error: 'must be a game id from /teamOdds' }).min(1, 'must be a game id from /teamOdds'),
  market: z.enum(['h2h', 'spreads', 'totals'], { error: 'must be h2h, spreads or totals' }),
  side: z.string({ error: "must be a team's name, Over or Under" }).min(1, "must be a team's name, Over or Under"),
  point: z.number({ error: 'must be a number' }).superRefine(by(pointProblem)).optional(),
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
  legs: z
    .array(leg, { error: 'must be a list of legs' })
    .min(1, 'must hold at least one leg')
    .max(MAX_LEGS, `at most ${MAX_LEGS}`),
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
  const add = (field: string, reason: string | undefined) => {
    if (reason) errors.push({ field, reason });
  };
  add('legs', legCountProblem(bet.kind, bet.legs.length));
  add('teaser_points', teaserPointsProblem(bet.kind, bet.teaser_points));
  const placed = Date.parse(bet.placed_at);
  bet.legs.forEach((leg, index) => {
    const at = (field: string) => `legs[${index}].${field}`;
    const game = gameOf(leg.game_id);
    if (!game) return add(at('game_id'), `${leg.game_id} is not a game of /teamOdds (weeks 1–18)`);
    add(at('side'), sideProblem(leg.market, leg.side, game.home, game.away));
    add(at('point'), legPointProblem(leg.market, leg.point));
    add(at('market'), teaserMarketProblem(bet.kind, leg.market));
    add('placed_at', kickoffProblem(placed, game.kickoff, leg.game_id));
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
