import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { EmptyText } from '../../components/EmptyText';
import { Loading } from '../../components/Loading';
import { Modal } from '../../components/Modal';
import { selectLineHistoryGame } from './lineHistorySelectors';
import { lineHistoryClosed } from '../odds/matchupsSlice';
import { LINE_HISTORY_UNAVAILABLE, useGetOddsHistoryQuery } from './lineHistoryApi';
import { matchupTitle } from '../odds/oddsRules';
import type { Game, OddsHistory } from '../odds/types';

const Unavailable = () => <EmptyText>{LINE_HISTORY_UNAVAILABLE}</EmptyText>;

type ContentModule = { default: ComponentType<{ history: OddsHistory }> };
let loaded: ContentModule | undefined;
let loading: Promise<ContentModule> | undefined;

/**
 * The charts and tables come with their own chunk, asked for once, when a dialog first opens: it
 * loads while the history is asked for, not after it has arrived. If it cannot load, the dialog says so.
 */
function loadContent(): Promise<ContentModule> {
  loading ??= import(/* webpackChunkName: "line-history" */ './LineHistoryContent')
    .catch((): ContentModule => ({ default: Unavailable }))
    .then((module) => (loaded = module));
  return loading;
}

const LazyContent = lazy(loadContent);

/** The history's charts or tables: once the chunk is in, its component drawn at once, with no fallback first. */
function HistoryContent({ history }: { history: OddsHistory }) {
  const [Content] = useState(() => loaded?.default ?? LazyContent);
  return (
    <Suspense fallback={<Loading label="Loading line history..." />}>
      <Content history={history} />
    </Suspense>
  );
}

/** A game's line history, asked for when shown: its charts or tables, or why there are none. */
export function LineHistoryBody({ gameId }: { gameId: string }) {
  const { data, isError } = useGetOddsHistoryQuery(gameId);
  useEffect(() => void loadContent(), []);
  if (data && data.snapshots.length === 0) return <EmptyText>No line history for this game yet.</EmptyText>;
  if (data) return <HistoryContent history={data} />;
  if (isError) return <Unavailable />;
  return <Loading label="Loading line history..." />;
}

function LineHistoryModal({ game }: { game: Game }) {
  const dispatch = useAppDispatch();
  return (
    <Modal title={`Line history: ${matchupTitle(game)}`} onClose={() => dispatch(lineHistoryClosed())} wide>
      <LineHistoryBody gameId={game.id} />
    </Modal>
  );
}

/** The open line history: the game's lines from the opening to now or kickoff, asked for only when opened. */
export function LineHistoryDialog() {
  const game = useAppSelector(selectLineHistoryGame);
  return game ? <LineHistoryModal game={game} /> : null;
}
