import { useMemo, useRef, type RefObject } from 'react';
import { RESEARCH_WAIT_MS } from '../../config/constants';
import { useLayOutInFrames } from '../../lib/useLayOutInFrames';
import { useDeferredSteps } from '../../lib/useRenderInSteps';
import { useWaited } from '../../lib/useWaited';
import type { Game } from './types';

/** The cards of a first screen: one row on a desktop, a phone's first two screens. */
const FIRST_CARDS = 4;

/**
 * Where the week's answers are: the lines (loading, or fetching), and the notes' (opening lines, scores) first answer.
 */
export interface MatchupsAnswers {
  week: number;
  games: Game[];
  loading: boolean;
  fetching: boolean;
  notesPending: boolean;
}

/** What the screen draws, when. */
export interface MatchupsPacing {
  /** Loading is shown: the answers are not in, or the cards drawn so far are none. */
  loading: boolean;
  /** The week and games drawn: those shown before stay until the new ones are ready. */
  cards: { week: number; games: Game[] };
  /** How many of `cards.games` are drawn yet. */
  shown: number;
  /** More cards are still to be drawn (the grid is aria-busy). */
  busy: boolean;
  /** The grid whose cards are laid out one a frame once all are in. */
  gridRef: RefObject<HTMLUListElement | null>;
}

/**
 * The matchups screen's pacing: it waits for the notes a while (RESEARCH_WAIT_MS), then draws the
 * cards in the background in slices, a week's first cards first (useDeferredSteps), and lays the
 * skipped ones out one a frame once every card is in (useLayOutInFrames).
 */
export function useMatchupsPacing({ week, games, loading, fetching, notesPending }: MatchupsAnswers): MatchupsPacing {
  const waitedForNotes = useWaited(RESEARCH_WAIT_MS, week);
  const waiting = loading || (fetching && games.length === 0) || (notesPending && !waitedForNotes);
  // The cards render in the background (React builds them in slices, the browser painting and taking
  // input between them), the cards shown before staying until then; a week's first cards come first.
  // The wait is part of what is deferred: the last answer arriving (or the wait for the notes running
  // out) is an urgent render, which would otherwise draw the first cards in one long task.
  const latest = useMemo(() => ({ week, games, waiting }), [week, games, waiting]);
  const {
    value: cards,
    shown,
    busy,
  } = useDeferredSteps(
    latest,
    (value) => (value.waiting ? 0 : value.games.length),
    FIRST_CARDS,
    (value) => value.week,
  );
  const gridRef = useRef<HTMLUListElement>(null);
  useLayOutInFrames(gridRef, ':scope > li', !busy && cards.games.length > 0, cards.games);
  return {
    loading: waiting || cards.waiting || (busy && cards.games.length === 0),
    cards,
    shown,
    busy,
    gridRef,
  };
}
