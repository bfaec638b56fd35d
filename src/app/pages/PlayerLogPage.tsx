import { useParams } from 'react-router-dom';
import gameLogsSlice from '../../features/gameLogs/gameLogsSlice';
import { gameLogUrl } from '../../features/gameLogs/gameLogUrl';
import { PlayerLogView } from '../../features/gameLogs/PlayerLogView';
import { UrlState } from '../../lib/useUrlState';
import { usePlayerLog } from './usePlayerLog';

/** The state only this screen keeps: it joins the store with the screen's code (app/screens.ts). */
export const slices = [gameLogsSlice];

/** /player-data/{player_id}?season=…: a player's games in a season, with their trends. */
export default function PlayerLogPage() {
  const { playerId = '' } = useParams();
  const content = usePlayerLog(playerId);
  return (
    <>
      <UrlState binding={gameLogUrl} />
      <PlayerLogView content={content} />
    </>
  );
}
