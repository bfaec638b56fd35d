import { CURRENT_PATH, FORECAST_PATH, owmSample } from '../../utils/owmStub';
import { current, forecast, KEY, owmForTests } from './support';

const owm = owmForTests();

describe('/api/weather with OPENWEATHER_API_KEY: forwarded to OpenWeatherMap 2.5', () => {
  it("asks OpenWeatherMap with the server's key in place of the browser's appid, at the stadium's rounded coordinates", async () => {
    const { status } = await owm.get(current('Chiefs'));
    expect(status).toBe(200);
    const [asked] = owm.stub().seen;
    expect(asked?.pathname).toBe(CURRENT_PATH);
    expect(Object.fromEntries(asked?.searchParams ?? [])).toEqual({
      lat: '39.05',
      lon: '-94.48',
      units: 'imperial',
      appid: KEY,
    });
  });

  it("answers OpenWeatherMap's current weather as it sent it (cod the integer 200)", async () => {
    const { body } = await owm.get(current('Chiefs'));
    expect(body).toEqual(owmSample('current_weather_imperial_recorded_kansas_city.json'));
  });

  it('answers OpenWeatherMap\'s forecast as it sent it (cod the string "200")', async () => {
    const { status, body } = await owm.get(forecast('Chiefs'));
    expect(status).toBe(200);
    expect(body).toEqual(owmSample('forecast_imperial_recorded_cnt1.json'));
    expect(owm.stub().seen.map((url) => [url.pathname, url.searchParams.get('appid')])).toEqual([[FORECAST_PATH, KEY]]);
  });

  it('forwards the units asked for', async () => {
    const { body } = await owm.get(current('Chiefs', 'standard'));
    expect(owm.stub().seen[0]?.searchParams.get('units')).toBe('standard');
    expect(body).toEqual(owmSample('current_weather_docs_standard.json'));
  });

  it.each([
    ['current weather', current('Chiefs')],
    ['forecast', forecast('Chiefs')],
  ])('sends the key back nowhere in the %s answer: not in its body, not in its headers', async (_name, url) => {
    const { status, text, headers } = await owm.get(url);
    expect(status).toBe(200);
    expect(owm.stub().seen[0]?.searchParams.get('appid')).toBe(KEY);
    expect(text).not.toContain(KEY);
    expect(JSON.stringify(headers)).not.toContain(KEY);
  });

  it('keeps the browser’s checks: no appid is still a 401 and bad coordinates a 400, without asking OpenWeatherMap', async () => {
    expect((await owm.get('/api/weather?lat=39&lon=-94&units=imperial')).status).toBe(401);
    expect((await owm.get('/api/weather/forecast?lat=91&lon=0&appid=demo')).status).toBe(400);
    expect(owm.stub().seen).toEqual([]);
  });

  it('asks only for the stadiums: another place is a 400, and the key’s quota is not spent on it', async () => {
    const london = await owm.get('/api/weather?lat=51.56&lon=-0.28&units=imperial&appid=demo');
    expect(london.status).toBe(400);
    expect(london.body).toMatchObject({ message: 'Weather is served for the NFL stadiums only' });
    expect((await owm.get('/api/weather/forecast?lat=10&lon=10&units=imperial&appid=demo')).status).toBe(400);
    expect(owm.stub().seen).toEqual([]);
  });

  it('keeps only the fields the OpenWeatherMap shape names', async () => {
    const sample = owmSample('current_weather_imperial_recorded_kansas_city.json') as { main: object };
    owm.stub().fail(CURRENT_PATH, {
      body: JSON.stringify({ ...sample, injected: '<script>', main: { ...sample.main, extra: 1 } }),
    });
    const { body } = await owm.get(current('Chiefs'));
    expect(body).toEqual(sample);
  });

  it('serves Cache-Control max-age=600 on an answer, as the simulated weather does', async () => {
    expect((await owm.get(current('Chiefs'))).headers['cache-control']).toBe('public, max-age=600');
  });
});
