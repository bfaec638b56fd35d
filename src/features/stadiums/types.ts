/** The weather fields the app reads (spec §3). */
export interface Weather {
  description: string;
  /** °F */
  temp: number;
  /** mph */
  windSpeed: number;
  /** degrees, where the wind comes from */
  windDeg: number;
}

/** One 3-hour step of OpenWeatherMap's 5 day / 3 hour forecast (CONTRACT §8). */
export interface ForecastEntry {
  /** The step's time (ms since the epoch; the API sends seconds). */
  at: number;
  /** °F */
  temp: number;
  /** mph */
  windSpeed: number;
  /** degrees, where the wind comes from */
  windDeg: number;
  description: string;
  /** Chance of precipitation, 0–1. */
  pop: number;
}
