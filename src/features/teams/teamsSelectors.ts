import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { teamNameKey } from '../../domain/teams';
import { compareRanks } from './rankRules';
import { selectOpenTeamName } from './teamProfilesSlice';
import { rankingsAdapter, teamsApi } from './teamsApi';
import type { PowerRanking, RankingGroup, TeamRanking } from './types';

const noGroups: RankingGroup[] = [];
const noPowerRankings: PowerRanking[] = [];
const noTeams = rankingsAdapter.getInitialState();

const selectUnitRankingsEntry = teamsApi.endpoints.getUnitRankings.select();

export const selectUnitRankingGroups = (state: RootState): RankingGroup[] =>
  selectUnitRankingsEntry(state).data?.groups ?? noGroups;

const selectRankedTeams = (state: RootState) => selectUnitRankingsEntry(state).data?.teams ?? noTeams;

/** Rankings by full team name, ignoring case and padding (the odds feed's names need not match exactly). */
export const selectRankingLookup = createSelector([selectRankedTeams], (teams) => {
  const byName = new Map<string, TeamRanking>();
  for (const id of teams.ids) {
    const team = teams.entities[id];
    if (team) byName.set(teamNameKey(team.team_name), team);
  }
  return (name: string): TeamRanking | undefined => byName.get(teamNameKey(name));
});

/** The matchup modal's comparison of two teams by name (see compareRanks); undefined while either has no ranking. */
export const selectRankComparison = createSelector(
  [selectRankingLookup],
  (lookup) => (first: string, second: string) => compareRanks(lookup(first), lookup(second)),
);

/** Why the unit rankings could not be loaded, when they could not. */
export const selectUnitRankingsError = (state: RootState) => selectUnitRankingsEntry(state).error;

const selectPowerRankingsEntry = teamsApi.endpoints.getPowerRankings.select();

export const selectPowerRankings = (state: RootState): PowerRanking[] =>
  selectPowerRankingsEntry(state).data ?? noPowerRankings;

/** The open team profile, or undefined when none is open or the team has no ranking. */
export const selectOpenTeamProfile = createSelector([selectRankingLookup, selectOpenTeamName], (lookup, name) =>
  name === null ? undefined : lookup(name),
);
