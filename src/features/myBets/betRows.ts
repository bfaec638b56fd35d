/*
 * The My bets table's rows: each bet with its words, its games and the keys it is filtered, sorted and broken down by.
 * Pure, so the selectors memoize it and the tests read it without a screen.
 */

import { isGraded, marketKey, weekKey } from '../../domain/bets/summary';
import type { GradedBet, GradedLeg } from '../../domain/bets/types';
import { sortRows, type SortValue } from '../../lib/sortRows';
import { gameLabel, matchupLabel, seasonAt, type BetGame } from './betGames';
import { betTitle, bookLabel, closeParts, keyNumberNote, legText, priceText, STATUS_LABELS } from './betText';
import type { OutboxEntry } from './betOutboxSlice';
import type { BetColumn, BetFilters, BetSort, FilterName } from './myBetsViewSlice';

export type GameOf = (gameId: string) => BetGame | undefined;

export interface LegRow {
  leg: GradedLeg;
  /** 'Buffalo Bills −2.5'. */
  text: string;
  /** The leg's own price ('−110'). */
  price: string;
  /** 'Bills @ Dolphins, Week 3', or the id while its game is not known. */
  game: string;
  /** The same in two parts: 'Bills @ Dolphins' and 'Week 3' (none while not known). */
  matchup: string;
  gameWeek: string;
  /** 'DraftKings close' and '−3 −110'; undefined before the close is known. */
  close: { source: string; line: string } | undefined;
  /** 'via key numbers: −2.5 taken, −3 closed' when the CLV moved across numbers. */
  keyNumbers: string | undefined;
}

/** A bet the server has not stored yet: the outbox's state of it. */
export type Unsaved = Pick<OutboxEntry, 'state' | 'message' | 'fields'>;

export interface BetRow {
  id: string;
  bet: GradedBet;
  /** 'Buffalo Bills −2.5', '2-leg parlay'. */
  title: string;
  legs: LegRow[];
  placedAt: number;
  /** The filters' keys: the season (a year) of its first game, the week it settles, its market ('parlay' for one). */
  season: string;
  week: string;
  market: string;
  /** Present for a bet in the outbox. */
  unsaved?: Unsaved;
}

/** A game not known yet is shown by its id, shortened. */
const unknownGame = (id: string) => `Game ${id.length > 12 ? `${id.slice(0, 8)}…` : id}`;

function legRow(leg: GradedLeg, book: string, gameOf: GameOf): LegRow {
  const game = gameOf(leg.game_id);
  return {
    leg,
    text: legText(leg),
    price: priceText(leg.price),
    game: game ? gameLabel(game) : unknownGame(leg.game_id),
    matchup: game ? matchupLabel(game) : unknownGame(leg.game_id),
    gameWeek: game ? `Week ${game.week}` : '',
    close: closeParts(leg, book),
    keyNumbers: keyNumberNote(leg),
  };
}

/** A bet as the table shows it; `unsaved` for one in the outbox. */
export function betRow(bet: GradedBet, gameOf: GameOf, unsaved?: Unsaved): BetRow {
  const placedAt = Date.parse(bet.placed_at);
  const first = bet.legs[0] && gameOf(bet.legs[0].game_id);
  const season = first?.season ?? (Number.isNaN(placedAt) ? undefined : seasonAt(placedAt));
  return {
    id: bet.id,
    bet,
    title: betTitle(bet),
    legs: bet.legs.map((leg) => legRow(leg, bet.book, gameOf)),
    placedAt,
    season: season === undefined ? '' : String(season),
    week: weekKey((id) => gameOf(id)?.week)(bet),
    market: marketKey(bet),
    ...(unsaved ? { unsaved } : {}),
  };
}

const FILTERED_BY: Record<FilterName, (row: BetRow) => string> = {
  season: (row) => row.season,
  week: (row) => row.week,
  market: (row) => row.market,
  book: (row) => row.bet.book,
  status: (row) => row.bet.status,
};

/** The test of every filter chosen ('' passes all), made once for a pass over the rows. */
export function filterTest(filters: BetFilters): (row: BetRow) => boolean {
  const chosen = (Object.keys(FILTERED_BY) as FilterName[]).filter((name) => filters[name] !== '');
  return (row) => chosen.every((name) => FILTERED_BY[name](row) === filters[name]);
}

function sortValue(row: BetRow, column: BetColumn): SortValue {
  switch (column) {
    case 'placed':
      return row.placedAt;
    case 'game':
      return row.legs[0]?.game;
    case 'bet':
      return row.title;
    case 'book':
      return bookLabel(row.bet.book);
    case 'price':
      return row.bet.price;
    case 'stake':
      return row.bet.stake;
    case 'status':
      return STATUS_LABELS[row.bet.status];
    case 'profit':
      return row.bet.profit;
    case 'clv':
      return row.bet.clv;
  }
}

/** A sorted copy, by the table kit's rules (missing values lowest; ties in the order given, newest first). */
export const sortBetRows = (rows: readonly BetRow[], sort: BetSort): BetRow[] => sortRows(rows, sort, sortValue);

/** The rows in the order their bets were placed (ties as given). */
export function inPlacedOrder(rows: readonly BetRow[]): BetRow[] {
  return sortRows(rows, { column: 'placed', direction: 'asc' }, (row) => row.placedAt);
}

/** The graded bets (won, lost, push) of rows in placed order, with the units won so far after each. */
export function cumulativeUnits(placed: readonly BetRow[]): { row: BetRow; total: number }[] {
  let total = 0;
  return placed
    .filter((row) => isGraded(row.bet.status))
    .map((row) => ({ row, total: (total += row.bet.profit ?? 0) }));
}

/** The bets with a CLV, of rows in placed order. */
export const withClv = (placed: readonly BetRow[]): { row: BetRow; clv: number }[] =>
  placed.flatMap((row) => (row.bet.clv === null ? [] : [{ row, clv: row.bet.clv }]));
