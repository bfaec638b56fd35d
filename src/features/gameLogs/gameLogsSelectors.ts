import type { RootState } from '../../app/store';
import { selectSeasonLabels, selectSeasons } from '../playerData/playerDataSelectors';
import { selectChosenLogSeasonId } from './gameLogsSlice';

/**
 * The player view's season: its address's, else the first from /seasons (2025); null before
 * /seasons answers. A season /seasons does not list gives way to the first once it has answered.
 */
export function selectLogSeasonId(state: RootState): string | null {
  const chosen = selectChosenLogSeasonId(state);
  const seasons = selectSeasons(state);
  if (chosen !== null && (seasons.length === 0 || seasons.some((season) => season.id === chosen))) return chosen;
  return seasons[0]?.id ?? null;
}

/** The player view's season label ('2025'); '' before /seasons answers. */
export function selectLogSeasonLabel(state: RootState): string {
  const seasonId = selectLogSeasonId(state);
  return seasonId === null ? '' : selectSeasonLabels(state)(seasonId);
}
