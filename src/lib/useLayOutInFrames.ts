import { useEffect, type RefObject } from 'react';

/** The attribute an item gets once it is laid out for good (its CSS then ends its content-visibility: auto). */
export const LAID_OUT = 'data-laid-out';

/**
 * Lays out the items of a list that skip their rendering off screen (content-visibility: auto), one
 * per animation frame once `ready`: each item the container holds that matches `items` (a CSS
 * selector) gets LAID_OUT in turn. An item off screen is otherwise laid out only when it is reached,
 * and until then Chromium leaves its content out of the accessibility tree, so a screen reader would
 * find only the items near the screen. One item a frame keeps each frame's layout short (laying them
 * all out at once was one long task on a phone).
 *
 * When `list` changes or the list is no longer ready (busy), the items go back to skipping layout
 * off screen, so redrawing the list lays out only what is on screen, and once it is ready again
 * they are laid out anew.
 */
export function useLayOutInFrames(
  containerRef: RefObject<HTMLElement | null>,
  items: string,
  ready: boolean,
  list: unknown,
): void {
  useEffect(() => {
    const container = containerRef.current;
    if (!ready || container === null) return undefined;
    // Found once: the list does not change while it is ready (a new one starts the effect again).
    const pending = [...container.querySelectorAll(`${items}:not([${LAID_OUT}])`)];
    let frame = 0;
    const next = () => {
      const item = pending.shift();
      if (item === undefined) return;
      item.setAttribute(LAID_OUT, '');
      frame = requestAnimationFrame(next);
    };
    frame = requestAnimationFrame(next);
    return () => {
      cancelAnimationFrame(frame);
      container.querySelectorAll(`[${LAID_OUT}]`).forEach((item) => item.removeAttribute(LAID_OUT));
    };
  }, [containerRef, items, ready, list]);
}
