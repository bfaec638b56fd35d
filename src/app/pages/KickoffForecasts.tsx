import { useMemo } from 'react';
import { selectGamesOfWeek } from '../../features/odds/oddsSelectors';
import { FORECAST_STEP_MS, forecastRequests } from '../../features/stadiums/kickoffWeather';
import { useGetForecastQuery, type WeatherArg } from '../../features/stadiums/weatherApi';
import { useNow } from '../../lib/useNow';
import { useAppSelector } from '../hooks';

/** One stadium's forecast, kept (and renewed as a new forecast is made) while a card shows it. */
function ForecastQuery({ arg }: { arg: WeatherArg }) {
  useGetForecastQuery(arg, { pollingInterval: FORECAST_STEP_MS });
  return null;
}

/**
 * The forecasts the week's cards show at kickoff: only for outdoor and retractable-roof stadiums
 * whose game is still to come and within a forecast's reach (none for domes, past or later games).
 */
export function KickoffForecasts() {
  const games = useAppSelector(selectGamesOfWeek);
  const now = useNow();
  const requests = useMemo(() => forecastRequests(games, now), [games, now]);
  return requests.map((arg) => <ForecastQuery key={arg.stadiumId} arg={arg} />);
}
