import {
  fieldMessage,
  notesProblem,
  readKickoffProblem,
  readPoint,
  readPrice,
  readStakeUnits,
  sidesOf,
  type Reading,
} from '../../domain/bets/betRules';
import type { Bet, BetBook, BetMarket } from '../../domain/bets/types';
import { kickoffText } from '../../lib/clockTime';

/** A game the form offers: one of the week's /teamOdds games. */
export interface BetFormGame {
  id: string;
  home: string;
  away: string;
  /** ISO time. */
  kickoff: string;
}

export type BetFormField =
  'week' | 'game' | 'market' | 'side' | 'point' | 'price' | 'book' | 'stake' | 'placedAt' | 'notes';

/** The form's values as typed and chosen. */
export interface BetFormValues {
  week: number;
  gameId: string;
  market: BetMarket;
  side: string;
  /** The spread or total, as typed; not asked for a moneyline. */
  point: string;
  price: string;
  book: BetBook;
  stake: string;
  /** A datetime-local value, in the user's time zone: '2025-09-20T12:00'. */
  placedAt: string;
  notes: string;
}

export const BET_FORM_LABELS: Record<BetFormField, string> = {
  week: 'Week',
  game: 'Game',
  market: 'Market',
  side: 'Side',
  point: 'Number',
  price: 'Price',
  book: 'Book',
  stake: 'Stake (units)',
  placedAt: 'Time placed',
  notes: 'Notes (optional)',
};

/** The words a message starts with: 'Stake must be more than 0'. */
const SHORT: Partial<Record<BetFormField, string>> = { stake: 'Stake', notes: 'Notes' };
const said = (field: BetFormField, reason: string) => fieldMessage(SHORT[field] ?? BET_FORM_LABELS[field], reason);

export type BetFormErrors = Partial<Record<BetFormField, string>>;

/** The form's bet (a single; the id is made when it is logged), or what is wrong, field by field. */
export type BetFormCheck = { bet: Omit<Bet, 'id'> } | { errors: BetFormErrors };

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment as a datetime-local value in the user's time zone: '2025-09-20T12:00'. */
export function localDateTime(ms: number): string {
  const at = new Date(ms);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** A datetime-local value read in the user's time zone (ms); undefined when it is not one. */
export function readLocalDateTime(text: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second = '0'] = match;
  const at = new Date(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second));
  return at.getMonth() === Number(month) - 1 && at.getDate() === Number(day) ? at.getTime() : undefined;
}

/**
 * The form checked field by field by the rules the server holds (src/domain/bets/betRules.ts), each problem in a
 * sentence beside its field; with none, the bet to log.
 */
export function checkBetForm(values: BetFormValues, games: readonly BetFormGame[]): BetFormCheck {
  const errors: BetFormErrors = {};
  const take = <T>(field: BetFormField, reading: Reading<T>): T | undefined => {
    if ('value' in reading) return reading.value;
    errors[field] = said(field, reading.problem);
    return undefined;
  };
  const game = games.find((each) => each.id === values.gameId);
  if (!game) errors.game = "Game: choose one of the week's games";
  const sides = game ? sidesOf(values.market, game.home, game.away) : [];
  if (game && !sides.includes(values.side)) errors.side = `Side: choose ${sides.join(' or ')}`;
  const point = values.market === 'h2h' ? undefined : take('point', readPoint(values.point));
  const price = take('price', readPrice(values.price));
  const stake = take('stake', readStakeUnits(values.stake));
  const placed = readLocalDateTime(values.placedAt);
  if (placed === undefined) errors.placedAt = said('placedAt', 'must be a date and time');
  else if (game && placed >= Date.parse(game.kickoff))
    errors.placedAt = said('placedAt', `must be before kickoff (${kickoffText(game.kickoff)})`);
  const notesWrong = notesProblem(values.notes);
  if (notesWrong) errors.notes = said('notes', notesWrong);
  if (Object.keys(errors).length > 0 || !game || price === undefined || stake === undefined || placed === undefined)
    return { errors };
  return {
    bet: {
      placed_at: new Date(placed).toISOString(),
      stake,
      book: values.book,
      kind: 'single',
      price,
      legs: [
        {
          game_id: game.id,
          market: values.market,
          side: values.side,
          ...(point === undefined ? {} : { point }),
          price,
        },
      ],
      ...(values.notes.trim() === '' ? {} : { notes: values.notes }),
    },
  };
}

const PATHS: Record<string, BetFormField> = {
  stake: 'stake',
  price: 'price',
  book: 'book',
  notes: 'notes',
  placed_at: 'placedAt',
  legs: 'game',
  'legs[0].game_id': 'game',
  'legs[0].market': 'market',
  'legs[0].side': 'side',
  'legs[0].point': 'point',
  'legs[0].price': 'price',
};

/** The form's field for a field the server refused, by its path (`legs[0].point` is the Number). */
export const formFieldOf = (path: string): BetFormField | undefined => PATHS[path];

/**
 * A refused field's reason beside the form's field: 'Number: a spreads leg needs its point'; a time after kickoff as
 * the form's own check says it.
 */
export function refusedMessage(field: BetFormField, reason: string): string {
  const late = field === 'placedAt' ? readKickoffProblem(reason) : undefined;
  return said(field, late ? `must be before kickoff (${kickoffText(late.kickoff)})` : reason);
}
