import { TEAMS, type TeamRecord } from '../../src/domain/teams';
import { seasonRng } from './random';
import { ratingOf, type TeamRating } from './ratings';
import { formatRecord, type WinLoss } from './results';
import { fullNameOf } from './teamIndex';
import { FIRST_DEMO_SEASON } from './time';
import type { PowerRankingEntry, RankUnit, UnitRankingEntry } from './types';

const UNITS: readonly RankUnit[] = ['offense', 'defense', 'special_teams'];
const UNIT_LABEL: Readonly<Record<RankUnit, string>> = {
  offense: 'offense',
  defense: 'defense',
  special_teams: 'special teams',
};

/** Ranks 1..n by descending score (ties broken by the teams' listing order). */
export function ranksOf(scores: ReadonlyMap<string, number>): Map<string, number> {
  const order = [...scores.entries()].sort((a, b) => b[1] - a[1]);
  return new Map(order.map(([alias], i) => [alias, i + 1]));
}

export function ordinal(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  return `${n}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'}`;
}

function tier(rank: number): string {
  if (rank <= 5) return 'elite';
  if (rank <= 12) return 'strong';
  if (rank <= 20) return 'average';
  if (rank <= 27) return 'weak';
  return 'poor';
}

/** 'Elite offense, average defense, strong special teams'. */
export function comboDescription(ranks: Readonly<Record<RankUnit, number>>): string {
  const text = UNITS.map((u) => `${tier(ranks[u])} ${UNIT_LABEL[u]}`).join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export type UnitRanks = Map<string, Record<RankUnit, number>>;

export function computeUnitRanks(
  seed: number,
  ratings: ReadonlyMap<string, TeamRating>,
  season = FIRST_DEMO_SEASON,
): UnitRanks {
  const rng = seasonRng(seed, season, 'unit-ranks');
  const scores = (pick: (r: TeamRating) => number): Map<string, number> =>
    new Map(TEAMS.map((t) => [t.team_alias, pick(ratingOf(ratings, t.team_alias)) + rng.normal(0, 0.8)]));
  const offense = ranksOf(scores((r) => r.offense));
  const defense = ranksOf(scores((r) => r.defense));
  const special = ranksOf(scores((r) => r.special));
  return new Map(
    TEAMS.map((t) => [
      t.team_alias,
      {
        offense: offense.get(t.team_alias) ?? 32,
        defense: defense.get(t.team_alias) ?? 32,
        special_teams: special.get(t.team_alias) ?? 32,
      },
    ]),
  );
}

export function unitRankings(ranks: UnitRanks): Record<string, UnitRankingEntry[]> {
  const out: Record<string, UnitRankingEntry[]> = {};
  for (const team of TEAMS) {
    const r = ranks.get(team.team_alias);
    if (!r) continue;
    (out[team.division] ??= []).push({
      team_name: fullNameOf(team.team_alias),
      combo: comboDescription(r),
      units: UNITS.map((unit) => ({ unit, ranking: r[unit] })),
    });
  }
  return out;
}

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

function spots(n: number): string {
  return `${NUMBER_WORDS[n] ?? n} ${n === 1 ? 'spot' : 'spots'}`;
}

/** The power ranking's note: the move and the unit that explains it. */
export function powerNote(
  team: TeamRecord,
  record: string,
  rank: number,
  previous: number,
  r: Record<RankUnit, number>,
): string {
  const best = UNITS.reduce((a, b) => (r[b] < r[a] ? b : a));
  const worst = UNITS.reduce((a, b) => (r[b] > r[a] ? b : a));
  const strength = `the league's ${ordinal(r[best])}-ranked ${UNIT_LABEL[best]}`;
  const who = `The ${team.team_name}`;
  if (previous > rank) return `${who} climb ${spots(previous - rank)} at ${record}, powered by ${strength}.`;
  if (previous < rank && r[worst] > 16) {
    return `${who} slip ${spots(rank - previous)} at ${record}, with a ${ordinal(r[worst])}-ranked ${UNIT_LABEL[worst]} holding them back.`;
  }
  if (previous < rank) return `${who} slip ${spots(rank - previous)} at ${record} despite ${strength}.`;
  return `${who} hold steady in ${ordinal(rank)} at ${record}, leaning on ${strength}.`;
}

export function powerRankings(
  seed: number,
  ratings: ReadonlyMap<string, TeamRating>,
  records: ReadonlyMap<string, WinLoss>,
  ranks: UnitRanks,
  season = FIRST_DEMO_SEASON,
): PowerRankingEntry[] {
  const rng = seasonRng(seed, season, 'power-rankings');
  const score = new Map<string, number>();
  for (const t of TEAMS) {
    const wl = records.get(t.team_alias) ?? { wins: 0, losses: 0, ties: 0 };
    score.set(
      t.team_alias,
      wl.wins + wl.ties / 2 + 0.35 * (ratings.get(t.team_alias)?.overall ?? 0) + rng.normal(0, 0.5),
    );
  }
  const current = ranksOf(score);
  // Last week's order: the same scores jittered, so most teams move no more than a few places.
  const previous = ranksOf(new Map([...score].map(([alias, s]) => [alias, s + rng.normal(0, 0.9)])));
  return TEAMS.map((t) => {
    const rank = current.get(t.team_alias) ?? 32;
    const previousRank = previous.get(t.team_alias) ?? 32;
    const record = formatRecord(records.get(t.team_alias) ?? { wins: 0, losses: 0, ties: 0 });
    const unit = ranks.get(t.team_alias) ?? { offense: 16, defense: 16, special_teams: 16 };
    return {
      rank,
      previous_rank: previousRank,
      team_name: fullNameOf(t.team_alias),
      record,
      note: powerNote(t, record, rank, previousRank, unit),
    };
  }).sort((a, b) => a.rank - b.rank);
}
