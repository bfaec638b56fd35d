import { createAction } from '@reduxjs/toolkit';

/** Where the address moved, and how: a link or the app's own sync (PUSH, REPLACE), or Back and Forward (POP). */
export interface LocationChange {
  pathname: string;
  search: string;
  navigationType: 'POP' | 'PUSH' | 'REPLACE';
}

/**
 * The address moved (leaving a screen, Back, Forward, a link). State that belongs to one visit of
 * a screen, such as an open modal, ends here, in the store, so a replayed log shows the same screen.
 */
export const locationChanged = createAction<LocationChange>('router/locationChanged');
