import { baseApi } from '../../api/baseApi';
import { resource } from '../../api/resource';
import { parseDefenseHistory, parseDefenseTable } from './parseDefense';
import { parseGameLogs } from './parseGameLogs';
import type { DefenseHistory, DefenseTable, GameLogRow } from './types';

/** The most player ids one /playerGameLogs request names (CONTRACT §8). */
export const GAME_LOG_BATCH = 200;

export interface PlayerLogsArg {
  seasonId: string;
  /** At most GAME_LOG_BATCH ids, in a stable order (the argument is the cache key). */
  playerIds: readonly string[];
}

export interface WeekLogsArg {
  seasonId: string;
  week: number;
}

/** A completed game's row never changes, but a game completed since adds one: asked again within the hour. */
const GROWING_MS = 60 * 60_000;
const KEEP_UNUSED_S = 30 * 60;

const season = (seasonId: string) => `season_id=${encodeURIComponent(seasonId)}`;

export const gameLogsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The named players' completed games, one batched request (see GAME_LOG_BATCH). */
    getPlayerGameLogs: build.query<GameLogRow[], PlayerLogsArg>({
      ...resource({
        url: ({ seasonId, playerIds }: PlayerLogsArg) =>
          `/playerGameLogs?${season(seasonId)}&player_id=${playerIds.map(encodeURIComponent).join(',')}`,
        parse: (raw, { seasonId }) => parseGameLogs(raw, seasonId),
        lifetimeMs: () => GROWING_MS,
        failure: 'Game logs are unavailable',
      }),
      keepUnusedDataFor: KEEP_UNUSED_S,
    }),
    /** Every player's row of one week: the week's box scores. */
    getWeekBoxScores: build.query<GameLogRow[], WeekLogsArg>({
      ...resource({
        url: ({ seasonId, week }: WeekLogsArg) => `/playerGameLogs?${season(seasonId)}&week=${week}`,
        parse: (raw, { seasonId }) => parseGameLogs(raw, seasonId),
        lifetimeMs: () => GROWING_MS,
        failure: 'Box scores are unavailable',
      }),
      keepUnusedDataFor: KEEP_UNUSED_S,
    }),
    /** What each defence allowed to each position in the season's completed games. */
    getDefenseTable: build.query<DefenseTable, string>({
      ...resource({
        url: (seasonId) => `/teamData/defense-vs-position?${season(seasonId)}`,
        parse: parseDefenseTable,
        lifetimeMs: () => GROWING_MS,
        failure: 'Defence figures are unavailable',
      }),
      keepUnusedDataFor: KEEP_UNUSED_S,
    }),
    /** The defence ranks as they stood before each week: a game log reads each game against the defence as it was. */
    getDefenseHistory: build.query<DefenseHistory, string>({
      ...resource({
        url: (seasonId) => `/teamData/defense-vs-position/weekly?${season(seasonId)}`,
        parse: parseDefenseHistory,
        lifetimeMs: () => GROWING_MS,
        failure: 'Defence figures are unavailable',
      }),
      keepUnusedDataFor: KEEP_UNUSED_S,
    }),
  }),
});

export const {
  useGetPlayerGameLogsQuery,
  useGetWeekBoxScoresQuery,
  useGetDefenseTableQuery,
  useGetDefenseHistoryQuery,
} = gameLogsApi;

/** Player ids in batches a request can carry, each sorted so a batch is the same cache entry every time. */
export function playerIdBatches(playerIds: readonly string[]): string[][] {
  const unique = [...new Set(playerIds)].sort();
  const batches: string[][] = [];
  for (let start = 0; start < unique.length; start += GAME_LOG_BATCH)
    batches.push(unique.slice(start, start + GAME_LOG_BATCH));
  return batches;
}
