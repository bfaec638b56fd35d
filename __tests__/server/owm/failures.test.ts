import { CURRENT_PATH, FORECAST_PATH, owmSample, type OwmFailure } from '../../utils/owmStub';
import { current, forecast, KEY, MINUTE, owmForTests, START } from './support';

// Long enough that a good answer from the stub in this process is never cut off by a pause of a busy machine's event
// loop (a timer that comes due during one fires before the data that arrived), short enough for the two 'hang' cases.
const owm = owmForTests({ timeoutMs: 2_000 });
const TTL = 10 * MINUTE;
const DAY = 24 * 60 * MINUTE;
const kansasCity = owmSample('current_weather_imperial_recorded_kansas_city.json');

const FAILURES: ReadonlyArray<[string, OwmFailure, 502 | 503]> = [
  ['a 401 (the key refused)', { status: 401 }, 502],
  ['a 429 (rate limited)', { status: 429 }, 503],
  ['a 500', { status: 500 }, 502],
  ['no answer (timeout)', 'hang', 503],
  ['a body that is not JSON', { body: '<html>Bad Gateway</html>' }, 502],
  ['Kelvin when imperial was asked', { body: JSON.stringify(owmSample('current_weather_docs_standard.json')) }, 502],
  ['an error cod in a 200', { body: JSON.stringify(owmSample('error_401.json')) }, 502],
  ['no temperature', { body: JSON.stringify({ ...(kansasCity as object), main: { humidity: 55 } }) }, 502],
];

describe('OpenWeatherMap failing', () => {
  it.each(FAILURES)('serves the last good answer on %s, and /sources says it is stale', async (_name, failure) => {
    await owm.get(current('Chiefs'));
    owm.clock.ms += TTL;
    owm.stub().fail(CURRENT_PATH, failure);
    const { status, body } = await owm.get(current('Chiefs'));
    expect(owm.stub().count(CURRENT_PATH)).toBe(2);
    expect({ status, body }).toEqual({ status: 200, body: kansasCity });
    expect(owm.weather().status()).toMatchObject({
      source: 'openweathermap',
      status: 'stale',
      as_of: new Date(START).toISOString(),
    });
  });

  it.each(FAILURES)(
    'answers %s with a clear 502/503 error when nothing good is under a day old',
    async (_name, failure, code) => {
      await owm.get(current('Chiefs'));
      owm.clock.ms += DAY;
      owm.stub().fail(CURRENT_PATH, failure);
      const { status, body } = await owm.get(current('Chiefs'));
      expect(status).toBe(code);
      expect(body).toEqual({
        cod: code,
        message: expect.stringContaining('OpenWeatherMap'),
        error: expect.stringMatching(/^Weather is unavailable: /),
      });
      expect(owm.weather().status()).toMatchObject({
        status: 'failing',
        detail: (body as { message: string }).message,
      });
    },
  );

  it('answers an error for the forecast of a stadium never answered', async () => {
    owm.stub().fail(FORECAST_PATH, { status: 500 });
    const { status, body } = await owm.get(forecast('Packers'));
    expect(status).toBe(502);
    expect(body).toMatchObject({
      cod: 502,
      error: 'Weather is unavailable: OpenWeatherMap answered 500: Internal error',
    });
  });

  it('does not let a failure be cached by the browser', async () => {
    owm.stub().fail(CURRENT_PATH, { status: 500 });
    expect((await owm.get(current('Chiefs'))).headers['cache-control']).toBe('no-store');
  });

  it('waits a minute after a failure before asking again, then recovers', async () => {
    owm.stub().fail(CURRENT_PATH, { status: 429 });
    await owm.get(current('Chiefs'));
    owm.clock.ms += MINUTE - 1;
    expect((await owm.get(current('Chiefs'))).status).toBe(503);
    expect(owm.stub().count(CURRENT_PATH)).toBe(1);
    owm.stub().fail(CURRENT_PATH, undefined);
    owm.clock.ms += 1;
    expect(await owm.get(current('Chiefs'))).toMatchObject({ status: 200, body: kansasCity });
    expect(owm.stub().count(CURRENT_PATH)).toBe(2);
    expect(owm.weather().status()).toEqual({
      source: 'openweathermap',
      status: 'ok',
      as_of: new Date(START + MINUTE).toISOString(),
    });
  });

  it('drops forecast steps it cannot show and keeps the rest', async () => {
    const sample = owmSample('forecast_imperial_recorded_cnt1.json') as { list: Array<{ dt: number }> };
    const [step] = sample.list;
    const broken = { ...step, dt: 1616230800, main: {} };
    owm.stub().fail(FORECAST_PATH, { body: JSON.stringify({ ...sample, cnt: 2, list: [step, broken] }) });
    const { status, body } = await owm.get(forecast('Chiefs'));
    expect(status).toBe(200);
    expect(body).toEqual(sample);
  });
});

describe('a provider error that echoes the key', () => {
  it.each([
    ['a 401', { status: 401 } as const],
    ['a 429', { status: 429 } as const],
    ['a 500', { status: 500 } as const],
  ])('is scrubbed from the answer to %s and from /sources', async (_name, failure) => {
    owm.stub().echoKey(true);
    owm.stub().fail(CURRENT_PATH, failure);
    const { text, body } = await owm.get(current('Chiefs'));
    expect((body as { message: string }).message).toContain('appid=***'); // the echo came through, scrubbed
    expect(text).not.toContain(KEY);
    expect(JSON.stringify(owm.weather().status())).not.toContain(KEY);
  });

  it('is scrubbed from the strings of a good answer too', async () => {
    owm.stub().fail(CURRENT_PATH, { body: JSON.stringify({ ...(kansasCity as object), name: `Kansas City ${KEY}` }) });
    const { status, text } = await owm.get(current('Chiefs'));
    expect(status).toBe(200);
    expect(text).not.toContain(KEY);
    expect(text).toContain('"name":"Kansas City ***"');
  });
});
