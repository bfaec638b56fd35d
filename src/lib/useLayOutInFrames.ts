import { useEffect, type RefObject } from 'react';

/** The attribute a list item gets once it is laid out for good (its CSS then ends its content-visibility: auto). */
export const LAID_OUT = 'data-laid-out';

/**
 * Lays out a list's items one per animation frame once `ready`, each item that skipped its
 * rendering (content-visibility: auto) getting LAID_OUT. An item off screen is laid out only when
 * it is reached; until then Chromium leaves its content out of the accessibility tree, so a screen
 * reader would find only the items near the screen. One item a frame keeps each frame's layout short
 * (laying them all out at once was one long task on a phone). It starts again when `list` changes.
 */
export function useLayOutInFrames(listRef: RefObject<HTMLElement | null>, ready: boolean, list: unknown): void {
  useEffect(() => {
    const element = listRef.current;
    if (!ready || element === null) return undefined;
    let frame = 0;
    const next = () => {
      const item = [...element.children].find((child) => !child.hasAttribute(LAID_OUT));
      if (item === undefined) return;
      item.setAttribute(LAID_OUT, '');
      frame = requestAnimationFrame(next);
    };
    frame = requestAnimationFrame(next);
    return () => cancelAnimationFrame(frame);
  }, [listRef, ready, list]);
}
