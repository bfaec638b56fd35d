import type { ReactNode } from 'react';
import { useIsClient } from '../lib/useIsClient';

interface ClockValueProps<T> {
  /** The value in the live app, from the reader's clock or address (the current week, the year). */
  value: T;
  /** What the build's prerender shows in its place, laid out but hidden: the same in every build. */
  prerendered: T;
  children: (value: T) => ReactNode;
}

/**
 * What depends on the reader's clock. A page prerendered at build time lays it out but hides it, so
 * the page neither moves nor shows the build's week before the app runs; the hydration that adopts
 * the page renders the same placeholder (so the two agree node for node), and the value right after.
 */
export function ClockValue<T>({ value, prerendered, children }: ClockValueProps<T>) {
  const isClient = useIsClient();
  return (
    <span style={isClient ? undefined : { visibility: 'hidden' }}>{children(isClient ? value : prerendered)}</span>
  );
}
