import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The element's width or height in CSS pixels, kept up to date as it resizes; `fallback` until it
 * has been laid out (and where nothing is, as in jsdom). Measured before paint, so nothing jumps.
 */
export function useElementSize(
  ref: RefObject<HTMLElement | null>,
  dimension: 'width' | 'height',
  fallback: number,
): number {
  const [size, setSize] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const measured = Math.round(element.getBoundingClientRect()[dimension]);
      if (measured > 0) setSize(measured);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, dimension]);
  return size;
}
