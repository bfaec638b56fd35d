import { ComparisonBar } from '../../features/comparison/ComparisonBar';
import { ComparisonDialog } from '../../features/comparison/ComparisonDialog';
import PlayerDataScreen from '../../features/playerData/PlayerDataScreen';

/** /player-data: the Player Data table with the comparison of the players chosen from it. */
export default function PlayerDataPage() {
  return (
    <PlayerDataScreen>
      <ComparisonBar />
      <ComparisonDialog />
    </PlayerDataScreen>
  );
}
