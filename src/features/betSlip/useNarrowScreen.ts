import { useSyncExternalStore } from 'react';
import { theme } from '../../components/theme';

/** Below the sm breakpoint (CONTRACT §2): a phone, where the slip is a bottom sheet. */
const NARROW = `(max-width: ${theme.breakpoints.sm - 0.02}px)`;

let media: MediaQueryList | undefined;
const query = (): MediaQueryList | undefined => {
  if (media === undefined && typeof window !== 'undefined' && typeof window.matchMedia === 'function')
    media = window.matchMedia(NARROW);
  return media;
};

function subscribe(listener: () => void): () => void {
  const list = query();
  list?.addEventListener('change', listener);
  return () => list?.removeEventListener('change', listener);
}

const getSnapshot = (): boolean => query()?.matches ?? false;

/** Whether the screen is below the sm breakpoint; false where there is no media query to ask (a server, jsdom). */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
