import type { ColumnType, Generated } from 'kysely';
import type { BetLeg } from '../../src/domain/bets/types';

/** numeric comes back as text from both drivers: written as a number, read as a string. */
type Numeric = ColumnType<string, number, number>;
/** timestamptz: read as a Date, written as an ISO string. */
type Timestamp = ColumnType<Date, string, string>;

/** The bets table of migrations/0001_bets.sql. */
export interface BetsTable {
  uid: string;
  id: string;
  placed_at: Timestamp;
  stake: Numeric;
  book: string;
  kind: string;
  teaser_points: ColumnType<string | null, number | null, number | null>;
  price: number;
  legs: ColumnType<BetLeg[], string, string>;
  notes: string | null;
  season: string;
  week: number;
  post_hash: string;
  version: Generated<number>;
  created_at: Generated<Date>;
  updated_at: ColumnType<Date, string | undefined, string>;
}

export interface MigrationsTable {
  name: string;
  applied_at: Generated<Date>;
}

/** The database as Kysely types it. */
/** Each user's bets' stamp (0002_bet_stamps.sql): bumped by the triggers on bets, read before a list. */
export interface BetStampsTable {
  uid: string;
  stamp: ColumnType<string, string | number | undefined, string | number>;
}

export interface Schema {
  bets: BetsTable;
  bet_stamps: BetStampsTable;
  gridline_migrations: MigrationsTable;
}
