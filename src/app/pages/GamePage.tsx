import { useParams } from 'react-router-dom';
import { gamePageUrl } from '../../features/odds/gamePage';
import { LineHistoryBody } from '../../features/lineHistory/LineHistoryDialog';
import { GameView } from '../../features/odds/GameView';
import { UrlState } from '../../lib/useUrlState';
import { useBetsForMarks } from '../useBetsForMarks';
import { KickoffForecasts } from './KickoffForecasts';

/** /nfl/games/{id}?week=N: one game, with everything its detailed card and its line history show. */
export default function GamePage() {
  const { gameId = '' } = useParams();
  useBetsForMarks();
  return (
    <>
      <UrlState binding={gamePageUrl} />
      <GameView gameId={gameId} history={<LineHistoryBody gameId={gameId} />} />
      <KickoffForecasts />
    </>
  );
}
