import { useAppSelector } from '../hooks';
import { ComparisonByWeek } from '../../features/comparison/ComparisonByWeek';
import { selectSelectedPlayers } from '../../features/comparison/comparisonSlice';
import { usePlayersGameLogs } from '../../features/gameLogs/usePlayersGameLogs';

/** The comparison's By week view with the compared players' games: one batched request per season. */
export function ComparisonByWeekPanel() {
  const players = useAppSelector(selectSelectedPlayers);
  return <ComparisonByWeek logs={usePlayersGameLogs(players)} />;
}
