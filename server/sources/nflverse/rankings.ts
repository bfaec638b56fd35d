import { TEAMS } from '../../../src/domain/teams';
import { powerNote, ranksOf, unitRankings, type UnitRanks } from '../../data/rankings';
import { formatRecord, records } from '../../data/results';
import { fullNameOf } from '../../data/teamIndex';
import type { PowerRankingEntry, UnitRankingEntry } from '../../data/types';
import type { RealSeason } from './seasons';

/*
 * Rankings from real results (README: "Rankings from real results"): offense by points scored per
 * game, defense by points allowed per game, special teams by field-goal percentage (special-teams
 * touchdowns per game where the stats file has no kicking), power by point differential per game;
 * every one over the final regular-season games, ties in the team table's order.
 */

const WEEK_MS = 7 * 24 * 3_600_000;

interface TeamTotals {
  games: number;
  pointsFor: number;
  pointsAgainst: number;
  fieldGoals: number;
  fieldGoalTries: number;
  specialTouchdowns: number;
}

function totals(season: RealSeason, now: number): Map<string, TeamTotals> {
  const table = new Map(
    TEAMS.map((team) => [
      team.team_alias,
      { games: 0, pointsFor: 0, pointsAgainst: 0, fieldGoals: 0, fieldGoalTries: 0, specialTouchdowns: 0 },
    ]),
  );
  for (const game of season.games) {
    if (game.finalAt > now) continue;
    for (const [alias, own, other] of [
      [game.home, game.score.home, game.score.away],
      [game.away, game.score.away, game.score.home],
    ] as const) {
      const team = table.get(alias);
      if (!team) continue;
      team.games += 1;
      team.pointsFor += own;
      team.pointsAgainst += other;
    }
  }
  for (const { game, row, week } of season.rows) {
    if (game.finalAt > now) continue;
    const team = table.get(row.team_name === game.home_team ? game.home : game.away);
    if (!team) continue;
    team.fieldGoals += week.fg_made ?? 0;
    team.fieldGoalTries += week.fg_att ?? 0;
    team.specialTouchdowns += week.special_teams_tds ?? 0;
  }
  return table;
}

const perGame = (total: number, games: number) => (games > 0 ? total / games : 0);

/**
 * The season whose results rank the teams at `now`: this one once a game is final, else the one before (a new season
 * starts from last season's order).
 */
function rankedSeason(
  season: RealSeason,
  previous: RealSeason | undefined,
  now: number,
): { season: RealSeason; now: number } {
  const anyFinal = season.games.some((game) => game.finalAt <= now);
  return anyFinal || !previous ? { season, now } : { season: previous, now: Infinity };
}

function unitRanksOf(season: RealSeason, now: number): UnitRanks {
  const table = totals(season, now);
  const score = (pick: (team: TeamTotals) => number) => new Map([...table].map(([alias, team]) => [alias, pick(team)]));
  const differential = (team: TeamTotals) => perGame(team.pointsFor - team.pointsAgainst, team.games);
  const kicking = season.layout === 'current';
  // A tie breaks by point differential: a small fraction of it, below any real difference of the unit's own figure.
  const special = kicking
    ? score((team) => (team.fieldGoalTries > 0 ? team.fieldGoals / team.fieldGoalTries : 0) + differential(team) / 1e4)
    : score((team) => perGame(team.specialTouchdowns, team.games) + differential(team) / 1e4);
  const offense = ranksOf(score((team) => perGame(team.pointsFor, team.games)));
  const defense = ranksOf(score((team) => -perGame(team.pointsAgainst, team.games)));
  const specialTeams = ranksOf(special);
  return new Map(
    TEAMS.map((team) => [
      team.team_alias,
      {
        offense: offense.get(team.team_alias) ?? 32,
        defense: defense.get(team.team_alias) ?? 32,
        special_teams: specialTeams.get(team.team_alias) ?? 32,
      },
    ]),
  );
}

/** The current season's unit ranks at `now` (the season before's until a game is final). */
export function realUnitRankings(
  season: RealSeason,
  previous: RealSeason | undefined,
  now: number,
): Record<string, UnitRankingEntry[]> {
  const ranked = rankedSeason(season, previous, now);
  return unitRankings(unitRanksOf(ranked.season, ranked.now));
}

function powerOrder(season: RealSeason, previous: RealSeason | undefined, now: number): Map<string, number> {
  const ranked = rankedSeason(season, previous, now);
  const table = totals(ranked.season, ranked.now);
  return ranksOf(
    new Map([...table].map(([alias, team]) => [alias, perGame(team.pointsFor - team.pointsAgainst, team.games)])),
  );
}

/**
 * Power rankings at `now`: by point differential per game of the final games (last season's until
 * one is final), previous_rank the same a week earlier; the record is the W-L(-T) of the final games.
 */
export function realPowerRankings(
  season: RealSeason,
  previous: RealSeason | undefined,
  now: number,
): PowerRankingEntry[] {
  const current = powerOrder(season, previous, now);
  const lastWeek = powerOrder(season, previous, now - WEEK_MS);
  const results = records(season.games, now);
  const ranked = rankedSeason(season, previous, now);
  const units = unitRanksOf(ranked.season, ranked.now);
  return TEAMS.map((team) => {
    const rank = current.get(team.team_alias) ?? 32;
    const previousRank = lastWeek.get(team.team_alias) ?? rank;
    const record = formatRecord(results.get(team.team_alias) ?? { wins: 0, losses: 0, ties: 0 });
    const unit = units.get(team.team_alias) ?? { offense: 16, defense: 16, special_teams: 16 };
    return {
      rank,
      previous_rank: previousRank,
      team_name: fullNameOf(team.team_alias),
      record,
      note: powerNote(team, record, rank, previousRank, unit),
    };
  }).sort((a, b) => a.rank - b.rank);
}
