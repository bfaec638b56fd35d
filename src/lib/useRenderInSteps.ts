import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a list's `total` items to render: the first `first` at once (what a screen shows
 * before it is scrolled), then all of them in a transition, which React renders in slices with the
 * browser free to paint and take input between them. It starts from `first` again when `list`
 * changes (another list: a new week), never when the same list updates, so nothing shown goes away.
 */
export function useRenderInSteps(total: number, first: number, list: unknown): number {
  const [allOf, setAllOf] = useState<{ list: unknown } | null>(null);
  const all = allOf !== null && Object.is(allOf.list, list);
  useEffect(() => {
    if (!all && total > first) startTransition(() => setAllOf({ list }));
  }, [all, total, first, list]);
  return all ? total : Math.min(total, first);
}
