import { observeElementRect, useVirtualizer, type Rect, type Virtualizer } from '@tanstack/react-virtual';
import type { RefObject } from 'react';

const FALLBACK_HEIGHT = 760;
// One row beyond each edge of the box: rows are a fixed height, so nothing needs measuring ahead,
// and every row rendered is laid out and painted again on each sort.
const OVERSCAN = 1;

// With no layout yet (or none at all, as in jsdom) assume a screenful of rows rather than none.
function observeRect(instance: Virtualizer<HTMLElement, Element>, onRect: (rect: Rect) => void) {
  return observeElementRect(instance, (rect) => onRect(rect.height > 0 ? rect : { ...rect, height: FALLBACK_HEIGHT }));
}

export interface RowWindow {
  /** The indexes of the rows to render, in order. */
  indexes: number[];
  /** The heights of the spacer rows that stand for the rows above and below the window. */
  before: number;
  after: number;
}

/**
 * The rows of a fixed-row-height table that its scroll box shows, plus one either side.
 * `rowsOffset` is how far down the scroll box's content the first row starts (the header's height).
 */
export function useRowWindow(
  count: number,
  scrollRef: RefObject<HTMLElement | null>,
  rowHeight: number,
  rowsOffset: number,
): RowWindow {
  // Only plain values leave this hook, so nothing downstream can hold a stale virtualizer function.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
    scrollMargin: rowsOffset,
    initialRect: { width: 0, height: FALLBACK_HEIGHT },
    observeElementRect: observeRect,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  return {
    indexes: items.map((item) => item.index),
    // Every row is rowHeight tall, so the spacers follow from the window's first and last index.
    before: first ? first.index * rowHeight : 0,
    after: last ? (count - 1 - last.index) * rowHeight : 0,
  };
}
