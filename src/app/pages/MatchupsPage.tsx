import MatchupsScreen from '../../features/odds/MatchupsScreen';
import { selectOpenGameId } from '../../features/odds/matchupsSlice';
import { useGetUnitRankingsQuery } from '../../features/teams/teamsApi';
import { useAppSelector } from '../hooks';
import { KickoffForecasts } from './KickoffForecasts';

/**
 * /nfl: the week's matchups, the unit rankings an open matchup compares (loaded while one is open)
 * and the stadium forecasts the cards show at kickoff.
 */
export default function MatchupsPage() {
  const matchupOpen = useAppSelector(selectOpenGameId) !== null;
  useGetUnitRankingsQuery(undefined, { skip: !matchupOpen });
  return (
    <>
      <MatchupsScreen />
      <KickoffForecasts />
    </>
  );
}
