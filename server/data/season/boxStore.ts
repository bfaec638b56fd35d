import type { Counters } from './lineup';
import type { CountingKey } from './roles';

/** The counting stats a box score row stores, in storage order. */
export const COUNTING_KEYS: readonly CountingKey[] = [
  'pass_completions',
  'pass_attempts',
  'pass_yards',
  'pass_touchdowns',
  'pass_interceptions',
  'rush_attempts',
  'rush_yards',
  'rush_touchdowns',
  'rec_receptions',
  'rec_targets',
  'rec_yards',
  'rec_touchdowns',
  'tackles',
  'combined',
  'sacks',
  'passes_defended',
  'interceptions',
];
const WIDTH = COUNTING_KEYS.length;
const COLUMN = new Map<string, number>(COUNTING_KEYS.map((key, i) => [key, i]));

/**
 * A season's box scores as typed arrays: one row per player per game, counters in columns. 70,000
 * rows as objects would cost the dataset's start-up most of its time in garbage collection; rows
 * become objects only when an answer needs them.
 */
export class BoxStore {
  private stats = new Float64Array(0);
  private people = new Int32Array(0);
  private games = new Int32Array(0);
  private homes = new Uint8Array(0);
  size = 0;

  constructor(capacity: number) {
    this.grow(capacity);
  }

  private grow(capacity: number): void {
    const copy = <T extends Float64Array | Int32Array | Uint8Array>(
      from: T,
      make: (n: number) => T,
      width: number,
    ): T => {
      const next = make(capacity * width);
      next.set(from.subarray(0, this.size * width));
      return next;
    };
    this.stats = copy(this.stats, (n) => new Float64Array(n), WIDTH);
    this.people = copy(this.people, (n) => new Int32Array(n), 1);
    this.games = copy(this.games, (n) => new Int32Array(n), 1);
    this.homes = copy(this.homes, (n) => new Uint8Array(n), 1);
  }

  /** Stores a row and returns its index. */
  add(person: number, game: number, home: boolean, counters: Counters): number {
    if (this.size === this.people.length) this.grow(this.size * 2);
    const row = this.size++;
    this.people[row] = person;
    this.games[row] = game;
    this.homes[row] = home ? 1 : 0;
    // Named reads, in COUNTING_KEYS order (a keyed loop over the names is several times slower).
    const c = counters;
    this.stats.set(
      [
        c.pass_completions,
        c.pass_attempts,
        c.pass_yards,
        c.pass_touchdowns,
        c.pass_interceptions,
        c.rush_attempts,
        c.rush_yards,
        c.rush_touchdowns,
        c.rec_receptions,
        c.rec_targets,
        c.rec_yards,
        c.rec_touchdowns,
        c.tackles,
        c.combined,
        c.sacks,
        c.passes_defended,
        c.interceptions,
      ],
      row * WIDTH,
    );
    return row;
  }

  /** The identity index (into the season's players) of a row. */
  person(row: number): number {
    return this.people[row] ?? -1;
  }

  game(row: number): number {
    return this.games[row] ?? -1;
  }

  home(row: number): boolean {
    return this.homes[row] === 1;
  }

  value(row: number, key: string): number {
    const column = COLUMN.get(key);
    return column === undefined ? 0 : (this.stats[row * WIDTH + column] ?? 0);
  }
}
