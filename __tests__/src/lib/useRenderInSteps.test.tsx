import { act, renderHook } from '@testing-library/react';
import { lazy } from '../../../src/domain/lazy';
import { useRenderInSteps } from '../../../src/lib/useRenderInSteps';
import { useWaited } from '../../../src/lib/useWaited';

describe('useRenderInSteps', () => {
  it('renders the first items at once and the rest in growing steps; a new list starts again from the first', () => {
    const seen: number[] = [];
    const { rerender, result } = renderHook(({ total, list }) => {
      const shown = useRenderInSteps(total, 4, list);
      seen.push(shown);
      return shown;
    }, { initialProps: { total: 16, list: 'week 3' } });
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
    const { rerender, result } = renderHook(({ total }) => useRenderInSteps(total, 4, 'list'), { initialProps: { total: 0 } });
    expect(result.current).toBe(0);
    rerender({ total: 3 });
    expect(result.current).toBe(3);
    rerender({ total: 9 });
    expect(result.current).toBe(9);
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
