import { startTransition, useDeferredValue, useEffect, useState } from 'react';

/** Each step draws up to this many times as many items as are drawn already. */
const GROWTH = 3;

const nextStep = (count: number, total: number) => Math.min(total, Math.max(1, count) * GROWTH);

/**
 * Where each step of useRenderInSteps ends for a list of `total` items drawn from `first`: 250
 * from 25 is [25, 75, 225, 250]. A list can be drawn in groups that each step fills whole.
 */
export function stepEnds(total: number, first: number): number[] {
  const ends = [Math.min(total, first)];
  for (let end = ends[0] ?? 0; end < total;) ends.push((end = nextStep(end, total)));
  return ends;
}

/**
 * How many of a list's `total` items to render: the first `first` at once (what a screen shows
 * before it is scrolled), then more in steps (three times as many each), each step a transition
 * that React renders in slices, with the browser free to paint and take input between them and no
 * one commit laying out the whole list. It starts from `first` again when `list` changes (another
 * list: a new week, a new order), never when the same list updates, so nothing shown goes away.
 */
export function useRenderInSteps(total: number, first: number, list: unknown): number {
  const [drawn, setDrawn] = useState<{ list: unknown; count: number } | null>(null);
  const count = drawn !== null && Object.is(drawn.list, list) ? Math.max(drawn.count, first) : first;
  useEffect(() => {
    if (count < total) startTransition(() => setDrawn({ list, count: nextStep(count, total) }));
  }, [count, total, list]);
  return Math.min(total, count);
}

/**
 * A list's state rendered in the background: `useDeferredValue` of `latest` (React builds it in
 * slices, the state shown before staying until then), drawn in steps from its `first` items
 * (useRenderInSteps, starting again when `list` of it changes). A change `atOnce` accepts (from the
 * state shown) is drawn in the render that brings it instead, its first items in the same frame: one
 * choice such as a new order, where waiting only adds a frame. `busy` while the list shown is behind
 * `latest` or not all drawn: what the list's aria-busy says.
 */
export function useDeferredSteps<T>(
  latest: T,
  total: (value: T) => number,
  first: number,
  list: (value: T) => unknown,
  atOnce: (latest: T, shown: T) => boolean = () => false,
) {
  const deferred = useDeferredValue(latest);
  const value = deferred !== latest && atOnce(latest, deferred) ? latest : deferred;
  const count = total(value);
  const shown = useRenderInSteps(count, first, list(value));
  return { value, shown, busy: value !== latest || shown < count };
}
