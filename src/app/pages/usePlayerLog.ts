import { skipToken } from '@reduxjs/toolkit/query';
import { useGetDefenseHistoryQuery, useGetPlayerGameLogsQuery } from '../../features/gameLogs/gameLogsApi';
import { selectChosenLogSeasonId } from '../../features/gameLogs/gameLogsSlice';
import type { PlayerLogContent } from '../../features/gameLogs/PlayerLogView';
import { isDefensePosition } from '../../features/gameLogs/types';
import { usePlayersGameLogs } from '../../features/gameLogs/usePlayersGameLogs';
import { useEffect } from 'react';
import { playerDataApi, useGetPlayerStatsQuery, useGetSeasonsQuery } from '../../features/playerData/playerDataApi';
import { selectSeasonId } from '../../features/playerData/playerDataSelectors';
import { useAppSelector } from '../hooks';

const noLookup: { season_id: string; player_id: string }[] = [];

/**
 * What the player view shows for a player id in the view's season (CONTRACT §8 /playerGameLogs):
 * his games, who he is from them; without games, from the season's player rows, else from his games
 * in the other seasons (a player new this season, say); none of these: an unknown id. The defence
 * ranks before each week are asked for only for the positions that have them, and only with games to rank.
 */
export function usePlayerLog(playerId: string): PlayerLogContent {
  const seasons = useGetSeasonsQuery();
  const seasonId = useAppSelector((state) => selectSeasonId(state, selectChosenLogSeasonId(state)));
  const logs = useGetPlayerGameLogsQuery(seasonId ? { seasonId, playerIds: [playerId] } : skipToken);
  const games = logs.currentData;
  const none = games?.length === 0;
  const stats = useGetPlayerStatsQuery(seasonId && none ? seasonId : skipToken);
  const row = stats.currentData?.entities[playerId];
  const statsSettled = stats.currentData !== undefined || stats.isError;
  const lookup =
    none && statsSettled && !row
      ? (seasons.data ?? [])
          .filter((season) => season.id !== seasonId)
          .map((season) => ({ season_id: season.id, player_id: playerId }))
      : noLookup;
  const elsewhere = usePlayersGameLogs(lookup);
  const position = games?.[0]?.position ?? row?.position;
  // His Player Data row, when the page holds the season's rows (he came from the table): the log agrees with it.
  const seasonRow = useAppSelector((state) =>
    seasonId ? playerDataApi.endpoints.getPlayerStats.select(seasonId)(state).data?.entities[playerId] : undefined,
  );
  const refetchLogs = logs.refetch;
  const behind = games !== undefined && seasonRow !== undefined && (seasonRow.games_played ?? 0) > games.length;
  // The row knows a game the log does not yet: the log is older, so it is asked for again (once per answer).
  useEffect(() => {
    if (behind) refetchLogs();
  }, [behind, games, refetchLogs]);
  const defense = useGetDefenseHistoryQuery(
    seasonId && games && games.length > 0 && isDefensePosition(position) ? seasonId : skipToken,
  );

  if (seasons.error) return { state: 'failed', failure: seasons.error.message ?? 'Failed to fetch seasons' };
  if (logs.error && !games) return { state: 'failed', failure: logs.error.message ?? 'Game logs are unavailable' };
  if (!games || (none && !row && (!statsSettled || elsewhere.state === 'loading'))) return { state: 'loading' };
  if (none && !row) {
    const found = elsewhere.state === 'ready' ? elsewhere.games[0] : undefined;
    if (found)
      return {
        state: 'ready',
        player: { ...found, season_id: seasonId ?? found.season_id },
        games,
        defense: undefined,
      };
    // Known to be unknown only when every place he could be has answered.
    if (!stats.isError && elsewhere.state === 'ready') return { state: 'unknown' };
  }
  const figures = defense.currentData
    ? { history: defense.currentData }
    : defense.error
      ? { failure: defense.error.message ?? 'Defence figures are unavailable' }
      : undefined;
  return { state: 'ready', player: row, games, defense: figures, ...(seasonRow ? { seasonRow } : {}) };
}
