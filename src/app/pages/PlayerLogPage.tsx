import { skipToken } from '@reduxjs/toolkit/query';
import { useParams } from 'react-router-dom';
import { useGetDefenseTableQuery, useGetPlayerGameLogsQuery } from '../../features/gameLogs/gameLogsApi';
import { selectLogSeasonId } from '../../features/gameLogs/gameLogsSelectors';
import gameLogsSlice from '../../features/gameLogs/gameLogsSlice';
import { gameLogUrl } from '../../features/gameLogs/gameLogUrl';
import { PlayerLogView, type PlayerLogContent } from '../../features/gameLogs/PlayerLogView';
import { DEFENSE_POSITIONS } from '../../features/gameLogs/types';
import { useGetPlayerStatsQuery, useGetSeasonsQuery } from '../../features/playerData/playerDataApi';
import { useAppSelector } from '../hooks';
import { UrlState } from '../useUrlState';

/** The state only this screen keeps: it joins the store with the screen's code (app/screens.ts). */
export const slices = [gameLogsSlice];

const hasDefenseFigures = (position: string | undefined) => (DEFENSE_POSITIONS as readonly string[]).includes(position?.trim().toUpperCase() ?? '');

/**
 * /player-data/{player_id}?season=…: a player's games in a season (CONTRACT §8 /playerGameLogs),
 * who he is from his games, or from the season's player rows when he has none (which also tells an
 * unknown id), and the defence figures for the positions that have them.
 */
export default function PlayerLogPage() {
  const { playerId = '' } = useParams();
  const seasons = useGetSeasonsQuery();
  const seasonId = useAppSelector(selectLogSeasonId);
  const logs = useGetPlayerGameLogsQuery(seasonId ? { seasonId, playerIds: [playerId] } : skipToken);
  const games = logs.currentData;
  // Only without games is the season's player list needed (his name, or that the id is unknown).
  const stats = useGetPlayerStatsQuery(seasonId && games?.length === 0 ? seasonId : skipToken);
  const row = stats.currentData?.entities[playerId];
  const position = games?.[0]?.position ?? row?.position;
  const defense = useGetDefenseTableQuery(seasonId && games && games.length > 0 && hasDefenseFigures(position) ? seasonId : skipToken);

  let content: PlayerLogContent;
  if (seasons.error) content = { state: 'failed', failure: seasons.error.message ?? 'Failed to fetch seasons' };
  else if (logs.error && !games) content = { state: 'failed', failure: logs.error.message ?? 'Game logs are unavailable' };
  else if (!games) content = { state: 'loading' };
  else if (games.length === 0 && !row && stats.currentData === undefined && !stats.isError) content = { state: 'loading' };
  else if (games.length === 0 && !row && !stats.isError) content = { state: 'unknown' };
  else {
    const figures = defense.currentData ? { table: defense.currentData } : defense.error ? { failure: defense.error.message ?? 'Defence figures are unavailable' } : undefined;
    content = { state: 'ready', player: row, games, defense: figures };
  }

  return (
    <>
      <UrlState binding={gameLogUrl} />
      <PlayerLogView content={content} />
    </>
  );
}
