import { buildWeekOdds } from './odds';
import { buildPlayerStats, type SeasonStats } from './players';
import { buildProps } from './props';
import { computeUnitRanks, powerRankings, unitRankings } from './rankings';
import { teamRatings } from './ratings';
import { hexFor } from './random';
import { simulateSeason } from './results';
import { buildRosters, SEASONS } from './roster';
import { buildSchedule, type Schedule } from './schedule';
import { renderStadiumImage } from './stadiumImage';
import { WEEKS } from './time';
import type {
  OddsEvent,
  OwmCurrentWeather,
  PlayerPropRecord,
  PlayerStatRow,
  PowerRankingEntry,
  Season,
  UnitRankingEntry,
} from './types';
import { weatherAt } from './weather';

export interface Dataset {
  /** Newest first: 2025, 2024, 2023. */
  seasons: Season[];
  /** Week 1–18 of the 2025 season, in a scrambled order; [] for any other week. */
  oddsForWeek(week: number): OddsEvent[];
  unitRankings: Record<string, UnitRankingEntry[]>;
  powerRankings: PowerRankingEntry[];
  playerStats(seasonId: string): PlayerStatRow[] | undefined;
  propsForWeek(week: number): PlayerPropRecord[];
  weatherAt(lat: number, lon: number, at: Date): OwmCurrentWeather;
  stadiumImage(stadiumId: string): Buffer | undefined;
  /** The 2025 schedule the odds and props are built from (for tests and the server's week logic). */
  schedule: Schedule;
}

export const DEFAULT_SEED = 20250904;

// Season ids do not depend on the seed, so a client's cached season list stays valid.
const SEASON_LIST: readonly Season[] = [...SEASONS].reverse().map((season) => ({
  id: hexFor(`gridline:season:${season}`, 12),
  label: String(season),
}));

function isWeek(week: number): boolean {
  return Number.isInteger(week) && week >= 1 && week <= WEEKS;
}

/** The demo dataset: a pure function of the seed, built eagerly where cheap and per week on demand. */
export function createDataset(seed: number = DEFAULT_SEED): Dataset {
  const ratings = teamRatings(seed, 2025);
  const schedule = buildSchedule(seed, ratings);
  const ranks = computeUnitRanks(seed, ratings);
  const rosters = buildRosters(seed);
  const stats = new Map<string, SeasonStats>();
  for (const season of SEASON_LIST) {
    const year = Number(season.label);
    stats.set(season.id, buildPlayerStats(seed, year, season.id, rosters.get(year) ?? [], teamRatings(seed, year)));
  }
  const current = stats.get(SEASON_LIST[0]?.id ?? '');
  if (!current) throw new Error('no current season');

  const odds = new Map<number, OddsEvent[]>();
  const props = new Map<number, PlayerPropRecord[]>();
  const images = new Map<string, Buffer>();
  const cached = <K, V>(cache: Map<K, V>, key: K, make: () => V): V => {
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const made = make();
    cache.set(key, made);
    return made;
  };

  return {
    seasons: SEASON_LIST.map((s) => ({ ...s })),
    oddsForWeek: (week) => (isWeek(week) ? cached(odds, week, () => buildWeekOdds(seed, week, schedule, ratings)).slice() : []),
    unitRankings: unitRankings(ranks),
    powerRankings: powerRankings(seed, ratings, simulateSeason(seed, schedule, ratings), ranks),
    playerStats: (seasonId) => stats.get(seasonId)?.rows.slice(),
    propsForWeek: (week) => (isWeek(week) ? cached(props, week, () => buildProps(seed, week, schedule, current)).slice() : []),
    weatherAt: (lat, lon, at) => weatherAt(seed, lat, lon, at),
    stadiumImage: (stadiumId) => {
      // Only real stadiums are cached, so unknown ids cannot grow the cache.
      const image = images.get(stadiumId) ?? renderStadiumImage(seed, stadiumId);
      if (image) images.set(stadiumId, image);
      return image;
    },
    schedule,
  };
}
