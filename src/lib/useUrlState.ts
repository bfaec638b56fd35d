import type { UnknownAction } from '@reduxjs/toolkit';
import { useDeferredValue, useEffect, useLayoutEffect, useRef } from 'react';
import { useSelector, useStore } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';

/** How one screen's state (the store's `State`, its RootState) reads from and writes to its address's query string. */
export interface UrlStateBinding<State> {
  /** The screen's state as a query string without '?', defaults left out; memoized. */
  selectSearch: (state: State) => string;
  /** The action that puts the address's state in the store; undefined when there is nothing to change. */
  restore: (params: URLSearchParams, state: State) => UnknownAction | undefined;
  /** True when going from one query to the other replaces the history entry instead of adding one (typing). */
  replaces?: (from: string, to: string) => boolean;
}

/**
 * The key of the browser's current history entry as a browser router reads it: from the entry's history
 * state, where the router numbers every entry it keeps (`idx`) and keys all but the page's first, which
 * it calls 'default'. Null where the router keeps no entries in the browser (a memory router).
 */
function browserEntryKey(): string | null {
  const state = window.history.state as { key?: string; idx?: unknown } | null;
  if (typeof state?.idx !== 'number') return null;
  return state.key ?? 'default';
}

/**
 * Keeps the address in step with the store, which stays the source of truth: when the address
 * moves (a shared link, Back, Forward) its state is restored through one action, and the address
 * is then rewritten to the store's canonical form (a bare address is left bare); when the store
 * moves (a click, a replayed action) the address follows, adding a history entry unless
 * `replaces` says otherwise.
 */
export function useUrlState<State>({ selectSearch, restore, replaces }: UrlStateBinding<State>): void {
  const { search, key } = useLocation();
  const navigate = useNavigate();
  const store = useStore<State>();
  // The address follows the store in a render of its own, after the one the change brought (React's
  // deferred render): writing it — the history entry, the router's render, the store told of the
  // move — never holds back the paint of the screen's new state (a week's cards, sorted rows).
  const followedSearch = useDeferredValue(useSelector(selectSearch));
  /** The query last seen in the address, or last written to it: a different one means the address moved. */
  const seen = useRef<string | null>(null);
  /** The address moved and has not been brought in line with the store yet. */
  const moved = useRef(false);
  /** The store's query as of the last sync. */
  const shown = useRef<string | null>(null);
  /** The history entry (its key) the address was on at the last render. */
  const entry = useRef<string | null>(null);

  // Restoring in a layout effect paints the restored screen once, with no flash of the old one. It
  // runs after every render, not only when `search` changes: when the router commits an entry
  // written here and a Back pressed at once as one update, `search` reads as before, yet differs
  // from the entry written (`seen`), and the address has moved. On the same entry (its key) as at the
  // last render while the browser is already on another, though, it has not: the entry written for the
  // store's change is still on its way (the router commits it in a transition, which a keystroke's
  // render can come before), and restoring the old address would drop the keystroke. Back pressed
  // before that commit takes the browser to the entry rendered, and is a move.
  useLayoutEffect(() => {
    const urlSearch = search.replace(/^\?/, '');
    const writtenAhead = key === entry.current && browserEntryKey() !== key;
    entry.current = key;
    if (urlSearch === seen.current || writtenAhead) return;
    seen.current = urlSearch;
    moved.current = true;
    const action = restore(new URLSearchParams(urlSearch), store.getState());
    if (action) store.dispatch(action);
  });

  // Navigating in a passive effect: the router listens to history from its own layout effect,
  // which runs after this component's on the first render. The store is read fresh, since a
  // restore above may have changed it after this render.
  useEffect(() => {
    const urlSearch = search.replace(/^\?/, '');
    const current = selectSearch(store.getState());
    const settling = moved.current;
    const previous = shown.current;
    moved.current = false;
    shown.current = current;
    if (current === urlSearch) return;
    if (urlSearch === '') {
      // A bare address (the header's link) shows the store as it is, and stays bare until the
      // store moves; then it is first given the state it showed, so that Back returns to it.
      if (settling) return;
      const replace = replaces?.(urlSearch, current) ?? false;
      if (!replace && previous !== null && previous !== '') void navigate({ search: previous }, { replace: true });
      seen.current = current;
      void navigate({ search: current }, { replace });
      return;
    }
    // Seen as written: Back pressed before the router renders this entry is still a move.
    seen.current = current;
    void navigate({ search: current }, { replace: settling || (replaces?.(urlSearch, current) ?? false) });
  }, [search, followedSearch, navigate, store, selectSearch, replaces]);
}

/** useUrlState as an element, for screens that mount it beside their parts. */
export function UrlState<State>({ binding }: { binding: UrlStateBinding<State> }): null {
  useUrlState(binding);
  return null;
}
