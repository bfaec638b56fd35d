import { act, renderHook } from '@testing-library/react';
import { lazy } from '../../../src/domain/lazy';
import { stepEnds, useDeferredSteps, useRenderInSteps } from '../../../src/lib/useRenderInSteps';
import { useWaited } from '../../../src/lib/useWaited';

describe('useRenderInSteps', () => {
  it('renders the first items at once and the rest in growing steps; a new list starts again from the first', () => {
    const seen: number[] = [];
    const { rerender, result } = renderHook(
      ({ total, list }) => {
        const shown = useRenderInSteps(total, 4, list);
        seen.push(shown);
        return shown;
      },
      { initialProps: { total: 16, list: 'week 3' } },
    );
    // Three times as many each step, so no one commit draws the whole list.
    expect([...new Set(seen)]).toEqual([4, 12, 16]);
    expect(result.current).toBe(16);

    // The same list updating (a note arrives) keeps every item: nothing shown goes away.
    seen.length = 0;
    rerender({ total: 16, list: 'week 3' });
    expect(seen.every((shown) => shown === 16)).toBe(true);

    seen.length = 0;
    rerender({ total: 14, list: 'week 4' });
    expect(seen[0]).toBe(4);
    expect(result.current).toBe(14);
  });

  it('shows a short list whole, and a list that grows later once it is longer than the first step', () => {
    const { rerender, result } = renderHook(({ total }) => useRenderInSteps(total, 4, 'list'), {
      initialProps: { total: 0 },
    });
    expect(result.current).toBe(0);
    rerender({ total: 3 });
    expect(result.current).toBe(3);
    rerender({ total: 9 });
    expect(result.current).toBe(9);
  });
});

describe('stepEnds', () => {
  it.each([
    [250, 25, [25, 75, 225, 250]],
    [225, 25, [25, 75, 225]],
    [16, 4, [4, 12, 16]],
    [3, 4, [3]],
    [0, 4, [0]],
  ])('a list of %i drawn from %i ends its steps at %j, as useRenderInSteps draws it', (total, first, ends) => {
    expect(stepEnds(total, first)).toEqual(ends);
    const seen: number[] = [];
    renderHook(() => seen.push(useRenderInSteps(total, first, 'list')));
    expect([...new Set(seen)]).toEqual(ends);
  });
});

describe('useDeferredSteps', () => {
  interface Shown {
    order: string;
    items: number[];
  }
  const items = Array.from({ length: 20 }, (_, index) => index);

  function renderList(atOnce?: (latest: Shown, shown: Shown) => boolean) {
    const seen: { order: string; shown: number; busy: boolean }[] = [];
    const view = renderHook(
      ({ state }) => {
        const { value, shown, busy } = useDeferredSteps(
          state,
          (list) => list.items.length,
          4,
          (list) => list.order,
          atOnce,
        );
        seen.push({ order: value.order, shown, busy });
      },
      { initialProps: { state: { order: 'up', items } } },
    );
    seen.length = 0;
    return { seen, change: (state: Shown) => view.rerender({ state }) };
  }

  it('shows the state before a change while the new one is drawn in the background, busy until all of it is in', () => {
    const { seen, change } = renderList();
    change({ order: 'down', items: [...items].reverse() });
    expect(seen[0]).toEqual({ order: 'up', shown: 20, busy: true });
    expect(seen.find((render) => render.order === 'down')).toEqual({ order: 'down', shown: 4, busy: true });
    expect(seen.at(-1)).toEqual({ order: 'down', shown: 20, busy: false });
  });

  it('draws a change atOnce accepts in the render that brings it, its first items first', () => {
    const { seen, change } = renderList((latest, shown) => latest.order !== shown.order);
    change({ order: 'down', items: [...items].reverse() });
    expect(seen[0]).toEqual({ order: 'down', shown: 4, busy: true });
    expect(seen.every((render) => render.order === 'down')).toBe(true);
    expect(seen.at(-1)).toEqual({ order: 'down', shown: 20, busy: false });
  });
});

describe('useWaited', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('says so once the time has passed for this key, and starts again for a new one', () => {
    const { rerender, result } = renderHook(({ key }) => useWaited(1000, key), { initialProps: { key: 3 } });
    expect(result.current).toBe(false);
    act(() => void jest.advanceTimersByTime(999));
    expect(result.current).toBe(false);
    act(() => void jest.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    rerender({ key: 4 });
    expect(result.current).toBe(false);
    act(() => void jest.advanceTimersByTime(1000));
    expect(result.current).toBe(true);
  });
});

describe('lazy', () => {
  it('makes its value on the first use only', () => {
    const make = jest.fn(() => new Intl.NumberFormat('en-US'));
    const format = lazy(make);
    expect(make).not.toHaveBeenCalled();
    expect(format().format(76416)).toBe('76,416');
    expect(format()).toBe(format());
    expect(make).toHaveBeenCalledTimes(1);
  });
});
