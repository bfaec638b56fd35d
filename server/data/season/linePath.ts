import { HOUR } from '../time';

/** One change of the market's view of a game: home margin and total, in points. */
export interface LineMove {
  at: number;
  margin: number;
  total: number;
  reason: 'sharp' | 'injury' | 'questionable' | 'weather' | 'public' | 'close';
}

/** The consensus line of a game from its opening (7 days out) to kickoff. */
export interface LinePath {
  /** Expected home margin (home − away) and total at the opening. */
  margin: number;
  total: number;
  /** In time order. */
  moves: LineMove[];
}

/** Snapshot times in hours before kickoff: every 6 h for the first six days, then closer together. */
const SNAPSHOT_HOURS: readonly number[] = [
  ...Array.from({ length: 25 }, (_, i) => 168 - 6 * i),
  ...Array.from({ length: 7 }, (_, i) => 21 - 3 * i),
  2,
  1,
  0,
];

export const SNAPSHOT_COUNT = SNAPSHOT_HOURS.length;
/** How long before kickoff the opening line appears. */
export const OPENING_LEAD_MS = (SNAPSHOT_HOURS[0] ?? 168) * HOUR;

/** The time of snapshot `index` of a game kicking off at `kickoff` (the last one is the closing line, at kickoff). */
export function snapshotTime(kickoff: number, index: number): number {
  return kickoff - (SNAPSHOT_HOURS[index] ?? 0) * HOUR;
}

/** The index of the latest snapshot at or before `now`, or -1 before the opening line. */
export function latestSnapshot(kickoff: number, now: number): number {
  let index = -1;
  while (index + 1 < SNAPSHOT_COUNT && snapshotTime(kickoff, index + 1) <= now) index++;
  return index;
}

/** The consensus at a time: the opening plus every move made by then. */
export function consensusAt(path: LinePath, at: number): { margin: number; total: number } {
  let { margin, total } = path;
  for (const move of path.moves) {
    if (move.at > at) break;
    margin += move.margin;
    total += move.total;
  }
  return { margin, total };
}
