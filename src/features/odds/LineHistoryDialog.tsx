import { lazy, Suspense } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { EmptyText } from '../../components/EmptyText';
import { Loading } from '../../components/Loading';
import { Modal } from '../../components/Modal';
import { selectLineHistoryGame } from './lineHistorySelectors';
import { lineHistoryClosed } from './matchupsSlice';
import { LINE_HISTORY_UNAVAILABLE, useGetOddsHistoryQuery } from './oddsApi';
import { matchupTitle } from './oddsRules';
import type { Game } from './types';

const Unavailable = () => <EmptyText>{LINE_HISTORY_UNAVAILABLE}</EmptyText>;

// The charts and tables come with their own chunk when a dialog first opens; if it cannot load, the dialog says so.
const LineHistoryContent = lazy(() =>
  import(/* webpackChunkName: "line-history" */ './LineHistoryContent').catch(() => ({ default: Unavailable })),
);

function LineHistoryModal({ game }: { game: Game }) {
  const dispatch = useAppDispatch();
  const { data, isError } = useGetOddsHistoryQuery(game.id);
  let body;
  if (data && data.snapshots.length === 0) body = <EmptyText>No line history for this game yet.</EmptyText>;
  else if (data) {
    body = (
      <Suspense fallback={<Loading label="Loading line history..." />}>
        <LineHistoryContent history={data} />
      </Suspense>
    );
  } else if (isError) body = <Unavailable />;
  else body = <Loading label="Loading line history..." />;
  return (
    <Modal title={`Line history: ${matchupTitle(game)}`} onClose={() => dispatch(lineHistoryClosed())} wide>
      {body}
    </Modal>
  );
}

/** The open line history: the game's lines from the opening to now or kickoff, asked for only when opened. */
export function LineHistoryDialog() {
  const game = useAppSelector(selectLineHistoryGame);
  return game ? <LineHistoryModal game={game} /> : null;
}
