import MatchupsScreen from '../../features/odds/MatchupsScreen';
import { selectOpenGameId } from '../../features/odds/matchupsSlice';
import { useGetUnitRankingsQuery } from '../../features/teams/teamsApi';
import { useAppSelector } from '../hooks';

/** /nfl: the week's matchups, and the unit rankings an open matchup compares (loaded while one is open). */
export default function MatchupsPage() {
  const matchupOpen = useAppSelector(selectOpenGameId) !== null;
  useGetUnitRankingsQuery(undefined, { skip: !matchupOpen });
  return <MatchupsScreen />;
}
