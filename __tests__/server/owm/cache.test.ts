import { CURRENT_PATH, FORECAST_PATH } from '../../utils/owmStub';
import { current, forecast, MINUTE, owmForTests } from './support';

const owm = owmForTests();
const TTL = 10 * MINUTE;

describe('OpenWeatherMap answers, cached 10 minutes per stadium', () => {
  it('serves a second request within the 10 minutes without asking OpenWeatherMap', async () => {
    const first = await owm.get(current('Chiefs'));
    owm.clock.ms += TTL - 1;
    const second = await owm.get(current('Chiefs'));
    expect(owm.stub().count(CURRENT_PATH)).toBe(1);
    expect(second.body).toEqual(first.body);
  });

  it('asks again once the 10 minutes have passed', async () => {
    await owm.get(current('Chiefs'));
    owm.clock.ms += TTL;
    expect((await owm.get(current('Chiefs'))).status).toBe(200);
    expect(owm.stub().count(CURRENT_PATH)).toBe(2);
  });

  it('keeps each stadium apart', async () => {
    await owm.get(current('Chiefs'));
    await owm.get(current('Packers'));
    await owm.get(current('Chiefs'));
    await owm.get(current('Packers'));
    expect(owm.stub().seen.map((url) => url.searchParams.get('lat'))).toEqual(['39.05', '44.5']);
  });

  it('keeps units and endpoints apart', async () => {
    await owm.get(current('Chiefs'));
    await owm.get(current('Chiefs', 'standard'));
    await owm.get(forecast('Chiefs'));
    await owm.get(forecast('Chiefs'));
    expect(owm.stub().count(CURRENT_PATH)).toBe(2);
    expect(owm.stub().count(FORECAST_PATH)).toBe(1);
  });

  it('takes coordinates that round to the same hundredth as the same stadium', async () => {
    await owm.get('/api/weather?lat=39.0489&lon=-94.4839&units=imperial&appid=demo');
    await owm.get('/api/weather?lat=39.0451&lon=-94.4849&units=imperial&appid=demo');
    expect(owm.stub().count(CURRENT_PATH)).toBe(1);
  });

  it.each([
    ['current weather', current('Chiefs'), CURRENT_PATH],
    ['forecast', forecast('Chiefs'), FORECAST_PATH],
  ] as const)('answers 20 concurrent requests for the %s with one upstream request', async (_name, url, path) => {
    owm.stub().delay(100);
    const answers = await Promise.all(Array.from({ length: 20 }, () => owm.get(url)));
    expect(owm.stub().count(path)).toBe(1);
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
  });
});
