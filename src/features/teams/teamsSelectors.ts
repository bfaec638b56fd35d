import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
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

const nameKey = (name: string) => name.trim().toLowerCase();

/** Rankings by full team name, ignoring case and padding (the odds feed's names need not match exactly). */
export const selectRankingLookup = createSelector([selectRankedTeams], (teams) => {
  const byName = new Map<string, TeamRanking>();
  for (const id of teams.ids) {
    const team = teams.entities[id];
    if (team) byName.set(nameKey(team.team_name), team);
  }
  return (name: string): TeamRanking | undefined => byName.get(nameKey(name));
});

const selectPowerRankingsEntry = teamsApi.endpoints.getPowerRankings.select();

export const selectPowerRankings = (state: RootState): PowerRanking[] =>
  selectPowerRankingsEntry(state).data ?? noPowerRankings;

/** The open team profile, or undefined when none is open or the team has no ranking. */
export const selectOpenTeamProfile = createSelector([selectRankingLookup, selectOpenTeamName], (lookup, name) =>
  name === null ? undefined : lookup(name),
);
