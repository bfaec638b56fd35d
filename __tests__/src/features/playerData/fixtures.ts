import fc from 'fast-check';
import { STAT_FIELDS, type PlayerStat, type Position, type PositionGroup } from '../../../../src/domain/playerStats';
import { normalizePosition } from '../../../../src/domain/positions';

let nextId = 0;

/** A 2025 QB row with every field a test does not care about filled in. */
export function player(overrides: Partial<PlayerStat> = {}): PlayerStat {
  nextId += 1;
  return {
    player_id: `p${nextId}`,
    name: 'Test Player',
    team_name: 'Kansas City Chiefs',
    position: 'QB',
    season_id: 's2025',
    games_played: 17,
    ...overrides,
  };
}

export const GROUPS: readonly PositionGroup[] = ['Offense', 'Defense', 'QB', 'RB', 'WR', 'TE', 'DL', 'LB', 'CB', 'S'];

const POSITIONS: readonly Position[] = [
  'QB',
  'RB',
  'WR',
  'TE',
  'FB',
  'K',
  'DE',
  'DT',
  'DL',
  'LB',
  'OLB',
  'MLB',
  'CB',
  'S',
  'FS',
  'SS',
  'SAF',
];

// Small alphabets so that searches hit, ties happen and case differs.
const arbPosition = fc.oneof(
  fc.constantFrom(...POSITIONS),
  // What the API may send, as the parse edge keeps it.
  fc.constantFrom(...POSITIONS).map((p) => normalizePosition(` ${p.toLowerCase()} `)),
);
const arbNumber = fc.oneof(
  fc.constantFrom(undefined, null, Number.NaN),
  fc.integer({ min: -5, max: 12 }),
  fc.double({ min: -100, max: 5000, noNaN: true }),
);

export const arbPlayer: fc.Arbitrary<PlayerStat> = fc
  .record({
    player_id: fc.uuid(),
    name: fc.oneof(
      fc.constantFrom('', ' ', 'Ann Lee', 'ann lee', 'Bo', 'Érin', 'erin'),
      fc.string({ unit: fc.constantFrom('a', 'B', 'n', ' ', 'é'), maxLength: 6 }),
    ),
    team_name: fc.constantFrom('', 'Kansas City Chiefs', 'buffalo bills', 'Buffalo Bills'),
    position: arbPosition,
    season_id: fc.constantFrom('s2025', 's2024'),
    games_played: fc.constantFrom(null, 0, -1, 1, 9, 10, 17, Number.NaN),
    stats: fc.array(fc.tuple(fc.constantFrom(...STAT_FIELDS), arbNumber), { maxLength: 8 }),
  })
  .map(({ stats, ...row }) => {
    const out: PlayerStat = { ...row };
    for (const [field, value] of stats) out[field] = value;
    return out;
  });

export const arbGroup = fc.constantFrom(...GROUPS);
