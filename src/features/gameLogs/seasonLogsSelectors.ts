import { createSelector, weakMapMemoize } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { selectSeasonId } from '../playerData/playerDataSelectors';
import { gameLogsApi, playerIdBatches, type PlayerLogsArg } from './gameLogsApi';
import type { GameLogRow } from './types';

/**
 * The /playerGameLogs requests for these players in the current season: one per GAME_LOG_BATCH ids
 * (pass a list that keeps its identity, e.g. from a memoized selector); none before /seasons answers.
 */
export const selectPlayerLogArgs = createSelector(
  [(state: RootState) => selectSeasonId(state, null), (_state: RootState, playerIds: readonly string[]) => playerIds],
  (seasonId, playerIds): PlayerLogsArg[] =>
    seasonId === null ? [] : playerIdBatches(playerIds).map((batch) => ({ seasonId, playerIds: batch })),
);

/**
 * idle: nothing asked; loading: a batch still on its way; ready: at least one batch answered; unavailable: every batch
 * failed.
 */
export type SeasonLogsStatus = 'idle' | 'loading' | 'ready' | 'unavailable';

export interface SeasonLogs {
  status: SeasonLogsStatus;
  /**
   * Each player's completed games, in week order: every player of an answered request (an empty list: no games);
   * absent: not answered.
   */
  byPlayer: ReadonlyMap<string, readonly GameLogRow[]>;
}

/**
 * Each batch's ids then its answer, in turn: every player of an answered batch gets his games (none: an empty list).
 */
const groupByPlayer = weakMapMemoize((...batches: (readonly string[] | readonly GameLogRow[] | undefined)[]) => {
  const byPlayer = new Map<string, GameLogRow[]>();
  for (let index = 0; index < batches.length; index += 2) {
    const answer = batches[index + 1] as readonly GameLogRow[] | undefined;
    if (!answer) continue;
    for (const id of batches[index] as readonly string[]) byPlayer.set(id, []);
    for (const row of answer) byPlayer.get(row.player_id)?.push(row);
  }
  return byPlayer as ReadonlyMap<string, readonly GameLogRow[]>;
});
const seasonLogs = weakMapMemoize(
  (status: SeasonLogsStatus, byPlayer: ReadonlyMap<string, readonly GameLogRow[]>): SeasonLogs => ({
    status,
    byPlayer,
  }),
);
const noLogs: SeasonLogs = { status: 'idle', byPlayer: new Map() };

/** These players' games of the current season, from their batched requests (the same object while nothing changes). */
export function selectSeasonLogs(state: RootState, playerIds: readonly string[]): SeasonLogs {
  const args = selectPlayerLogArgs(state, playerIds);
  if (args.length === 0) return noLogs;
  const entries = args.map((arg) => gameLogsApi.endpoints.getPlayerGameLogs.select(arg)(state));
  const answered = entries.filter((entry) => entry.data !== undefined);
  let status: SeasonLogsStatus = 'ready';
  if (entries.some((entry) => entry.data === undefined && !entry.isError)) status = 'loading';
  else if (answered.length === 0) status = 'unavailable';
  return seasonLogs(status, groupByPlayer(...args.flatMap((arg, index) => [arg.playerIds, entries[index]?.data])));
}
