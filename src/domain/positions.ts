import type { Position, PositionGroup } from './playerStats';

export const POSITION_GROUP_OPTIONS: readonly { value: PositionGroup; label: string }[] = [
  { value: 'Offense', label: 'Offense' },
  { value: 'Defense', label: 'Defense' },
  { value: 'QB', label: 'Quarterback (QB)' },
  { value: 'RB', label: 'Running Back (RB)' },
  { value: 'WR', label: 'Wide Receiver (WR)' },
  { value: 'TE', label: 'Tight End (TE)' },
  { value: 'DL', label: 'Defensive Lineman (DL)' },
  { value: 'LB', label: 'Linebacker (LB)' },
  { value: 'CB', label: 'Cornerback (CB)' },
  { value: 'S', label: 'Safety (S)' },
];

export const DEFAULT_POSITION_GROUP: PositionGroup = 'Offense';

// Spec §5 verbatim: Defense omits DT, FS and SS, which only the DL and S groups reach.
const GROUP_POSITIONS: Readonly<Record<PositionGroup, ReadonlySet<string>>> = {
  Offense: new Set(['QB', 'WR', 'RB', 'TE']),
  Defense: new Set(['LB', 'CB', 'S', 'DL', 'DE', 'SAF', 'OLB', 'MLB']),
  QB: new Set(['QB']),
  RB: new Set(['RB']),
  WR: new Set(['WR']),
  TE: new Set(['TE']),
  DL: new Set(['DE', 'DT', 'DL']),
  LB: new Set(['LB', 'OLB', 'MLB']),
  CB: new Set(['CB']),
  S: new Set(['FS', 'SS', 'SAF', 'S']),
};

/** The upper-case position codes a position group shows (spec §5). */
export function positionsOf(group: PositionGroup): ReadonlySet<string> {
  return GROUP_POSITIONS[group];
}

/** A position as the API sends it, as the app keeps it (done once, at the parse edge): trimmed and upper-case. */
export function normalizePosition(position: string): Position {
  return position.trim().toUpperCase() as Position;
}

/** Whether a row's position (any case, any padding) is one the group shows. */
export function matchesGroup(position: string, group: PositionGroup): boolean {
  return GROUP_POSITIONS[group].has(normalizePosition(position));
}
