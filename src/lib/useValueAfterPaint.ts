import { startTransition, useEffect, useState } from 'react';

/**
 * `value` once the frame showing the render that brought it has been painted; `initial` until the
 * first one is. Like useDeferredValue, but the deferred render starts only after the next frame is
 * on screen (an animation frame, then a task), so it never delays the paint of what the render
 * brought at once — a table's rows before the charts below them. The render is a transition (React
 * builds it in slices, with input taken between them), and what was shown stays until it commits.
 */
export function useValueAfterPaint<T>(value: T, initial: T): T {
  const [shown, setShown] = useState(initial);
  useEffect(() => {
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => startTransition(() => setShown(() => value)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, [value]);
  return shown;
}
