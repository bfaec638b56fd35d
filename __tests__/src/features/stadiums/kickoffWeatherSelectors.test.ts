import { makeStore } from '../../../../src/app/store';
import { env } from '../../../../src/config/env';
import { findTeam } from '../../../../src/domain/teams';
import { selectKickoffWeather } from '../../../../src/features/stadiums/kickoffWeatherSelectors';
import { weatherArgOf } from '../../../../src/features/stadiums/stadiumsSelectors';
import { weatherApi } from '../../../../src/features/stadiums/weatherApi';
import { HttpResponse, http, server, setupMswServer } from '../../../utils/msw';
import { FORECAST_URL, forecastEntry } from '../../../utils/research';

setupMswServer();

const NOW = Date.parse('2025-09-20T12:00:00Z');
const WEATHER_URL = new URL(env.weatherApiUrl, 'http://localhost').toString();
const game = { home_team: 'Green Bay Packers', commence_time: '2025-09-21T17:00:00Z' };
const lambeau = weatherArgOf(findTeam(game.home_team)!);

describe('selectKickoffWeather', () => {
  it("reads the stadium's forecast, apart from its current weather (the stadiums screen's)", async () => {
    server.use(
      http.get(WEATHER_URL, () =>
        HttpResponse.json({ weather: [{ description: 'clear sky' }], main: { temp: 50 }, wind: { speed: 3, deg: 10 } }),
      ),
      http.get(FORECAST_URL, () =>
        HttpResponse.json({
          cnt: 2,
          list: [forecastEntry(NOW / 1000, 27, 61, 9, 0.2), forecastEntry(NOW / 1000, 30, 64, 18, 0.5)],
          city: {},
        }),
      ),
    );
    const store = makeStore();
    await store.dispatch(weatherApi.endpoints.getWeather.initiate(lambeau));
    await store.dispatch(weatherApi.endpoints.getForecast.initiate(lambeau));
    expect(weatherApi.endpoints.getWeather.select(lambeau)(store.getState()).data?.temp).toBe(50);
    expect(weatherApi.endpoints.getForecast.select(lambeau)(store.getState()).data).toHaveLength(2);
    expect(selectKickoffWeather(store.getState(), game, NOW)).toEqual({
      kind: 'forecast',
      temp: '64°F',
      wind: '18 mph',
      precipitation: '50%',
      windNote: 'Wind may affect passing and kicking',
      roofMayClose: false,
    });
  });

  it('gives the same view while nothing it reads changes, and nothing for an unknown home team', () => {
    const store = makeStore();
    const first = selectKickoffWeather(store.getState(), game, NOW);
    expect(first).toEqual({ kind: 'pending', roofMayClose: false });
    store.dispatch({ type: 'unrelated/somethingHappened' });
    expect(selectKickoffWeather(store.getState(), game, NOW)).toBe(first);
    expect(selectKickoffWeather(store.getState(), { ...game, home_team: 'Springfield Atoms' }, NOW)).toEqual({
      kind: 'none',
    });
  });
});
