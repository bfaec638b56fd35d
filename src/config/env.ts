import defaults from './defaults.json';

type ConfigName = keyof typeof defaults;

// webpack's DefinePlugin replaces each `process.env.NAME` below with the build-time value;
// under jest they are read from the real environment, with the same defaults.
const raw: Record<ConfigName, string | undefined> = {
  API_BASE_URL: process.env.API_BASE_URL,
  WEATHER_API_URL: process.env.WEATHER_API_URL,
  WEATHER_API_KEY: process.env.WEATHER_API_KEY,
  WEATHER_FORECAST_URL: process.env.WEATHER_FORECAST_URL,
  STADIUM_IMAGE_BASE_URL: process.env.STADIUM_IMAGE_BASE_URL,
  FIREBASE_API_KEY: process.env.FIREBASE_API_KEY,
  FIREBASE_AUTH_DOMAIN: process.env.FIREBASE_AUTH_DOMAIN,
  FIREBASE_PROJECT_ID: process.env.FIREBASE_PROJECT_ID,
  FIREBASE_APP_ID: process.env.FIREBASE_APP_ID,
  FIREBASE_AUTH_EMULATOR_URL: process.env.FIREBASE_AUTH_EMULATOR_URL,
  FIRESTORE_EMULATOR_HOST: process.env.FIRESTORE_EMULATOR_HOST,
  SEASON_OPENER: process.env.SEASON_OPENER,
};

const value = (name: ConfigName): string => raw[name] ?? defaults[name];

/** The build-time configuration of CONTRACT §3. */
export const env = {
  apiBaseUrl: value('API_BASE_URL'),
  weatherApiUrl: value('WEATHER_API_URL'),
  weatherApiKey: value('WEATHER_API_KEY'),
  /** OpenWeatherMap's 5 day / 3 hour forecast (CONTRACT §8). */
  weatherForecastUrl: value('WEATHER_FORECAST_URL'),
  stadiumImageBaseUrl: value('STADIUM_IMAGE_BASE_URL'),
  firebase: {
    apiKey: value('FIREBASE_API_KEY'),
    authDomain: value('FIREBASE_AUTH_DOMAIN'),
    projectId: value('FIREBASE_PROJECT_ID'),
    appId: value('FIREBASE_APP_ID'),
  },
  firebaseAuthEmulatorUrl: value('FIREBASE_AUTH_EMULATOR_URL'),
  firestoreEmulatorHost: value('FIRESTORE_EMULATOR_HOST'),
  seasonOpener: value('SEASON_OPENER'),
  /** The embedded API (CONTRACT §6) serves demo data; the footer says so. */
  usesDemoData: value('API_BASE_URL') === defaults.API_BASE_URL,
} as const;
