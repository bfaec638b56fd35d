import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the page is prerendered at build time (scripts/prerender.tsx), true in the browser:
 * for what the build cannot know (the current week, the year), which the prerendered page leaves blank.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
