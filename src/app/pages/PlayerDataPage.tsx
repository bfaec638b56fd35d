import { ComparisonBar } from '../../features/comparison/ComparisonBar';
import { ComparisonDialog } from '../../features/comparison/ComparisonDialog';
import comparisonViewSlice from '../../features/comparison/comparisonViewSlice';
import PlayerDataScreen from '../../features/playerData/PlayerDataScreen';
import { ComparisonByWeekPanel } from './ComparisonByWeekPanel';

/** The state only this screen keeps: it joins the store with the screen's code (app/screens.ts). */
export const slices = [comparisonViewSlice];

/**
 * /player-data: the Player Data table with the comparison of the players chosen from it, season by season or by week.
 */
export default function PlayerDataPage() {
  return (
    <PlayerDataScreen>
      <ComparisonBar />
      <ComparisonDialog byWeek={<ComparisonByWeekPanel />} />
    </PlayerDataScreen>
  );
}
