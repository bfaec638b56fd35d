import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import { baseApi } from '../../api/baseApi';
import { resource } from '../../api/resource';
import { CACHE_TTL_MS } from '../../config/constants';
import { nextKickoffAfter } from './gameResult';
import { compareKickoff } from './oddsRules';
import { parseOdds } from './parseOdds';
import { parseScores } from './parseScores';
import type { Game, GameScore } from './types';

/** Games by id, sorted by kickoff. */
export const gamesAdapter = createEntityAdapter<Game>({ sortComparer: compareKickoff });
/**
 * A week's games, and when they were asked for (ms): a line asked for before a game's kickoff is not its closing line.
 */
export type GamesState = EntityState<Game, string> & { answeredAt: number };

const weekGames = (games: readonly Game[], answeredAt: number): GamesState =>
  gamesAdapter.setAll(gamesAdapter.getInitialState({ answeredAt }), games);

/** Scores by game id (the /teamOdds ids). */
export const scoresAdapter = createEntityAdapter<GameScore>();
export type ScoresState = EntityState<GameScore, string>;

const hasGames = (games: GamesState) => games.ids.length > 0;

const MINUTE = 60_000;
/** Scores move while games are played; a week whose games are all final never changes. */
const LIVE_SCORES_MS = 5 * MINUTE;
/** Research answers a user comes back to (the dialog reopened, the week switched back) stay this long unused. */
const KEEP_UNUSED_S = 30 * 60;

export const oddsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getOdds: build.query<GamesState, number>(
      resource({
        url: (week) => `/teamOdds?week=${week}`,
        parse: parseOdds,
        normalize: weekGames,
        // A week without games is shown but not kept: a reload asks again.
        session: { key: (week) => `gridline:odds:week:${week}`, ttlMs: CACHE_TTL_MS.odds, keep: hasGames },
        // Current until the next kickoff: from then that game's closing line is asked for (never graded by an older
        // line).
        lifetimeMs: (games, _week, answeredAt) =>
          nextKickoffAfter(Object.values(games.entities), answeredAt) - answeredAt,
        // Not the browser's copy from before a kickoff either (the API's answers may be kept 5 min).
        revalidate: true,
        failure: 'Failed to fetch odds',
      }),
    ),
    /** Each game's opening line (its first snapshot), which never changes once there. */
    getOpeningOdds: build.query<GamesState, number>({
      ...resource({
        url: (week) => `/teamOdds/opening?week=${week}`,
        parse: parseOdds,
        normalize: weekGames,
        failure: 'Opening lines are unavailable',
      }),
      keepUnusedDataFor: KEEP_UNUSED_S,
    }),
    getScores: build.query<ScoresState, number>({
      ...resource({
        url: (week) => `/scores?week=${week}`,
        parse: parseScores,
        normalize: (scores) => scoresAdapter.setAll(scoresAdapter.getInitialState(), scores),
        lifetimeMs: (scores) =>
          Object.values(scores.entities).every((score) => score.completed) ? Infinity : LIVE_SCORES_MS,
        failure: 'Scores are unavailable',
      }),
      keepUnusedDataFor: KEEP_UNUSED_S,
    }),
  }),
});

export const { useGetOddsQuery, useGetOpeningOddsQuery, useGetScoresQuery } = oddsApi;
