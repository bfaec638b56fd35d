import fc from 'fast-check';
import {
  barTop,
  lineAxis,
  linearScale,
  niceStep,
  percentLength,
  STAT_AXIS,
  valueAxis,
} from '../../../../src/lib/chart/scale';

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
  ])('rounds a stat step of %p up to %p', (rough, nice) => {
    expect(niceStep(rough, STAT_AXIS)).toBe(nice);
  });

  // The same rough steps by the line rule: no 2.5, and never under its least step.
  it.each([
    [0.07, 0.5, 0.5],
    [0.07, 0.1, 0.1],
    [0.3, 0.5, 0.5],
    [0.6, 0.5, 1],
    [1.2, 0.5, 2],
    [2.2, 0.5, 5],
    [3, 0.5, 5],
    [7, 0.5, 10],
    [23, 0.5, 50],
    [120, 0.5, 200],
    [0, 0.5, 0.5],
    [-3, 0.5, 0.5],
  ])('rounds a line step of %p with a least step of %p up to %p', (rough, least, nice) => {
    expect(niceStep(rough, lineAxis(least))).toBe(nice);
  });

  it.each([
    ['stat', STAT_AXIS],
    ['line', lineAxis(0.1)],
  ] as const)(
    'takes the round step under float noise by the %s rule: (0.1 + 0.2) / 3 is a step of 0.1, not 0.2',
    (_rule, rule) => {
      expect((0.1 + 0.2) / 3).toBeGreaterThan(0.1);
      expect(niceStep((0.1 + 0.2) / 3, rule)).toBe(0.1);
    },
  );
});

describe('valueAxis by the stat rule', () => {
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
    expect(valueAxis(values, STAT_AXIS)).toEqual(axis);
  });

  it('keeps every stat value (to one decimal) within its ends, at most about twice the asked ticks', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.integer({ min: -1e4, max: 1e5 }).map((tenths) => tenths / 10),
          { maxLength: 18 },
        ),
        (values) => {
          const axis = valueAxis(values, STAT_AXIS);
          for (const value of values) expect(value >= axis.min && value <= axis.max).toBe(true);
          expect(axis.ticks[0]).toBe(axis.min);
          expect(axis.ticks[axis.ticks.length - 1]).toBe(axis.max);
          expect(axis.ticks.length).toBeLessThanOrEqual(9);
        },
      ),
    );
  });
});

describe('valueAxis by the line rule', () => {
  it.each([
    // values, smallest step, ticks
    ['a spread between -1.5 and -1 (widened to three ticks)', [-1, -1.5], 0.5, [-2, -1.5, -1, -0.5]],
    ['a flat spread at -1', [-1, -1, -1], 0.5, [-1.5, -1, -0.5]],
    ['a total from 43 to 45', [43, 44, 45], 0.5, [43, 43.5, 44, 44.5, 45]],
    ['a total from 40 to 50', [40, 47.5, 50], 0.5, [40, 45, 50]],
    ['a total from 41 to 49', [41, 49], 0.5, [40, 42, 44, 46, 48, 50]],
    ['a win chance from 54.5% to 55.5%', [54.5, 55.2, 55.5], 0.1, [54.5, 55, 55.5]],
    ['a win chance from 54.52% to 54.71%', [54.52, 54.71], 0.1, [54.5, 54.6, 54.7, 54.8]],
    ['a win chance from 30% to 70%', [30, 70], 0.1, [30, 40, 50, 60, 70]],
    ['nothing at all', [], 0.5, [-0.5, 0, 0.5]],
  ])('%s', (_case, values, minStep, ticks) => {
    expect(valueAxis(values, lineAxis(minStep)).ticks).toEqual(ticks);
  });

  it('maps the domain onto the range, bottom to top', () => {
    const axis = valueAxis([43, 45], lineAxis(0.5));
    const at = linearScale([axis.min, axis.max], [160, 20]);
    expect([axis.min, axis.max]).toEqual([43, 45]);
    expect(at(43)).toBe(160);
    expect(at(45)).toBe(20);
    expect(at(44)).toBe(90);
  });

  it('always holds every value between its first and last tick, with 3 to 6 ticks', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -30, max: 80, noNaN: true }), { minLength: 1, maxLength: 40 }),
        fc.constantFrom(0.1, 0.5),
        (values, minStep) => {
          const { ticks, min, max } = valueAxis(values, lineAxis(minStep));
          expect(ticks[0]).toBe(min);
          expect(ticks[ticks.length - 1]).toBe(max);
          expect(ticks.length).toBeGreaterThanOrEqual(3);
          expect(ticks.length).toBeLessThanOrEqual(6);
          for (const value of values) {
            expect(value).toBeGreaterThanOrEqual(min - 1e-6);
            expect(value).toBeLessThanOrEqual(max + 1e-6);
          }
        },
      ),
    );
  });

  it('ends on 0, never -0, when the values stop just under it (fast-check seed -1203011187)', () => {
    const { ticks, max } = valueAxis([-0.30000000005000005, 0], lineAxis(0.1));
    expect(Object.is(max, 0)).toBe(true);
    expect(Object.is(ticks[ticks.length - 1], 0)).toBe(true);
  });
});

describe('the two rules on the same values', () => {
  // 0 to 92: a rough step of 23; the stat rule rounds it to 25, the line rule (no 2.5) to 50.
  it.each([
    ['stat', STAT_AXIS, [0, 25, 50, 75, 100]],
    ['line', lineAxis(0.5), [0, 50, 100]],
  ] as const)('ticks 0 to 92 by the %s rule', (_rule, rule, ticks) => {
    expect(valueAxis([0, 92], rule).ticks).toEqual(ticks);
  });

  // 20 to 28: the stat rule reaches down to 0 (a rough step of 7, so 10), the line rule stays around them (2).
  it.each([
    ['stat', STAT_AXIS, [0, 10, 20, 30]],
    ['line', lineAxis(0.5), [20, 22, 24, 26, 28]],
  ] as const)('ticks 20 to 28 by the %s rule', (_rule, rule, ticks) => {
    expect(valueAxis([20, 28], rule).ticks).toEqual(ticks);
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

  // A bar's share of its height: what the prop charts drew with heightShare.
  it.each([
    [180, 360, 0.5],
    [-3, 10, 0],
    [12, 10, 1],
  ])('clamped, gives %d of %d a share of %d', (value, top, share) => {
    expect(linearScale([0, top], [0, 1], { clamp: true })(value)).toBe(share);
  });
});

describe('barTop', () => {
  it.each([
    [[300, 250.5], 1.2, 360],
    [[4183, 3731], 1, 4183],
    [[-3, 0], 1.2, 1],
    [[], 1, 1],
  ])('of %j with headroom %d is %d', (values, headroom, top) => {
    expect(barTop(values, headroom)).toBeCloseTo(top, 6);
  });
});

describe('percentLength', () => {
  it.each([
    [8.181818, '8.18%'],
    [75, '75%'],
    [0, '0%'],
  ])('writes %d as %s', (percent, text) => {
    expect(percentLength(percent)).toBe(text);
  });
});
