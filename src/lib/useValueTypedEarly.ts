import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * A control of the prerendered page can be typed in (or chosen from) before the app adopts it
 * (scripts/prerender.tsx, src/app/startApp.tsx). Hydration keeps what the reader typed on the node but
 * not in the state, and the next render would write the state's value over it: the search typed while
 * the app loaded was lost. On the commit that adopts the node, a value that differs from the one
 * rendered is handed to `onChange`, as the typing would have been. A control the app rendered itself
 * always shows its value: nothing happens. `value` is the value rendered (a select's: one of its options).
 */
export function useValueTypedEarly<E extends HTMLInputElement | HTMLSelectElement>(
  value: string,
  onChange: (value: string) => void,
): RefObject<E | null> {
  const ref = useRef<E>(null);
  const adopted = useRef(false);
  // After each commit, acting on the first only: the one that adopts the node (a later value is the
  // app's own; StrictMode runs a mount's effects twice).
  useLayoutEffect(() => {
    if (adopted.current) return;
    adopted.current = true;
    const typed = ref.current?.value;
    if (typed !== undefined && typed !== value) onChange(typed);
  });
  return ref;
}
