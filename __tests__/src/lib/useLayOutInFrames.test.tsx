import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { LAID_OUT, useLayOutInFrames } from '../../../src/lib/useLayOutInFrames';

function List({ items, ready }: { items: string[]; ready: boolean }) {
  const ref = useRef<HTMLUListElement>(null);
  useLayOutInFrames(ref, ready, items);
  return (
    <ul ref={ref}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

const laidOut = (container: HTMLElement) => [...container.querySelectorAll('li')].map((li) => li.hasAttribute(LAID_OUT));

describe('useLayOutInFrames', () => {
  let frames: FrameRequestCallback[] = [];
  const nextFrame = () => act(() => frames.splice(0).forEach((callback) => callback(0)));
  beforeEach(() => {
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    jest.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => void (frames[id - 1] = () => undefined));
  });
  afterEach(() => jest.restoreAllMocks());

  it('lays out one item a frame once ready, and stops when all are', () => {
    const { container, rerender } = render(<List items={['a', 'b', 'c']} ready={false} />);
    expect(frames).toHaveLength(0);
    rerender(<List items={['a', 'b', 'c']} ready />);
    expect(laidOut(container)).toEqual([false, false, false]);
    nextFrame();
    expect(laidOut(container)).toEqual([true, false, false]);
    nextFrame();
    nextFrame();
    expect(laidOut(container)).toEqual([true, true, true]);
    nextFrame();
    expect(frames).toHaveLength(0);
  });

  it('starts again for a new list, leaving the items already laid out as they are', () => {
    const { container, rerender } = render(<List items={['a', 'b']} ready />);
    nextFrame();
    rerender(<List items={['a', 'x', 'b']} ready />);
    nextFrame();
    expect(laidOut(container)).toEqual([true, true, false]);
    nextFrame();
    expect(laidOut(container)).toEqual([true, true, true]);
  });

  it('asks for no frame after it is gone', () => {
    const { unmount } = render(<List items={['a', 'b']} ready />);
    unmount();
    nextFrame();
    expect(frames).toHaveLength(0);
  });
});
