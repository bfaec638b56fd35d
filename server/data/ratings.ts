import { TEAMS } from '../../src/domain/teams';
import { rngFor } from './random';

/** Team strength in points per game against an average team; overall = offense + defense. */
export interface TeamRating {
  alias: string;
  offense: number;
  defense: number;
  special: number;
  overall: number;
}

// Real 2024 regular-season wins anchor the demo so familiar contenders look like contenders.
const WINS_2024: Readonly<Record<string, number>> = {
  KC: 15,
  DET: 15,
  PHI: 14,
  MIN: 14,
  BUF: 13,
  BAL: 12,
  WAS: 12,
  GB: 11,
  LAC: 11,
  PIT: 10,
  HOU: 10,
  LAR: 10,
  SEA: 10,
  TB: 10,
  DEN: 10,
  CIN: 9,
  ARI: 8,
  ATL: 8,
  IND: 8,
  MIA: 8,
  DAL: 7,
  SF: 6,
  CHI: 5,
  NO: 5,
  CAR: 5,
  NYJ: 5,
  LV: 4,
  JAX: 4,
  NE: 4,
  CLE: 3,
  TEN: 3,
  NYG: 3,
};

// 2024 follows its real results most closely; other seasons regress towards the mean.
const ANCHOR_WEIGHT: Readonly<Record<number, number>> = { 2023: 0.45, 2024: 0.9, 2025: 0.65 };

export function teamRatings(seed: number, season: number): Map<string, TeamRating> {
  const rng = rngFor(seed, 'ratings', season);
  const weight = ANCHOR_WEIGHT[season] ?? 0.5;
  const out = new Map<string, TeamRating>();
  for (const team of TEAMS) {
    const anchor = ((WINS_2024[team.team_alias] ?? 8.5) - 8.5) * weight;
    const overall = anchor + rng.normal(0, 2.2);
    const offenseShare = rng.float(0.3, 0.7);
    const offense = overall * offenseShare + rng.normal(0, 1.5);
    out.set(team.team_alias, {
      alias: team.team_alias,
      offense,
      defense: overall - offense,
      special: rng.normal(0, 1) + overall * 0.15,
      overall,
    });
  }
  return out;
}

export function ratingOf(ratings: ReadonlyMap<string, TeamRating>, alias: string): TeamRating {
  const r = ratings.get(alias);
  if (!r) throw new Error(`no rating for ${alias}`);
  return r;
}
