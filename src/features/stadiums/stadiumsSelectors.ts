import { createSelector } from '@reduxjs/toolkit';
import { TEAMS, type TeamRecord } from '../../domain/teams';
import { stadiumTeams } from './stadiumRules';
import { selectStadiumTeamId } from './stadiumsSlice';

const sortedTeams = stadiumTeams();

/** The Teams panel: every team, sorted by team name. */
export const selectStadiumTeams = (): TeamRecord[] => sortedTeams;

/** The team whose stadium card is shown; undefined with none selected (or an unknown id). */
export const selectSelectedStadiumTeam = createSelector(
  [selectStadiumTeamId],
  (teamId): TeamRecord | undefined => (teamId === null ? undefined : TEAMS.find((team) => team.team_id === teamId)),
);
