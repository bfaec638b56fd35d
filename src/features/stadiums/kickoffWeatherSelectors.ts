import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { findTeam, type TeamRecord } from '../../domain/teams';
import { kickoffPhase, kickoffWeather, type KickoffGame, type KickoffWeatherView } from './kickoffWeather';
import { weatherArgOf } from './stadiumsSelectors';
import { weatherApi } from './weatherApi';

export type { KickoffGame, KickoffWeatherView } from './kickoffWeather';

// One selector per stadium, so an unchanged forecast reads as the same object.
const forecastSelectors = new Map<string, ReturnType<typeof weatherApi.endpoints.getForecast.select>>();
function forecastOf(team: TeamRecord) {
  let selector = forecastSelectors.get(team.stadium_id);
  if (!selector) forecastSelectors.set(team.stadium_id, (selector = weatherApi.endpoints.getForecast.select(weatherArgOf(team))));
  return selector;
}

const NONE: KickoffWeatherView = { kind: 'none' };

/**
 * A card's kickoff weather at the home team's stadium, as of `now` (see kickoffWeather): reads the
 * forecast's cache; the /nfl page asks for the forecasts the week's cards need.
 */
export const selectKickoffWeather = createSelector(
  [
    (state: RootState, game: KickoffGame) => {
      const team = findTeam(game.home_team);
      return team ? forecastOf(team)(state) : undefined;
    },
    (_state: RootState, game: KickoffGame) => game.home_team,
    (_state: RootState, game: KickoffGame) => game.commence_time,
    // The clock matters only as far as it moves the game from one phase to the next.
    (_state: RootState, game: KickoffGame, now: number) => kickoffPhase(Date.parse(game.commence_time), now),
  ],
  (forecast, home, kickoff, phase): KickoffWeatherView => {
    const team = findTeam(home);
    if (!team) return NONE;
    return kickoffWeather(team.stadium_roof_type, Date.parse(kickoff), phase, { entries: forecast?.data, failed: forecast?.isError ?? false });
  },
);
