import { createSelector } from '@reduxjs/toolkit';
import { useEffect, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { PlayerStat } from '../../domain/playerStats';
import { gameLogsApi, playerIdBatches, type PlayerLogsArg } from './gameLogsApi';
import type { GameLogRow } from './types';

/** Several players' games, however many seasons they come from. */
export type PlayersGameLogs =
  { state: 'loading' } | { state: 'failed'; failure: string } | { state: 'ready'; games: readonly GameLogRow[] };

const endpoint = gameLogsApi.endpoints.getPlayerGameLogs;

/** The requests for these players: one batched /playerGameLogs request per season (and per 200 ids). */
export function gameLogRequests(players: readonly Pick<PlayerStat, 'season_id' | 'player_id'>[]): PlayerLogsArg[] {
  const bySeason = new Map<string, string[]>();
  for (const player of players)
    bySeason.set(player.season_id, [...(bySeason.get(player.season_id) ?? []), player.player_id]);
  return [...bySeason].flatMap(([seasonId, ids]) => playerIdBatches(ids).map((playerIds) => ({ seasonId, playerIds })));
}

/**
 * The games of these players (the comparison's), asked for while the caller is shown: the
 * requests of gameLogRequests, subscribed to for as long as the players stay the same.
 */
export function usePlayersGameLogs(players: readonly Pick<PlayerStat, 'season_id' | 'player_id'>[]): PlayersGameLogs {
  const dispatch = useAppDispatch();
  const key = JSON.stringify(gameLogRequests(players));
  const requests = useMemo(() => JSON.parse(key) as PlayerLogsArg[], [key]);

  useEffect(() => {
    const subscriptions = requests.map((request) => dispatch(endpoint.initiate(request)));
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [dispatch, requests]);

  const selectLogs = useMemo(
    () =>
      createSelector(
        requests.map((request) => endpoint.select(request)),
        (...results): PlayersGameLogs => {
          const failed = results.find((result) => result.isError);
          if (failed)
            return {
              state: 'failed',
              failure:
                failed.error && 'message' in failed.error ? String(failed.error.message) : 'Game logs are unavailable',
            };
          if (results.some((result) => result.data === undefined)) return { state: 'loading' };
          return { state: 'ready', games: results.flatMap((result) => result.data ?? []) };
        },
      ),
    [requests],
  );
  return useAppSelector(selectLogs);
}
