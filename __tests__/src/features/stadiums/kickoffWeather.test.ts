import type { RoofType } from '../../../../src/domain/teams';
import {
  dayLabel,
  entryNearestKickoff,
  FORECAST_SPAN_MS,
  forecastReachesFrom,
  forecastRequests,
  kickoffPhase,
  kickoffWeather,
  wantsForecast,
} from '../../../../src/features/stadiums/kickoffWeather';
import type { ForecastEntry } from '../../../../src/features/stadiums/types';

const H = 3_600_000;
const NOW = Date.parse('2025-09-20T12:00:00Z');
const entry = (hours: number, temp = 60, windSpeed = 5, pop = 0.1): ForecastEntry => ({
  at: NOW + hours * H,
  temp,
  windSpeed,
  windDeg: 200,
  description: 'clear sky',
  pop,
});
/** 40 entries 3 h apart from NOW, as the embedded API and OpenWeatherMap send them. */
const FORECAST = Array.from({ length: 40 }, (_, i) => entry(3 * i, 50 + i));
const LAST = 117;

describe('the forecast window', () => {
  it('spans 39 steps of 3 hours (117 h) from the first entry to the last', () => {
    expect(FORECAST_SPAN_MS).toBe(LAST * H);
  });

  it.each<[string, number, number | 'later' | 'earlier']>([
    ['at the first entry', 0, 0],
    ['an hour before the first entry: the first', -1, 0],
    ['a full step before the first entry: still the first', -3, 0],
    ['an hour after an entry: that entry', 4, 3],
    ['two hours after an entry: the next', 5, 6],
    ['half way between two: the earlier', 4.5, 3],
    ['at the last entry', LAST, LAST],
    ['half a step after the last: the last', LAST + 1.5, LAST],
  ])('%s', (_name, kickoffHours, pickedHours) => {
    const pick = entryNearestKickoff(FORECAST, NOW + kickoffHours * H);
    expect(pick).toEqual({ kind: 'entry', entry: entry(pickedHours as number, 50 + (pickedHours as number) / 3) });
  });

  it('is later beyond half a step after the last entry, earlier beyond a step before the first', () => {
    expect(entryNearestKickoff(FORECAST, NOW + (LAST + 1.5) * H + 1)).toEqual({ kind: 'later' });
    expect(entryNearestKickoff(FORECAST, NOW - 3 * H - 1)).toEqual({ kind: 'earlier' });
    expect(entryNearestKickoff([], NOW)).toEqual({ kind: 'empty' });
  });

  it('reaches a kickoff 118.5 h ahead: a forecast made from then on covers it', () => {
    const kickoff = Date.parse('2025-09-28T17:00:00Z');
    expect(forecastReachesFrom(kickoff)).toBe(Date.parse('2025-09-23T18:30:00Z'));
  });

  it.each<[string, number, ReturnType<typeof kickoffPhase>]>([
    ['kicked off now', 0, 'played'],
    ['an hour ago', -1, 'played'],
    ['in a minute', 1 / 60, 'inReach'],
    ['at the edge (118.5 h)', LAST + 1.5, 'inReach'],
    ['just beyond it', LAST + 1.6, 'beyondReach'],
    ['an unparseable kickoff', NaN, 'played'],
  ])('a game %s is %s', (_name, kickoffHours, phase) => {
    expect(kickoffPhase(NOW + kickoffHours * H, NOW)).toBe(phase);
  });

  it.each<[string, RoofType, number, boolean]>([
    ['outdoors, tomorrow', 'outdoor', 29, true],
    ['a retractable roof, tomorrow', 'retractable_dome', 29, true],
    ['a fixed dome, never', 'dome', 29, false],
    ['outdoors, kicked off', 'outdoor', 0, false],
    ['outdoors, an hour ago', 'outdoor', -1, false],
    ['outdoors, at the edge (118.5 h)', 'outdoor', LAST + 1.5, true],
    ['outdoors, just beyond it', 'outdoor', LAST + 1.6, false],
  ])('wants a forecast: %s → %s', (_name, roof, kickoffHours, wanted) => {
    expect(wantsForecast(roof, NOW + kickoffHours * H, NOW)).toBe(wanted);
  });
});

describe('forecastRequests', () => {
  it('asks once per outdoor or retractable stadium whose game is to come within the window', () => {
    const at = (hours: number) => new Date(NOW + hours * H).toISOString();
    const requests = forecastRequests(
      [
        { home_team: 'Chicago Bears', commence_time: at(29) },
        { home_team: 'New York Jets', commence_time: at(30) }, // MetLife Stadium
        { home_team: 'New York Giants', commence_time: at(100) }, // MetLife Stadium again
        { home_team: 'Houston Texans', commence_time: at(29) }, // retractable
        { home_team: 'Minnesota Vikings', commence_time: at(29) }, // dome
        { home_team: 'Green Bay Packers', commence_time: at(-36) }, // played
        { home_team: 'Buffalo Bills', commence_time: at(200) }, // beyond the window
        { home_team: 'Springfield Atoms', commence_time: at(29) }, // no such team
      ],
      NOW,
    );
    expect(requests).toEqual([
      { stadiumId: 'soldier-field', lat: 41.8623, lon: -87.6167 },
      { stadiumId: 'metlife-stadium', lat: 40.8135, lon: -74.0745 },
      { stadiumId: 'nrg-stadium', lat: 29.6847, lon: -95.4107 },
    ]);
  });
});

describe('kickoffWeather', () => {
  const loaded = (entries: ForecastEntry[]) => ({ entries, failed: false });
  const kickoff = NOW + 29 * H; // Sunday 17:00Z: two hours after the 15:00Z entry, one before the 18:00Z one

  it.each<[string, RoofType, number, Parameters<typeof kickoffWeather>[3], ReturnType<typeof kickoffWeather>]>([
    ['a fixed dome is indoors, played or not', 'dome', NOW - 5 * H, { failed: false }, { kind: 'indoors' }],
    ['a fixed dome is indoors without a forecast', 'dome', kickoff, { failed: true }, { kind: 'indoors' }],
    ['outdoors, kicked off: nothing', 'outdoor', NOW, loaded(FORECAST), { kind: 'none' }],
    ['a retractable roof, kicked off: nothing', 'retractable_dome', NOW - H, loaded(FORECAST), { kind: 'none' }],
    ['while the forecast loads', 'outdoor', kickoff, { failed: false }, { kind: 'pending', roofMayClose: false }],
    ['a failed forecast', 'retractable_dome', kickoff, { failed: true }, { kind: 'unavailable', roofMayClose: true }],
    ['a forecast without entries', 'outdoor', kickoff, loaded([]), { kind: 'unavailable', roofMayClose: false }],
    [
      'the nearest entry: 71.6°F, 14.4 mph (shown 14: no flag), 11.4%',
      'outdoor',
      kickoff,
      loaded([entry(27, 40), entry(30, 71.6, 14.4, 0.114)]),
      { kind: 'forecast', temp: '72°F', wind: '14 mph', precipitation: '11%', roofMayClose: false },
    ],
    [
      'wind shown as 15 mph flags it, as on the stadiums screen',
      'outdoor',
      kickoff,
      loaded([entry(30, 58, 14.5, 0.6)]),
      {
        kind: 'forecast',
        temp: '58°F',
        wind: '15 mph',
        precipitation: '60%',
        windNote: 'Wind may affect passing and kicking',
        roofMayClose: false,
      },
    ],
    [
      'a retractable roof in a gale: the roof note, not the wind flag',
      'retractable_dome',
      kickoff,
      loaded([entry(30, 58, 25, 0)]),
      { kind: 'forecast', temp: '58°F', wind: '25 mph', precipitation: '0%', roofMayClose: true },
    ],
  ])('%s', (_name, roof, at, forecast, view) => {
    expect(kickoffWeather(roof, at, kickoffPhase(at, NOW), forecast, 'UTC')).toEqual(view);
  });

  it('says from which day a forecast reaches a later kickoff, asking for none', () => {
    const sunday = Date.parse('2025-09-28T17:00:00Z');
    expect(kickoffWeather('outdoor', sunday, kickoffPhase(sunday, NOW), { failed: false }, 'UTC')).toEqual({
      kind: 'later',
      from: 'Sep 23',
      roofMayClose: false,
    });
    expect(kickoffWeather('retractable_dome', sunday, 'beyondReach', { failed: true }, 'UTC')).toEqual({
      kind: 'later',
      from: 'Sep 23',
      roofMayClose: true,
    });
  });

  it('says "later" when a kept forecast does not reach kickoff after all', () => {
    expect(kickoffWeather('outdoor', kickoff, 'inReach', loaded([entry(0), entry(3)]), 'UTC')).toEqual({
      kind: 'later',
      from: 'Sep 16',
      roofMayClose: false,
    });
  });
});

describe('dayLabel', () => {
  it.each([
    ['2025-09-16T12:00:00Z', 'UTC', 'Sep 16'],
    ['2025-09-16T02:00:00Z', 'America/New_York', 'Sep 15'],
    ['2025-10-01T00:00:00Z', 'UTC', 'Oct 1'],
  ])('%s in %s is %s', (iso, zone, label) => {
    expect(dayLabel(Date.parse(iso), zone)).toBe(label);
  });
});
