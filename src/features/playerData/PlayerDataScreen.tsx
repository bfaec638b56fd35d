import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { UrlState } from '../../lib/useUrlState';
import { PageHeader } from '../../components/PageHeader';
import { PlayerFilters } from './PlayerFilters';
import { hasRows, useGetPlayerStatsQuery, useGetSeasonsQuery } from './playerDataApi';
import { selectSeasonId } from './playerDataSelectors';
import { screenLeft, screenShown, selectChosenSeasonId } from './playerDataSlice';
import { playerDataUrl } from './playerDataUrl';
import { PlayerResults } from './PlayerResults';

/** The Player Data screen; `children` (the comparison, composed in app/pages) follow the table. */
export default function PlayerDataScreen({ children }: { children?: ReactNode }) {
  const dispatch = useAppDispatch();
  const seasons = useGetSeasonsQuery();
  const seasonId = useAppSelector((state) => selectSeasonId(state, selectChosenSeasonId(state)));
  const stats = useGetPlayerStatsQuery(seasonId ?? skipToken);

  // The store knows while the screen is shown: a season's failure is alerted only then (spec §8).
  useEffect(() => {
    dispatch(screenShown());
    return () => void dispatch(screenLeft());
  }, [dispatch]);

  // A failed background refresh keeps the rows of the last answer on screen.
  const failed = seasons.error ?? (hasRows(stats.currentData) ? undefined : stats.error);
  // currentData, not data: after a season switch the previous season's rows must not stand in.
  const loading = seasons.isLoading || (seasonId !== null && stats.currentData === undefined && !stats.isError);

  return (
    <div>
      <UrlState binding={playerDataUrl} />
      <PageHeader title="Player Data" subtitle="Season statistics for every player, with side-by-side comparison." />
      <PlayerFilters />
      <PlayerResults
        loading={loading}
        error={failed ? (failed.message ?? 'Something went wrong.') : undefined}
        onRetry={seasons.error ? seasons.refetch : stats.refetch}
      />
      {children}
    </div>
  );
}
