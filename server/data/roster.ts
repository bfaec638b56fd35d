import { TEAMS } from '../../src/domain/teams';
import { fictionalName } from './names';
import { clamp, rngFor, type Rng } from './random';

export const POSITIONS = [
  'QB',
  'RB',
  'FB',
  'WR',
  'TE',
  'OT',
  'G',
  'C',
  'K',
  'P',
  'LS',
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
] as const;
export type Position = (typeof POSITIONS)[number];

export const SEASONS = [2023, 2024, 2025] as const;

/** Players per team and position: [minimum, maximum] (fixed per team for all seasons). */
const ROSTER_SIZE: Readonly<Record<Position, readonly [number, number]>> = {
  QB: [3, 3],
  RB: [4, 5],
  FB: [0, 1],
  WR: [6, 9],
  TE: [3, 5],
  OT: [4, 6],
  G: [4, 6],
  C: [2, 2],
  K: [1, 1],
  P: [1, 1],
  LS: [1, 1],
  DE: [4, 5],
  DT: [3, 4],
  DL: [1, 1],
  LB: [2, 3],
  OLB: [3, 3],
  MLB: [2, 2],
  CB: [6, 8],
  S: [2, 3],
  FS: [2, 2],
  SS: [2, 2],
  SAF: [1, 1],
};

export interface Player {
  id: string;
  name: string;
  position: Position;
  born: number;
  /** Running ability, used for quarterbacks and the odd receiver. */
  mobility: number;
}

/** A player's place on a team in one season; depth 0 is the starter. */
export interface RosterSpot {
  player: Player;
  team: string;
  depth: number;
  /** 0–1, this season's ability. */
  talent: number;
}

type Depth = Map<string, Map<Position, Array<{ player: Player; talent: number }>>>;

function newPlayer(rng: Rng, position: Position, born: number, ids: Set<string>, names: Set<string>): Player {
  let id = '';
  // One draw carries only 32 bits, so a 12-hex id takes two.
  const hex = (digits: number): string =>
    Math.floor(rng.next() * 16 ** digits)
      .toString(16)
      .padStart(digits, '0');
  while (id === '' || ids.has(id)) id = hex(8) + hex(4);
  ids.add(id);
  return { id, name: fictionalName(rng, names), position, born, mobility: rng.next() };
}

function firstSeason(rng: Rng, ids: Set<string>, names: Set<string>): Depth {
  const depth: Depth = new Map();
  TEAMS.forEach((team, teamIndex) => {
    const byPosition = new Map<Position, Array<{ player: Player; talent: number }>>();
    for (const position of POSITIONS) {
      const [min, max] = ROSTER_SIZE[position];
      // At least every third team carries a fullback, so the position exists every season.
      const count = position === 'FB' && teamIndex % 3 === 0 ? 1 : rng.int(min, max);
      const group = Array.from({ length: count }, () => ({
        player: newPlayer(rng, position, 2023 - rng.int(21, 33), ids, names),
        talent: clamp(rng.next() ** 0.9, 0.02, 1),
      }));
      byPosition.set(position, group);
    }
    depth.set(team.team_alias, byPosition);
  });
  return depth;
}

function retireProbability(age: number): number {
  if (age >= 34) return 0.5;
  if (age >= 31) return 0.2;
  return 0.07;
}

function talentDrift(age: number, rng: Rng): number {
  if (age < 26) return rng.normal(0.05, 0.07);
  if (age < 30) return rng.normal(0, 0.06);
  return rng.normal(-0.06, 0.06);
}

/** One offseason: retirements replaced by rookies, some players traded, abilities drift. */
function nextSeason(prev: Depth, season: number, rng: Rng, ids: Set<string>, names: Set<string>): Depth {
  const next: Depth = new Map();
  for (const [team, byPosition] of prev) {
    const copy = new Map<Position, Array<{ player: Player; talent: number }>>();
    for (const [position, group] of byPosition) {
      copy.set(
        position,
        group.map(({ player, talent }) => {
          const age = season - player.born;
          if (rng.chance(retireProbability(age))) {
            return {
              player: newPlayer(rng, position, season - rng.int(21, 23), ids, names),
              talent: rng.next() ** 1.2,
            };
          }
          return { player, talent: clamp(talent + talentDrift(age, rng), 0.02, 1) };
        }),
      );
    }
    next.set(team, copy);
  }
  const teams = [...next.keys()];
  for (const team of teams) {
    for (const [position, group] of next.get(team) ?? []) {
      group.forEach((spot, i) => {
        if (!rng.chance(0.07)) return;
        const other = next.get(rng.pick(teams))?.get(position);
        if (!other || other === group || other.length === 0) return;
        const j = rng.int(0, other.length - 1);
        group[i] = other[j] as typeof spot;
        other[j] = spot;
      });
    }
  }
  return next;
}

function toSpots(depth: Depth, rng: Rng): RosterSpot[] {
  const spots: RosterSpot[] = [];
  for (const [team, byPosition] of depth) {
    for (const group of byPosition.values()) {
      const ordered = group.map((g) => ({ ...g, key: g.talent + rng.normal(0, 0.06) })).sort((a, b) => b.key - a.key);
      ordered.forEach(({ player, talent }, depthIndex) => spots.push({ player, team, depth: depthIndex, talent }));
    }
  }
  return spots;
}

/**
 * Rosters of each season from 2023 through `lastSeason`; the same Player object (and id) carries over between seasons.
 * One stream, season after season: a later last season adds seasons and changes none before it.
 */
export function buildRosters(seed: number, lastSeason: number = SEASONS[2]): Map<number, RosterSpot[]> {
  const rng = rngFor(seed, 'rosters');
  const ids = new Set<string>();
  const names = new Set<string>();
  const out = new Map<number, RosterSpot[]>();
  let depth = firstSeason(rng, ids, names);
  for (let season: number = SEASONS[0]; season <= lastSeason; season += 1) {
    if (season !== SEASONS[0]) depth = nextSeason(depth, season, rng, ids, names);
    out.set(season, toSpots(depth, rng));
  }
  return out;
}
