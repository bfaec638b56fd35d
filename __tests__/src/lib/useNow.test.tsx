import { act, render, screen } from '@testing-library/react';
import { NOW_TICK_MS, useNow } from '../../../src/lib/useNow';

function Clock({ label }: { label: string }) {
  return <p>{`${label} ${new Date(useNow()).toISOString()}`}</p>;
}

beforeEach(() => {
  jest.useFakeTimers({ now: Date.parse('2026-11-22T12:00:00Z') });
});
afterEach(() => {
  jest.useRealTimers();
});

describe('useNow', () => {
  it('gives the time at mount and moves on every tick, for every component on one interval', () => {
    render(
      <>
        <Clock label="a" />
        <Clock label="b" />
      </>,
    );
    expect(screen.getByText('a 2026-11-22T12:00:00.000Z')).toBeInTheDocument();
    expect(jest.getTimerCount()).toBe(1);
    act(() => jest.advanceTimersByTime(NOW_TICK_MS - 1));
    expect(screen.getByText('b 2026-11-22T12:00:00.000Z')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('a 2026-11-22T12:00:30.000Z')).toBeInTheDocument();
    expect(screen.getByText('b 2026-11-22T12:00:30.000Z')).toBeInTheDocument();
  });

  it('stops ticking when nothing shows it, and starts from the time now when shown again', () => {
    const first = render(<Clock label="c" />);
    first.unmount();
    expect(jest.getTimerCount()).toBe(0);
    jest.setSystemTime(Date.parse('2026-11-22T15:00:00Z'));
    render(<Clock label="c" />);
    expect(screen.getByText('c 2026-11-22T15:00:00.000Z')).toBeInTheDocument();
  });
});
