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
