import type { ReactNode } from 'react';
import { useIsClient } from '../lib/useIsClient';

/**
 * What depends on the reader's clock (the current week, the year). A page prerendered at build time
 * lays it out but hides it, so the page does not move, nor show the build's week, before the app runs.
 */
export function ClockValue({ children }: { children: ReactNode }) {
  const isClient = useIsClient();
  return <span style={isClient ? undefined : { visibility: 'hidden' }}>{children}</span>;
}
