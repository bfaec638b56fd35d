import { useGetOddsQuery } from '../../features/odds/oddsApi';
import PlayerPropsScreen from '../../features/props/PlayerPropsScreen';
import { selectPropPlayerIds } from '../../features/props/propsSelectors';
import { useGetSourcesQuery } from '../../features/sources/sourcesApi';
import { selectSelectedWeek } from '../../features/week/weekSlice';
import { useAppSelector } from '../hooks';
import { GameLogQueries, useCurrentSeason, useDefenseTable } from './researchQueries';

/**
 * /player-props: the props, the selected week's games that name each player's opponent, and for
 * the hit rates and matchups the players' game logs (batched) and the defence table of the current
 * season; those are asked for only when the props carry player ids.
 */
export default function PlayerPropsPage() {
  const week = useAppSelector(selectSelectedWeek);
  useGetOddsQuery(week);
  // Whether a source serves props: without one the screen says so rather than that there are none.
  useGetSourcesQuery();
  const playerIds = useAppSelector(selectPropPlayerIds);
  const seasonId = useCurrentSeason(playerIds.length > 0);
  useDefenseTable(seasonId);
  return (
    <>
      <PlayerPropsScreen />
      {seasonId !== null && <GameLogQueries playerIds={playerIds} />}
    </>
  );
}
