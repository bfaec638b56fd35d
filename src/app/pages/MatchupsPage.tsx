import { BetSlipDock } from '../../features/betSlip/BetSlipDock';
import { selectSlipLegs } from '../../features/betSlip/betSlipSlice';
import { LineHistoryDialog } from '../../features/lineHistory/LineHistoryDialog';
import { useGetOddsQuery } from '../../features/odds/oddsApi';
import MatchupsScreen from '../../features/odds/MatchupsScreen';
import { selectLineHistoryGameId, selectOpenGameId } from '../../features/odds/matchupsSlice';
import { useGetSourcesQuery } from '../../features/sources/sourcesApi';
import { useGetUnitRankingsQuery } from '../../features/teams/teamsApi';
import { useAppSelector } from '../hooks';
import { useBetsForMarks } from '../useBetsForMarks';
import { KickoffForecasts } from './KickoffForecasts';

/** Keeps a week's odds loaded while a bet slip leg is of that week (the slip prices its legs from them). */
function WeekOdds({ week }: { week: number }) {
  useGetOddsQuery(week);
  return null;
}

/** The signed-in user's bets, for the open line history's marks. */
function BetsForMarks() {
  useBetsForMarks();
  return null;
}

/**
 * /nfl: the week's matchups, the bet slip (docked, always in reach), the unit rankings an open matchup compares
 * (loaded while one is open) and the stadium forecasts the cards show at kickoff.
 */
export default function MatchupsPage() {
  const matchupOpen = useAppSelector(selectOpenGameId) !== null;
  useGetUnitRankingsQuery(undefined, { skip: !matchupOpen });
  // Where the lines come from: without a live source the screen says which lines it cannot show.
  useGetSourcesQuery();
  const historyOpen = useAppSelector(selectLineHistoryGameId) !== null;
  const slipWeeks = [...new Set(useAppSelector(selectSlipLegs).map((leg) => leg.week))];
  return (
    <>
      <MatchupsScreen />
      {slipWeeks.map((week) => (
        <WeekOdds key={week} week={week} />
      ))}
      <LineHistoryDialog />
      {historyOpen && <BetsForMarks />}
      <KickoffForecasts />
      <BetSlipDock />
    </>
  );
}
