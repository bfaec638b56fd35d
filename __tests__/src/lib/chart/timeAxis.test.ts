import { linearScale } from '../../../../src/lib/chart/scale';
import { timeAxis } from '../../../../src/lib/chart/timeAxis';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ms = (iso: string) => Date.parse(iso);

describe('timeAxis', () => {
  const OPEN = ms('2025-09-12T00:15:00Z');
  const KICKOFF = ms('2025-09-19T00:15:00Z');

  it('ticks every other midnight over a week, in UTC', () => {
    const axis = timeAxis(OPEN, KICKOFF, 0);
    expect(axis.unit).toBe('day');
    expect(axis.ticks.map((tick) => new Date(tick).toISOString())).toEqual([
      '2025-09-13T00:00:00.000Z',
      '2025-09-15T00:00:00.000Z',
      '2025-09-17T00:00:00.000Z',
      '2025-09-19T00:00:00.000Z',
    ]);
  });

  it('ticks at the viewer’s midnights (New York, UTC−4)', () => {
    const axis = timeAxis(OPEN, KICKOFF, -4 * HOUR);
    expect(axis.ticks.map((tick) => new Date(tick).toISOString())).toEqual([
      '2025-09-12T04:00:00.000Z',
      '2025-09-14T04:00:00.000Z',
      '2025-09-16T04:00:00.000Z',
      '2025-09-18T04:00:00.000Z',
    ]);
  });

  it('ticks every day over three days', () => {
    const axis = timeAxis(ms('2025-09-18T06:00:00Z'), ms('2025-09-21T06:00:00Z'), 0);
    expect(axis.ticks).toEqual([ms('2025-09-19T00:00:00Z'), ms('2025-09-20T00:00:00Z'), ms('2025-09-21T00:00:00Z')]);
  });

  it('ticks in hours over less than a day, and gives a single snapshot an hour of room', () => {
    const short = timeAxis(ms('2025-09-18T12:15:00Z'), ms('2025-09-18T20:15:00Z'), 0);
    expect(short.unit).toBe('hour');
    expect(short.ticks.map((tick) => new Date(tick).toISOString().slice(11, 16))).toEqual([
      '13:00',
      '15:00',
      '17:00',
      '19:00',
    ]);
    const single = timeAxis(OPEN, OPEN, 0);
    expect([single.min, single.max]).toEqual([OPEN, OPEN + HOUR]);
    expect(single.ticks).toEqual([ms('2025-09-12T01:00:00Z')]);
  });

  it('maps the opening to the left edge and kickoff to the right', () => {
    const axis = timeAxis(OPEN, KICKOFF, 0);
    const at = linearScale([axis.min, axis.max], [46, 308]);
    expect(at(OPEN)).toBe(46);
    expect(at(KICKOFF)).toBe(308);
    expect(at(OPEN + 3.5 * DAY)).toBe(177);
  });
});
