import { createSelector } from '@reduxjs/toolkit';
import { selectorForArg } from '../../api/selectorForArg';
import type { RootState } from '../../app/store';
import { findTeam } from '../../domain/teams';
import { kickoffPhase, kickoffWeather, type KickoffGame, type KickoffWeatherView } from './kickoffWeather';
import { weatherArgOf } from './stadiumsSelectors';
import { weatherApi } from './weatherApi';

export type { KickoffGame, KickoffWeatherView } from './kickoffWeather';

// One per stadium, as the forecasts are kept.
const forecastOf = selectorForArg(weatherApi.endpoints.getForecast, (arg) => arg.stadiumId);

const NONE: KickoffWeatherView = { kind: 'none' };

/**
 * A card's kickoff weather at the home team's stadium, as of `now` (see kickoffWeather): reads the
 * forecast's cache; the /nfl page asks for the forecasts the week's cards need.
 */
export const selectKickoffWeather = createSelector(
  [
    (state: RootState, game: KickoffGame) => {
      const team = findTeam(game.home_team);
      return team ? forecastOf(weatherArgOf(team))(state) : undefined;
    },
    (_state: RootState, game: KickoffGame) => game.home_team,
    (_state: RootState, game: KickoffGame) => game.commence_time,
    // The clock matters only as far as it moves the game from one phase to the next.
    (_state: RootState, game: KickoffGame, now: number) => kickoffPhase(Date.parse(game.commence_time), now),
  ],
  (forecast, home, kickoff, phase): KickoffWeatherView => {
    const team = findTeam(home);
    if (!team) return NONE;
    return kickoffWeather(team.stadium_roof_type, Date.parse(kickoff), phase, {
      entries: forecast?.data,
      failed: forecast?.isError ?? false,
    });
  },
);
