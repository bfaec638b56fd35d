import { skipToken } from '@reduxjs/toolkit/query';
import {
  useGetDefenseTableQuery,
  useGetPlayerGameLogsQuery,
  type PlayerLogsArg,
} from '../../features/gameLogs/gameLogsApi';
import { selectPlayerLogArgs } from '../../features/gameLogs/seasonLogsSelectors';
import { useGetSeasonsQuery } from '../../features/playerData/playerDataApi';
import { selectSeasonId } from '../../features/playerData/playerDataSelectors';
import { useAppSelector } from '../hooks';

/* The research queries (CONTRACT §8) a page keeps while it shows what they feed; the season is the current one. */

/**
 * The current season's id (the first of /seasons) while `wanted`, asking /seasons for it; null otherwise or before it
 * answers.
 */
export function useCurrentSeason(wanted: boolean): string | null {
  useGetSeasonsQuery(undefined, { skip: !wanted });
  const seasonId = useAppSelector((state) => selectSeasonId(state, null));
  return wanted ? seasonId : null;
}

/** The current season's defence-vs-position table, while a season is given. */
export function useDefenseTable(seasonId: string | null): void {
  useGetDefenseTableQuery(seasonId ?? skipToken);
}

function GameLogBatchQuery({ arg }: { arg: PlayerLogsArg }) {
  useGetPlayerGameLogsQuery(arg);
  return null;
}

/** One /playerGameLogs request per 200 of these players (a list that keeps its identity), for the current season. */
export function GameLogQueries({ playerIds }: { playerIds: readonly string[] }) {
  const batches = useAppSelector((state) => selectPlayerLogArgs(state, playerIds));
  return batches.map((arg) => <GameLogBatchQuery key={arg.playerIds[0]} arg={arg} />);
}
