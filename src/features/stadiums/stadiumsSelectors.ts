import { createSelector } from '@reduxjs/toolkit';
import { QueryStatus } from '@reduxjs/toolkit/query';
import type { RootState } from '../../app/store';
import { TEAMS, type TeamRecord } from '../../domain/teams';
import { stadiumTeams } from './stadiumRules';
import { selectStadiumTeamId } from './stadiumsSlice';
import { weatherApi, type WeatherArg } from './weatherApi';
import { lazy } from '../../domain/lazy';

const sortedTeams = lazy(stadiumTeams);

/** The Teams panel: every team, sorted by team name. */
export const selectStadiumTeams = (): TeamRecord[] => sortedTeams();

/** The team whose stadium card is shown; undefined with none selected (or an unknown id). */
export const selectSelectedStadiumTeam = createSelector([selectStadiumTeamId], (teamId): TeamRecord | undefined =>
  teamId === null ? undefined : TEAMS.find((team) => team.team_id === teamId),
);

/** The weather query's argument for a team's stadium (the cache is kept per stadium). */
export const weatherArgOf = (team: TeamRecord): WeatherArg => ({
  stadiumId: team.stadium_id,
  lat: team.stadium_lat,
  lon: team.stadium_lng,
});

/** Whether the stadium's weather was asked for: its query has a cache entry (loading, loaded or failed). */
export const selectWeatherRequested = (state: RootState, team: TeamRecord): boolean =>
  weatherApi.endpoints.getWeather.select(weatherArgOf(team))(state).status !== QueryStatus.uninitialized;
