import { climateAt, dayOfYear, nearestStadiumCity, normalTemperature, sunTimes, utcOffsetSeconds } from './climate';
import { clamp, hashString, rngFor, type Rng } from './random';
import type { OwmCurrentWeather } from './types';

type Condition = OwmCurrentWeather['weather'][number];

const round2 = (v: number): number => Math.round(v * 100) / 100;

function condition(id: number, main: string, description: string, icon: string, day: boolean): Condition {
  return { id, main, description, icon: `${icon}${day ? 'd' : 'n'}` };
}

function skyCondition(clouds: number, day: boolean): Condition {
  if (clouds <= 10) return condition(800, 'Clear', 'clear sky', '01', day);
  if (clouds <= 25) return condition(801, 'Clouds', 'few clouds', '02', day);
  if (clouds <= 50) return condition(802, 'Clouds', 'scattered clouds', '03', day);
  if (clouds <= 84) return condition(803, 'Clouds', 'broken clouds', '04', day);
  return condition(804, 'Clouds', 'overcast clouds', '04', day);
}

function precipitation(temp: number, rng: Rng, day: boolean): Condition {
  const roll = rng.next();
  if (temp <= 33) {
    if (roll < 0.65) return condition(600, 'Snow', 'light snow', '13', day);
    return roll < 0.92 ? condition(601, 'Snow', 'snow', '13', day) : condition(602, 'Snow', 'heavy snow', '13', day);
  }
  if (temp >= 75 && roll < 0.25) return condition(200, 'Thunderstorm', 'thunderstorm with light rain', '11', day);
  if (roll < 0.7) return condition(500, 'Rain', 'light rain', '10', day);
  return roll < 0.94
    ? condition(501, 'Rain', 'moderate rain', '10', day)
    : condition(502, 'Rain', 'heavy intensity rain', '10', day);
}

/** Wind chill below 50 °F, heat index above 80 °F (NWS formulas). */
function feelsLike(t: number, mph: number, rh: number): number {
  if (t <= 50 && mph >= 3) {
    const v = mph ** 0.16;
    return 35.74 + 0.6215 * t - 35.75 * v + 0.4275 * t * v;
  }
  if (t >= 80) {
    return (
      -42.379 +
      2.04901523 * t +
      10.14333127 * rh -
      0.22475541 * t * rh -
      0.00683783 * t * t -
      0.05481717 * rh * rh +
      0.00122874 * t * t * rh +
      0.00085282 * t * rh * rh -
      0.00000199 * t * t * rh * rh
    );
  }
  return t;
}

/**
 * The hottest hour the model gives (°F), so that no reading with its maximum reaches 120. The climate is
 * fitted to the stadium cities, whose hottest hour from August to February is 112.5 (Glendale, 15 August);
 * south of them in the desert (latitude 25, longitude -117.4, on 1 August) it ran to 121.7.
 */
const HOTTEST_HOUR_F = 116;

/**
 * OpenWeatherMap current weather (units=imperial) for a point and hour. Day-to-day anomalies are
 * interpolated between daily values, so consecutive hours at one place tell a coherent story.
 */
export function weatherAt(seed: number, latitude: number, longitude: number, at: Date): OwmCurrentWeather {
  if (![latitude, longitude, at.getTime()].every(Number.isFinite)) {
    throw new RangeError('weatherAt needs a finite latitude, longitude and time');
  }
  const lat = round2(latitude);
  const lon = round2(longitude);
  const place = `${lat},${lon}`;
  const hour = Math.floor(at.getTime() / 3_600_000);
  const utcMs = hour * 3_600_000;
  const timezone = utcOffsetSeconds(lat, lon, utcMs);
  const localMs = utcMs + timezone * 1000;
  const localHour = new Date(localMs).getUTCHours();
  const day = Math.floor(localMs / 86_400_000);
  const daily = (channel: string): number => {
    const today = rngFor(seed, 'weather', place, channel, day).normal();
    const tomorrow = rngFor(seed, 'weather', place, channel, day + 1).normal();
    return today + (tomorrow - today) * (localHour / 24);
  };
  const rng = rngFor(seed, 'weather', place, hour);
  const climate = climateAt(lat, lon);
  const winter = Math.max(0, -Math.cos((2 * Math.PI * (dayOfYear(localMs) - 200)) / 365));

  const temp = Math.min(
    HOTTEST_HOUR_F,
    normalTemperature(climate, dayOfYear(localMs), localHour) + daily('temp') * (5 + 3 * winter) + rng.normal(0, 0.6),
  );
  const clouds = Math.round(clamp(55 + 40 * daily('cloud') - (1 - climate.moisture) * 35 + rng.normal(0, 8), 0, 100));
  const night = Math.cos((2 * Math.PI * (localHour - 4)) / 24);
  const humidity = Math.round(
    clamp(35 + climate.moisture * 35 + night * 12 + clouds * 0.12 + rng.normal(0, 4), 8, 100),
  );
  const sun = sunTimes(lat, lon, utcMs, timezone);
  const dt = hour * 3600 + (hashString(`${place}:${hour}`) % 1800);
  const isDay = dt >= sun.sunrise && dt < sun.sunset;
  const wet = clouds >= 85 && rng.chance(0.2 + climate.moisture * 0.4);
  const misty = !wet && humidity >= 94 && clouds >= 60 && (localHour < 9 || localHour > 21);
  const weather = wet
    ? precipitation(temp, rng, isDay)
    : misty
      ? condition(701, 'Mist', 'mist', '50', isDay)
      : skyCondition(clouds, isDay);

  const speed = Math.max(0, 4.5 + (lat - 25) * 0.12 + winter * 3 + daily('wind') * 3.5 + rng.normal(0, 1.2));
  const gust = speed > 9 && rng.chance(0.6) ? round2(speed * rng.float(1.3, 1.7)) : undefined;
  const deg = Math.round((((235 + daily('dir') * 70 + rng.normal(0, 15)) % 360) + 360) % 360) % 360;
  const visibility = wet
    ? weather.main === 'Snow'
      ? rng.int(15, 50) * 100
      : rng.int(60, 95) * 100
    : misty
      ? rng.int(20, 50) * 100
      : 10000;
  const spread = rng.float(0.3, 2.5);
  const named = nearestStadiumCity(lat, lon);

  return {
    coord: { lon, lat },
    weather: [weather],
    base: 'stations',
    main: {
      temp: round2(temp),
      feels_like: round2(feelsLike(temp, speed, humidity)),
      temp_min: round2(temp - spread),
      temp_max: round2(temp + rng.float(0.3, 2.5)),
      pressure: Math.round(1016 + daily('pressure') * 7 - (wet ? 6 : 0)),
      humidity,
    },
    visibility,
    wind: gust === undefined ? { speed: round2(speed), deg } : { speed: round2(speed), deg, gust },
    clouds: { all: clouds },
    dt,
    sys: { country: 'US', sunrise: sun.sunrise, sunset: sun.sunset },
    timezone,
    id: named ? 4000000 + (hashString(named.city) % 1000000) : 5000000 + (hashString(place) % 1000000),
    name: named?.city ?? '',
    cod: 200,
  };
}
