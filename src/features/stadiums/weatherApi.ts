import { createApi } from '@reduxjs/toolkit/query/react';
import { appBaseQuery } from '../../api/appBaseQuery';
import { resource } from '../../api/resource';
import { env } from '../../config/env';
import { parseWeather } from './parseWeather';
import type { Weather } from './types';

export interface WeatherArg {
  stadiumId: string;
  lat: number;
  lon: number;
}

export const WEATHER_ERROR = 'Weather is unavailable right now.';

/**
 * Current weather (OpenWeatherMap's API): its own base URL, so its own api. Kept per stadium for
 * the session (spec §2): a reading is never dropped, so it is never fetched again by itself.
 */
export const weatherApi = createApi({
  reducerPath: 'weatherApi',
  baseQuery: appBaseQuery(env.weatherApiUrl),
  keepUnusedDataFor: Infinity,
  endpoints: (build) => ({
    getWeather: build.query<Weather, WeatherArg>({
      // Not session-cached, so the resource brings no tags (this API has none).
      queryFn: resource({
        url: ({ lat, lon }: WeatherArg) => `?lat=${lat}&lon=${lon}&units=imperial&appid=${encodeURIComponent(env.weatherApiKey)}`,
        parse: parseWeather,
        failure: WEATHER_ERROR,
      }).queryFn,
      serializeQueryArgs: ({ queryArgs }) => queryArgs.stadiumId,
    }),
  }),
});

export const { useGetWeatherQuery } = weatherApi;
