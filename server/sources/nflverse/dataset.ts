import { statSync } from 'node:fs';
import { formatOpener } from '../../../src/domain/week';
import { DEFAULT_SEED, type Dataset } from '../../data/dataset';
import { forecastAt } from '../../data/forecast';
import type { ResourceSource, SourcesAnswer } from '../../data/researchTypes';
import { renderStadiumImage } from '../../data/stadiumImage';
import { WEEKS } from '../../data/time';
import { weatherAt } from '../../data/weather';
import { realDefenseHistory, realDefenseTable } from './defense';
import { keyNumbersOf } from './keyNumbers';
import { weekOdds, weekOpenings, weekScoresOf, weekVersion } from './lines';
import type { NflverseFiles } from './load';
import { seasonRowOf } from './playerRows';
import { realPowerRankings, realUnitRankings } from './rankings';
import type { SkipCounts } from './rows';
import { currentSeason, FINAL_AFTER_MS, finalCount, realSeasons, type RealGame, type RealSeason } from './seasons';

const END = Number.POSITIVE_INFINITY;

export const PROPS_NEED_A_SOURCE = 'Props need a live odds source (see README)';
/** What the matchups say of the games to come when no live source serves their lines (CONTRACT §10). */
export const LINES_NEED_A_KEY = 'Lines need an Odds API key — see README';

/** Where the data came from, for /api/sources: the folder's files and what was left out of them. */
export interface NflverseOrigin {
  /** Each stats file's path, for its date. */
  files: readonly string[];
  skipped: Record<string, Record<string, number>>;
}

const nonZero = (counts: SkipCounts | Record<string, number>): Record<string, number> =>
  Object.fromEntries(Object.entries(counts).filter(([, count]) => count > 0));

/** Rows left out as malformed or unmatched, by file and reason (files with none left out are not named). */
export function skippedRows(
  files: NflverseFiles,
  unmatched: ReadonlyArray<{ file: string; rows: number }>,
): Record<string, Record<string, number>> {
  const skipped: Record<string, Record<string, number>> = {};
  const add = (file: string, counts: Record<string, number>) => {
    const kept = nonZero(counts);
    if (Object.keys(kept).length > 0) skipped[file] = { ...skipped[file], ...kept };
  };
  add('games.csv', files.games.skipped);
  for (const { file, weeks } of files.seasons) add(file.split(/[\\/]/).pop() ?? file, weeks.skipped);
  for (const { file, rows } of unmatched) add(file.split(/[\\/]/).pop() ?? file, { no_game: rows });
  return skipped;
}

const lastModified = (file: string): string | null => {
  try {
    return statSync(file).mtime.toISOString();
  } catch {
    return null;
  }
};

/**
 * The played seasons of nflverse's files behind the one Dataset the routes read (CONTRACT §9):
 * seasons with a stats file, newest first; the current season's schedule, closing consensus and
 * scores; player rows, game logs and defence figures per season; rankings from the results.
 * Weather and stadium pictures stay the demo's generators; props need a live source (§10).
 */
export interface NflverseDataset extends Dataset {
  /**
   * The current season at start: its opener (the Eastern date of its first game, YYYY-MM-DD), its id
   * and its games by week (index `week - 1`), which live sources match their events to (CONTRACT §10).
   */
  current?: { season: number; opener: string; id: string; weeks: ReadonlyArray<readonly RealGame[]> };
  /**
   * The rankings of a later season the files do not hold yet (live mode's season in progress, issue #59): its final
   * games counted, the files' current season standing as the season before.
   */
  rankingsOf(later: RealSeason): Pick<Dataset, 'unitRankings' | 'powerRankings'>;
}

const HOUR = 3_600_000;

export function createNflverseDataset(files: NflverseFiles, startedAt: number): NflverseDataset {
  const { seasons: bySeason, unmatched } = realSeasons(files);
  const current = currentSeason(bySeason, startedAt);
  const previous = current && bySeason.get(current.season - 1);
  const withStats = [...bySeason.values()]
    .filter((season) => season.layout !== undefined)
    .sort((a, b) => b.season - a.season);
  const byId = new Map(withStats.map((season) => [season.id, season]));
  const ofSeason = <T>(seasonId: string, answer: (season: RealSeason) => T): T | undefined => {
    const season = byId.get(seasonId);
    return season && answer(season);
  };
  const weekOf = (week: number) =>
    Number.isInteger(week) && week >= 1 && week <= WEEKS ? (current?.weeks[week - 1] ?? []) : [];
  const finalRows = (rows: RealSeason['rows'], now: number) =>
    rows.filter((real) => real.game.finalAt <= now).map((real) => real.row);
  const images = new Map<string, Buffer | undefined>();

  const statsDate = withStats[0]
    ? lastModified(files.seasons.find((entry) => entry.season === withStats[0]?.season)?.file ?? '')
    : null;
  const nflverse = (detail?: string): ResourceSource => ({
    source: 'nflverse',
    as_of: statsDate,
    status: 'ok',
    ...(detail ? { detail } : {}),
  });
  const sources: SourcesAnswer = {
    mode: 'nflverse',
    resources: {
      stats: nflverse(),
      scores: nflverse(),
      odds: nflverse(`Closing consensus of games that have kicked off. ${LINES_NEED_A_KEY}`),
      props: { source: null, as_of: null, status: 'unconfigured', detail: PROPS_NEED_A_SOURCE },
      weather: {
        source: 'demo',
        as_of: null,
        status: 'ok',
        detail: 'Simulated: real weather needs an OpenWeatherMap key (see README)',
      },
    },
    skipped_rows: skippedRows(files, unmatched),
  };

  // The served seasons' games final at start, post-season included: a result past the clock is not counted.
  const served = new Set(withStats.map((season) => season.season));
  const keyNumbers = keyNumbersOf(
    files.games.rows.filter((row) => served.has(row.season) && Date.parse(row.kickoff) + FINAL_AFTER_MS <= startedAt),
  );

  const first = current?.games[0];
  // Every kickoff is between 9:30 and 20:30 Eastern: 12 h earlier in UTC is still its Eastern date.
  const opener = first && formatOpener(first.kickoffMs - 12 * HOUR);
  return {
    ...(current && opener
      ? {
          current: {
            season: current.season,
            opener,
            id: current.id,
            weeks: current.weeks,
          },
        }
      : {}),
    ...(opener ? { opener } : {}),
    seasons: withStats.map((season) => ({ id: season.id, label: season.label })),
    keyNumbers,
    unitRankings: (now = END) => (current ? realUnitRankings(current, previous, now) : {}),
    powerRankings: (now = END) => (current ? realPowerRankings(current, previous, now) : []),
    rankingsOf: (later) => ({
      unitRankings: (now = END) => realUnitRankings(later, current, now),
      powerRankings: (now = END) => realPowerRankings(later, current, now),
    }),
    playerStats: (seasonId, now = END) =>
      ofSeason(seasonId, (season) =>
        [...season.rowsOfPlayer.values()].flatMap((rows) => {
          const row = seasonRowOf(finalRows(rows, now), season.id);
          return row ? [row] : [];
        }),
      ),
    oddsForWeek: (week, now = END) => weekOdds(weekOf(week), now),
    openingOddsForWeek: (week) => weekOpenings(weekOf(week)),
    // Nothing is recorded yet (the live-odds issue records snapshots): no game has a history.
    oddsHistory: () => undefined,
    scoresForWeek: (week, now = END) => weekScoresOf(weekOf(week), now),
    gameLogsOfPlayers: (seasonId, ids, now = END) =>
      ofSeason(seasonId, (season) => {
        const rows = [...new Set(ids)].flatMap((id) => finalRows(season.rowsOfPlayer.get(id) ?? [], now));
        // A stable sort keeps the players' order within a week.
        return rows.sort((a, b) => a.week - b.week);
      }),
    gameLogsOfWeek: (seasonId, week, now = END) =>
      ofSeason(seasonId, (season) => finalRows(season.rowsOfWeek.get(week) ?? [], now)),
    defenseVsPosition: (seasonId, now = END) => ofSeason(seasonId, (season) => realDefenseTable(season, now)),
    defenseHistory: (seasonId, now = END) => ofSeason(seasonId, (season) => realDefenseHistory(season, now, WEEKS)),
    propsForWeek: () => [],
    weatherAt: (lat, lon, at) => weatherAt(DEFAULT_SEED, lat, lon, at),
    forecastAt: (lat, lon, at) => forecastAt(DEFAULT_SEED, lat, lon, at),
    stadiumImage: (stadiumId) => {
      // Only real stadiums are kept, so unknown ids cannot grow the map.
      if (!images.has(stadiumId)) {
        const image = renderStadiumImage(DEFAULT_SEED, stadiumId);
        if (!image) return undefined;
        images.set(stadiumId, image);
      }
      return images.get(stadiumId);
    },
    versions: {
      season: (seasonId, now) => finalCount(byId.get(seasonId), now),
      rankings: (now) => finalCount(current, now),
      week: (seasonId, week, now) =>
        ofSeason(seasonId, (season) => (season.weeks[week - 1] ?? []).filter((game) => game.finalAt <= now).length) ??
        0,
      odds: (week, now) => weekVersion(weekOf(week), now),
      scores: (week, now) => weekVersion(weekOf(week), now),
      history: () => undefined,
    },
    sources: () => sources,
  };
}
