import { yieldToMain } from '../../../src/lib/yieldToMain';

const holder = globalThis as unknown as { scheduler?: { yield?: () => Promise<void> } };

describe('yieldToMain', () => {
  afterEach(() => {
    delete holder.scheduler;
  });

  it('uses the browser’s scheduler.yield() where there is one', async () => {
    const schedulerYield = jest.fn(() => Promise.resolve());
    holder.scheduler = { yield: schedulerYield };
    await yieldToMain();
    expect(schedulerYield).toHaveBeenCalledTimes(1);
  });

  it('elsewhere resolves in a later task, not among the current microtasks', async () => {
    const order: string[] = [];
    const yielded = yieldToMain().then(() => order.push('yielded'));
    queueMicrotask(() => order.push('microtask'));
    await Promise.resolve();
    await Promise.resolve();
    expect(order).toEqual(['microtask']);
    await yielded;
    expect(order).toEqual(['microtask', 'yielded']);
  });
});
