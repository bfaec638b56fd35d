import { ParseError } from '../../../../src/api/parse';
import { parseWeather } from '../../../../src/features/stadiums/parseWeather';

const body = (overrides: Record<string, unknown> = {}) => ({
  weather: [{ description: 'light rain' }],
  main: { temp: 61.3 },
  wind: { speed: 12.5, deg: 225 },
  ...overrides,
});

describe('parseWeather', () => {
  it('reads the four fields the app shows', () => {
    expect(parseWeather(body())).toEqual({ description: 'light rain', temp: 61.3, windSpeed: 12.5, windDeg: 225 });
  });

  it('takes a calm day without a wind direction as 0°', () => {
    expect(parseWeather(body({ wind: { speed: 0 } })).windDeg).toBe(0);
  });

  it.each([
    ['not an object', []],
    ['without weather', body({ weather: [] })],
    ['without a temperature', body({ main: {} })],
    ['without wind', body({ wind: null })],
    ['with a wind speed that is not a number', body({ wind: { speed: 'calm', deg: 1 } })],
  ])('rejects an answer %s with a ParseError', (_name, raw) => {
    expect(() => parseWeather(raw)).toThrow(ParseError);
  });
});
