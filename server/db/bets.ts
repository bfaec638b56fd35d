import type { Insertable, Selectable } from 'kysely';
import type { Bet, BetBook, BetKind, StoredBet } from '../../src/domain/bets/types';
import type { TeaserPoints } from '../../src/domain/bettorMath/teaserPoints';
import type { Db } from './connect';
import type { BetsTable } from './schema';

/** A validated bet as it is stored: the body, where its first game falls, and the body's hash. */
export interface NewBet {
  bet: Bet;
  season: string;
  week: number;
  postHash: string;
}

export type BetPatch = Partial<Pick<Bet, 'stake' | 'book' | 'price' | 'notes'>>;

export type InsertResult =
  | { outcome: 'created'; bet: StoredBet }
  | { outcome: 'same'; bet: StoredBet }
  | { outcome: 'conflict'; bet: StoredBet };

export type UpdateResult = { outcome: 'updated' | 'stale'; bet: StoredBet } | { outcome: 'missing' };

/** The columns a stored bet is read from: the list reads only these (5,000 rows' hashes and times cost it 40 %). */
const BET_COLUMNS = [
  'id',
  'placed_at',
  'stake',
  'book',
  'kind',
  'teaser_points',
  'price',
  'legs',
  'notes',
  'version',
] as const;

type Row = Pick<Selectable<BetsTable>, (typeof BET_COLUMNS)[number]>;

function toBet(row: Row): StoredBet {
  return {
    id: row.id,
    placed_at: row.placed_at.toISOString(),
    stake: Number(row.stake),
    book: row.book as BetBook,
    kind: row.kind as BetKind,
    ...(row.teaser_points === null ? {} : { teaser_points: Number(row.teaser_points) as TeaserPoints }),
    price: row.price,
    legs: row.legs,
    ...(row.notes === null ? {} : { notes: row.notes }),
    version: row.version,
  };
}

function toRow(uid: string, { bet, season, week, postHash }: NewBet): Insertable<BetsTable> {
  return {
    uid,
    id: bet.id,
    placed_at: bet.placed_at,
    stake: bet.stake,
    book: bet.book,
    kind: bet.kind,
    teaser_points: bet.teaser_points ?? null,
    price: bet.price,
    legs: JSON.stringify(bet.legs),
    notes: bet.notes ?? null,
    season,
    week,
    post_hash: postHash,
  };
}

/** Stores the bet once: the same id again answers the stored bet, 'same' when the body was the same. */
export async function insertBet(db: Db, uid: string, input: NewBet): Promise<InsertResult> {
  const inserted = await db
    .insertInto('bets')
    .values(toRow(uid, input))
    .onConflict((conflict) => conflict.columns(['uid', 'id']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return { outcome: 'created', bet: toBet(inserted) };
  const stored = await db
    .selectFrom('bets')
    .selectAll()
    .where('uid', '=', uid)
    .where('id', '=', input.bet.id)
    .executeTakeFirstOrThrow();
  return { outcome: stored.post_hash === input.postHash ? 'same' : 'conflict', bet: toBet(stored) };
}

const IMPORT_CHUNK = 500;

/** Stores every bet or none (one transaction); a bet already stored under its id is left as it is. */
export async function insertBets(db: Db, uid: string, inputs: readonly NewBet[]): Promise<number> {
  return db.transaction().execute(async (tx) => {
    let stored = 0;
    for (let start = 0; start < inputs.length; start += IMPORT_CHUNK) {
      const rows = inputs.slice(start, start + IMPORT_CHUNK).map((input) => toRow(uid, input));
      const result = await tx
        .insertInto('bets')
        .values(rows)
        .onConflict((conflict) => conflict.columns(['uid', 'id']).doNothing())
        .executeTakeFirst();
      stored += Number(result.numInsertedOrUpdatedRows ?? 0n);
    }
    return stored;
  });
}

/** The user's bets, newest first; only a season's week when asked. */
/** `GET /api/me/bets?season=&week=`. */
export interface BetsFilter {
  season?: string;
  week?: number;
}

export async function listBets(db: Db, uid: string, filter: BetsFilter = {}) {
  let query = db.selectFrom('bets').select(BET_COLUMNS).where('uid', '=', uid);
  if (filter.season !== undefined) query = query.where('season', '=', filter.season);
  if (filter.week !== undefined) query = query.where('week', '=', filter.week);
  const rows = await query.orderBy('placed_at', 'desc').orderBy('id').execute();
  return rows.map(toBet);
}

/**
 * What changes whenever the user's bets do: their stamp, which the database's triggers bump with every statement that
 * writes any of them (0002_bet_stamps.sql). A list read after reading a stamp is at least as new as that stamp.
 */
export async function betsStamp(db: Db, uid: string): Promise<string> {
  const row = await db.selectFrom('bet_stamps').select('stamp').where('uid', '=', uid).executeTakeFirst();
  return String(row?.stamp ?? 0);
}

export async function getBet(db: Db, uid: string, id: string): Promise<StoredBet | undefined> {
  const row = await db.selectFrom('bets').selectAll().where('uid', '=', uid).where('id', '=', id).executeTakeFirst();
  return row && toBet(row);
}

/** Changes the bet when `version` is the stored one (and bumps it); else says it is stale or missing. */
export async function updateBet(db: Db, uid: string, id: string, version: number, patch: BetPatch) {
  const updated = await db
    .updateTable('bets')
    .set((eb) => ({
      ...(patch.stake === undefined ? {} : { stake: patch.stake }),
      ...(patch.book === undefined ? {} : { book: patch.book }),
      ...(patch.price === undefined ? {} : { price: patch.price }),
      ...(patch.notes === undefined ? {} : { notes: patch.notes }),
      version: eb('version', '+', 1),
      updated_at: new Date().toISOString(),
    }))
    .where('uid', '=', uid)
    .where('id', '=', id)
    .where('version', '=', version)
    .returningAll()
    .executeTakeFirst();
  if (updated) return { outcome: 'updated', bet: toBet(updated) } satisfies UpdateResult;
  const stored = await getBet(db, uid, id);
  return (stored ? { outcome: 'stale', bet: stored } : { outcome: 'missing' }) satisfies UpdateResult;
}

/** Deletes the user's bet; false when the user has none by that id. */
export async function deleteBet(db: Db, uid: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('bets').where('uid', '=', uid).where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
