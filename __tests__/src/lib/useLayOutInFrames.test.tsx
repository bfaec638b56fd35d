import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { LAID_OUT, useLayOutInFrames } from '../../../src/lib/useLayOutInFrames';

function List({ items, ready }: { items: string[]; ready: boolean }) {
  const ref = useRef<HTMLUListElement>(null);
  useLayOutInFrames(ref, ':scope > li:not(.eager)', ready, items);
  return (
    <ul ref={ref}>
      {items.map((item) => (
        <li key={item} className={item === 'eager' ? 'eager' : undefined}>
          {item}
        </li>
      ))}
    </ul>
  );
}

const laidOut = (container: HTMLElement) =>
  [...container.querySelectorAll('li')].map((li) => li.hasAttribute(LAID_OUT));

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

  it('lays out only the items the selector names', () => {
    const { container } = render(<List items={['a', 'eager', 'b']} ready />);
    nextFrame();
    nextFrame();
    expect(laidOut(container)).toEqual([true, false, true]);
    nextFrame();
    expect(frames).toHaveLength(0);
  });

  it('puts the items back to skipping layout for a new list, then lays them out again from the first', () => {
    const { container, rerender } = render(<List items={['a', 'b']} ready />);
    nextFrame();
    nextFrame();
    expect(laidOut(container)).toEqual([true, true]);
    rerender(<List items={['a', 'x', 'b']} ready />);
    expect(laidOut(container)).toEqual([false, false, false]);
    nextFrame();
    expect(laidOut(container)).toEqual([true, false, false]);
    nextFrame();
    nextFrame();
    expect(laidOut(container)).toEqual([true, true, true]);
  });

  it('puts the items back to skipping layout while the list is busy', () => {
    const { container, rerender } = render(<List items={['a', 'b']} ready />);
    nextFrame();
    rerender(<List items={['a', 'b']} ready={false} />);
    expect(laidOut(container)).toEqual([false, false]);
    nextFrame();
    expect(laidOut(container)).toEqual([false, false]);
  });

  it('asks for no frame after it is gone', () => {
    const { unmount } = render(<List items={['a', 'b']} ready />);
    unmount();
    nextFrame();
    expect(frames).toHaveLength(0);
  });
});
