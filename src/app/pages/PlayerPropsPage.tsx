import { useGetOddsQuery } from '../../features/odds/oddsApi';
import PlayerPropsScreen from '../../features/props/PlayerPropsScreen';
import { selectSelectedWeek } from '../../features/week/weekSlice';
import { useAppSelector } from '../hooks';

/** /player-props: the props, and the selected week's games that name each player's opponent. */
export default function PlayerPropsPage() {
  const week = useAppSelector(selectSelectedWeek);
  useGetOddsQuery(week);
  return <PlayerPropsScreen />;
}
