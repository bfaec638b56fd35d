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

/**
 * `value` in the live app; `prerendered` in the build's prerender and in the hydration that adopts
 * it, so the two renders agree node for node: for what the build cannot know (the reader's clock,
 * their stored choices), which renders right after hydration.
 */
export function useClientValue<T>(value: T, prerendered: T): T {
  return useIsClient() ? value : prerendered;
}
