import { ParseError } from '../../../../src/api/parse';
import { parseForecast } from '../../../../src/features/stadiums/parseForecast';
import { forecastEntry } from '../../../utils/research';

const from = Date.parse('2025-09-20T12:00:00Z') / 1000;

describe('parseForecast', () => {
  it('reads each 3-hour step in time order, the time in ms', () => {
    const list = [forecastEntry(from, 3, 64.2, 12.5, 0.4), forecastEntry(from, 0, 61, 9, 0)];
    expect(parseForecast({ cnt: 2, list, city: {} })).toEqual([
      { at: from * 1000, temp: 61, windSpeed: 9, windDeg: 200, description: 'light rain', pop: 0 },
      { at: (from + 3 * 3600) * 1000, temp: 64.2, windSpeed: 12.5, windDeg: 200, description: 'light rain', pop: 0.4 },
    ]);
  });

  it('reads a missing chance of rain as 0, keeps it within 0–1, and a missing direction or description as 0 and empty', () => {
    const bare = { dt: from, main: { temp: 50 }, wind: { speed: 3 } };
    expect(parseForecast({ list: [bare, { ...bare, dt: from + 1, pop: 7 }] })).toEqual([
      { at: from * 1000, temp: 50, windSpeed: 3, windDeg: 0, description: '', pop: 0 },
      { at: (from + 1) * 1000, temp: 50, windSpeed: 3, windDeg: 0, description: '', pop: 1 },
    ]);
  });

  it.each([
    ['without a time', { main: { temp: 50 }, wind: { speed: 3 } }],
    ['without a temperature', { dt: from, wind: { speed: 3 } }],
    ['without wind', { dt: from, main: { temp: 50 } }],
    ['with negative wind', { dt: from, main: { temp: 50 }, wind: { speed: -1 } }],
  ])('drops an entry %s', (_case, entry) => {
    expect(parseForecast({ list: [entry] })).toEqual([]);
  });

  it.each([
    ['a list', []],
    ['null', null],
    ['an object without a list', { cnt: 0 }],
  ])('rejects %s with a ParseError', (_name, body) => {
    expect(() => parseForecast(body)).toThrow(ParseError);
  });
});
