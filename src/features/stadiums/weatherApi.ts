import { createApi } from '@reduxjs/toolkit/query/react';
import { absoluteUrl, appBaseQuery } from '../../api/appBaseQuery';
import { resource } from '../../api/resource';
import { env } from '../../config/env';
import { parseForecast } from './parseForecast';
import { parseWeather } from './parseWeather';
import type { ForecastEntry, Weather } from './types';

export interface WeatherArg {
  stadiumId: string;
  lat: number;
  lon: number;
}

export const WEATHER_ERROR = 'Weather is unavailable right now.';
export const FORECAST_ERROR = 'The forecast is unavailable right now.';

const weatherQuery = ({ lat, lon }: WeatherArg) =>
  `lat=${lat}&lon=${lon}&units=imperial&appid=${encodeURIComponent(env.weatherApiKey)}`;

/**
 * How long an unused reading is kept, in seconds: the session. The longest a browser timer waits
 * (2^31 ms, 24.8 days) less a day, and a finite number, so the store stays plain JSON (Infinity would
 * be exported by Redux DevTools as null).
 */
export const WEATHER_KEPT_S = 23 * 24 * 60 * 60;

/**
 * Current weather and the forecast (OpenWeatherMap's APIs): another service, so its own api. The
 * current weather is kept per stadium for the session (spec §2): a reading is not dropped while the
 * page is open (WEATHER_KEPT_S), so it is not fetched again by itself.
 */
export const weatherApi = createApi({
  reducerPath: 'weatherApi',
  baseQuery: appBaseQuery(env.weatherApiUrl),
  keepUnusedDataFor: WEATHER_KEPT_S,
  endpoints: (build) => ({
    getWeather: build.query<Weather, WeatherArg>({
      // Not session-cached, so the resource brings no tags (this API has none).
      queryFn: resource({
        url: (arg: WeatherArg) => `?${weatherQuery(arg)}`,
        parse: parseWeather,
        failure: WEATHER_ERROR,
      }).queryFn,
      serializeQueryArgs: ({ queryArgs }) => queryArgs.stadiumId,
    }),
    /** The stadium's 5 day / 3 hour forecast, from its own URL (WEATHER_FORECAST_URL); a new one every 3 hours. */
    getForecast: build.query<ForecastEntry[], WeatherArg>({
      queryFn: resource({
        url: (arg: WeatherArg) => `${absoluteUrl(env.weatherForecastUrl)}?${weatherQuery(arg)}`,
        parse: parseForecast,
        failure: FORECAST_ERROR,
      }).queryFn,
      // A string is the cache key itself: without the prefix, a stadium's forecast would share its current weather's
      // entry.
      serializeQueryArgs: ({ queryArgs }) => `forecast:${queryArgs.stadiumId}`,
      keepUnusedDataFor: 30 * 60,
    }),
  }),
});

export const { useGetWeatherQuery, useGetForecastQuery } = weatherApi;
