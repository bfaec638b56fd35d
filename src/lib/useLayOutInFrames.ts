import { useEffect, type RefObject } from 'react';

/** The attribute an item gets once it is laid out for good (its CSS then ends its content-visibility: auto). */
export const LAID_OUT = 'data-laid-out';

/**
 * A frame that came this soon after the one before held no long task (50 ms, as Lighthouse and the Long Tasks API
 * count them), so the next may lay out twice as many items; a later one halves them.
 */
export const SHORT_FRAME_MS = 50;

/**
 * Lays out the items of a list that skip their rendering off screen (content-visibility: auto), a few
 * per animation frame once `ready`: each item the container holds that matches `items` (a CSS
 * selector) gets LAID_OUT in turn. An item off screen is otherwise laid out only when it is reached,
 * and until then Chromium leaves its content out of the accessibility tree, so a screen reader would
 * find only the items near the screen. Laying them all out at once was one long task on a phone, so
 * the first frame lays out one item, and each frame after lays out twice as many as the last while
 * frames keep coming within SHORT_FRAME_MS of each other, and half as many (at least one) when one
 * does not: a phone's slow frames stay at one item each, while a fast machine is done in a few frames
 * instead of one per item (most of a frame's cost is moving what follows the items, however many).
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
    let perFrame = 1;
    let lastFrameAt: number | undefined;
    const next = (now: number) => {
      if (lastFrameAt !== undefined)
        perFrame = now - lastFrameAt < SHORT_FRAME_MS ? perFrame * 2 : Math.max(1, Math.floor(perFrame / 2));
      lastFrameAt = now;
      for (const item of pending.splice(0, perFrame)) item.setAttribute(LAID_OUT, '');
      if (pending.length > 0) frame = requestAnimationFrame(next);
    };
    frame = requestAnimationFrame(next);
    return () => {
      cancelAnimationFrame(frame);
      container.querySelectorAll(`[${LAID_OUT}]`).forEach((item) => item.removeAttribute(LAID_OUT));
    };
  }, [containerRef, items, ready, list]);
}
