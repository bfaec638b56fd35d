import { baseApi } from '../../api/baseApi';
import { resource } from '../../api/resource';
import type { OddsHistory } from '../odds/types';
import { parseOddsHistory } from './parseOddsHistory';

const MINUTE = 60_000;
/** Lines move until kickoff (the embedded API at least every 6 h); after kickoff the history is closed. */
const OPEN_MARKET_MS = 10 * MINUTE;
/** A history a user comes back to (the dialog reopened) stays this long unused, as the cards' research answers do. */
const KEEP_UNUSED_S = 30 * 60;

export const LINE_HISTORY_UNAVAILABLE = 'Line history is unavailable';

export const lineHistoryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** A game's line movement: closed (never changes) once the game has kicked off. */
    getOddsHistory: build.query<OddsHistory, string>({
      ...resource({
        url: (eventId) => `/teamOdds/history?event_id=${encodeURIComponent(eventId)}`,
        parse: parseOddsHistory,
        lifetimeMs: (history) => {
          const untilKickoff = Date.parse(history.commence_time) - Date.now();
          return untilKickoff <= 0 ? Infinity : Math.min(OPEN_MARKET_MS, untilKickoff);
        },
        failure: LINE_HISTORY_UNAVAILABLE,
      }),
      keepUnusedDataFor: KEEP_UNUSED_S,
    }),
  }),
});

export const { useGetOddsHistoryQuery } = lineHistoryApi;
