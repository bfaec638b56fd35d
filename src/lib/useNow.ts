import { useSyncExternalStore } from 'react';

/** How often the shared clock ticks while anything shows it. */
export const NOW_TICK_MS = 30_000;

const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function tick(): void {
  now = Date.now();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    // React re-reads the snapshot after subscribing, so a first subscriber after a quiet spell sees the time now.
    now = Date.now();
    timer = setInterval(tick, NOW_TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const getSnapshot = (): number => now;

/**
 * The wall clock for display ("updated 5 min ago"), in ms: one shared interval for every component
 * that shows it, ticking only while one is mounted. Never for reducers, which stay pure.
 */
export function useNow(): number {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
