import { act, render, screen } from '@testing-library/react';
import { useValueAfterPaint } from '../../../src/lib/useValueAfterPaint';

function Shown({ value }: { value: string }) {
  const later = useValueAfterPaint(value, 'nothing yet');
  return (
    <p>
      {value} / {later}
    </p>
  );
}

describe('useValueAfterPaint', () => {
  let frames: FrameRequestCallback[] = [];
  const nextFrame = () => act(() => frames.splice(0).forEach((callback) => callback(0)));
  const tasks = () => act(() => jest.runOnlyPendingTimers());
  beforeEach(() => {
    jest.useFakeTimers();
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    jest.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => void (frames[id - 1] = () => undefined));
  });
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('keeps the initial value until a frame has been painted and a task has run after it', () => {
    render(<Shown value="a" />);
    expect(screen.getByText('a / nothing yet')).toBeTruthy();
    tasks();
    expect(screen.getByText('a / nothing yet')).toBeTruthy();
    nextFrame();
    expect(screen.getByText('a / nothing yet')).toBeTruthy();
    tasks();
    expect(screen.getByText('a / a')).toBeTruthy();
  });

  it('shows the previous value until the new one follows, and only the latest of quick changes', () => {
    const { rerender } = render(<Shown value="a" />);
    nextFrame();
    tasks();
    rerender(<Shown value="b" />);
    expect(screen.getByText('b / a')).toBeTruthy();
    rerender(<Shown value="c" />);
    nextFrame();
    tasks();
    expect(screen.getByText('c / c')).toBeTruthy();
  });

  it('asks for nothing more once it is gone, before its frame or after it', () => {
    render(<Shown value="a" />).unmount();
    nextFrame();
    expect(jest.getTimerCount()).toBe(0);
    const { unmount } = render(<Shown value="b" />);
    nextFrame();
    expect(jest.getTimerCount()).toBe(1);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
