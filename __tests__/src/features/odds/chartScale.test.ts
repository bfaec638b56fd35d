import fc from 'fast-check';
import { timeScale, valueScale } from '../../../../src/features/odds/chartScale';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ms = (iso: string) => Date.parse(iso);

describe('valueScale', () => {
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
    expect(valueScale(values, [160, 20], minStep).ticks).toEqual(ticks);
  });

  it('maps the domain onto the range, bottom to top', () => {
    const scale = valueScale([43, 45], [160, 20], 0.5);
    expect([scale.min, scale.max]).toEqual([43, 45]);
    expect(scale.at(43)).toBe(160);
    expect(scale.at(45)).toBe(20);
    expect(scale.at(44)).toBe(90);
  });

  it('always holds every value between its first and last tick, with 3 to 6 ticks', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: -30, max: 80, noNaN: true }), { minLength: 1, maxLength: 40 }), fc.constantFrom(0.1, 0.5), (values, minStep) => {
        const { ticks, min, max } = valueScale(values, [160, 20], minStep);
        expect(ticks[0]).toBe(min);
        expect(ticks[ticks.length - 1]).toBe(max);
        expect(ticks.length).toBeGreaterThanOrEqual(3);
        expect(ticks.length).toBeLessThanOrEqual(6);
        for (const value of values) {
          expect(value).toBeGreaterThanOrEqual(min - 1e-6);
          expect(value).toBeLessThanOrEqual(max + 1e-6);
        }
      }),
    );
  });
});

describe('timeScale', () => {
  const OPEN = ms('2025-09-12T00:15:00Z');
  const KICKOFF = ms('2025-09-19T00:15:00Z');

  it('ticks every other midnight over a week, in UTC', () => {
    const scale = timeScale(OPEN, KICKOFF, [46, 308], 0);
    expect(scale.unit).toBe('day');
    expect(scale.ticks.map((tick) => new Date(tick).toISOString())).toEqual([
      '2025-09-13T00:00:00.000Z',
      '2025-09-15T00:00:00.000Z',
      '2025-09-17T00:00:00.000Z',
      '2025-09-19T00:00:00.000Z',
    ]);
  });

  it('ticks at the viewer’s midnights (New York, UTC−4)', () => {
    const scale = timeScale(OPEN, KICKOFF, [46, 308], -4 * HOUR);
    expect(scale.ticks.map((tick) => new Date(tick).toISOString())).toEqual([
      '2025-09-12T04:00:00.000Z',
      '2025-09-14T04:00:00.000Z',
      '2025-09-16T04:00:00.000Z',
      '2025-09-18T04:00:00.000Z',
    ]);
  });

  it('ticks every day over three days', () => {
    const scale = timeScale(ms('2025-09-18T06:00:00Z'), ms('2025-09-21T06:00:00Z'), [0, 100], 0);
    expect(scale.ticks).toEqual([ms('2025-09-19T00:00:00Z'), ms('2025-09-20T00:00:00Z'), ms('2025-09-21T00:00:00Z')]);
  });

  it('ticks in hours over less than a day, and gives a single snapshot an hour of room', () => {
    const short = timeScale(ms('2025-09-18T12:15:00Z'), ms('2025-09-18T20:15:00Z'), [0, 100], 0);
    expect(short.unit).toBe('hour');
    expect(short.ticks.map((tick) => new Date(tick).toISOString().slice(11, 16))).toEqual(['13:00', '15:00', '17:00', '19:00']);
    const single = timeScale(OPEN, OPEN, [0, 100], 0);
    expect([single.min, single.max]).toEqual([OPEN, OPEN + HOUR]);
    expect(single.ticks).toEqual([ms('2025-09-12T01:00:00Z')]);
  });

  it('maps the opening to the left edge and kickoff to the right', () => {
    const scale = timeScale(OPEN, KICKOFF, [46, 308], 0);
    expect(scale.at(OPEN)).toBe(46);
    expect(scale.at(KICKOFF)).toBe(308);
    expect(scale.at(OPEN + 3.5 * DAY)).toBe(177);
  });
});

describe('valueScale at zero', () => {
  it('ends on 0, never -0, when the values stop just under it (fast-check seed -1203011187)', () => {
    const { ticks, max } = valueScale([-0.30000000005000005, 0], [160, 20], 0.1);
    expect(Object.is(max, 0)).toBe(true);
    expect(Object.is(ticks[ticks.length - 1], 0)).toBe(true);
  });
});
