import fc from 'fast-check';
import { linearScale, niceStep, valueAxis } from '../../../src/lib/chartScale';

describe('niceStep', () => {
  it.each([
    [0.07, 0.1],
    [0.3, 0.5],
    [1, 1],
    [1.2, 2],
    [2.2, 2.5],
    [3, 5],
    [7, 10],
    [23, 25],
    [87.5, 100],
    [120, 200],
    [0, 1],
    [-3, 1],
    [Number.NaN, 1],
  ])('rounds a step of %p up to %p', (rough, nice) => {
    expect(niceStep(rough)).toBe(nice);
  });
});

describe('valueAxis', () => {
  it.each([
    ['passing yards', [286, 299, 150, 341], { min: 0, max: 400, ticks: [0, 100, 200, 300, 400] }],
    ['touchdowns', [0, 1, 3, 2], { min: 0, max: 3, ticks: [0, 1, 2, 3] }],
    ['a run of negative rushing yards', [9, -4, 12], { min: -5, max: 15, ticks: [-5, 0, 5, 10, 15] }],
    ['sacks by the half', [0.5, 1.5, 0], { min: 0, max: 1.5, ticks: [0, 0.5, 1, 1.5] }],
    ['one game', [124], { min: 0, max: 150, ticks: [0, 50, 100, 150] }],
    // fast-check's counterexample (seed 1891349618): the last tick, -0.1 + 4 × 0.025, came out as -0.
    ['one small loss', [-0.1], { min: -0.1, max: 0, ticks: [-0.1, -0.075, -0.05, -0.025, 0] }],
    ['a span too small to chart', [1e-9], { min: 0, max: 1, ticks: [0, 0.5, 1] }],
    ['only zeros', [0, 0], { min: 0, max: 1, ticks: [0, 0.5, 1] }],
    ['no values', [], { min: 0, max: 1, ticks: [0, 0.5, 1] }],
  ])('spans %s from 0 at round steps', (_name, values, axis) => {
    expect(valueAxis(values)).toEqual(axis);
  });

  it('keeps every stat value (to one decimal) within its ends, at most about twice the asked ticks', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1e4, max: 1e5 }).map((tenths) => tenths / 10), { maxLength: 18 }), (values) => {
        const axis = valueAxis(values);
        for (const value of values) expect(value >= axis.min && value <= axis.max).toBe(true);
        expect(axis.ticks[0]).toBe(axis.min);
        expect(axis.ticks[axis.ticks.length - 1]).toBe(axis.max);
        expect(axis.ticks.length).toBeLessThanOrEqual(9);
      }),
    );
  });
});

describe('linearScale', () => {
  it.each([
    [[0, 400], [150, 14], 0, 150],
    [[0, 400], [150, 14], 400, 14],
    [[0, 400], [150, 14], 100, 116],
    [[1, 18], [56, 336], 1, 56],
    [[1, 18], [56, 336], 18, 336],
    [[1, 1], [56, 336], 1, 196],
  ] as const)('maps %p onto %p: %p → %p', (domain, range, value, expected) => {
    expect(linearScale(domain, range)(value)).toBeCloseTo(expected, 10);
  });
});
