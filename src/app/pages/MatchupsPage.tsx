import { LineHistoryDialog } from '../../features/lineHistory/LineHistoryDialog';
import MatchupsScreen from '../../features/odds/MatchupsScreen';
import { selectOpenGameId } from '../../features/odds/matchupsSlice';
import { useGetSourcesQuery } from '../../features/sources/sourcesApi';
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
  // Where the lines come from: without a live source the screen says which lines it cannot show.
  useGetSourcesQuery();
  return (
    <>
      <MatchupsScreen />
      <LineHistoryDialog />
      <KickoffForecasts />
    </>
  );
}
