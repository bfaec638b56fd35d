import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { teamNameKey } from '../../domain/teams';
import { selectSeasonId } from '../playerData/playerDataSelectors';
import { defenseMatchup, type DefenseMatchup } from './defenseMatchup';
import { gameLogsApi } from './gameLogsApi';
import { DEFENSE_POSITIONS, type DefensePosition, type DefenseTable } from './types';

export { TIER_LABELS, type DefenseMatchup, type MatchupTier } from './defenseMatchup';

/** The theme colour each reading is shown in (always beside its word): favourable positive, tough negative. */
export const TIER_COLORS = { favourable: 'positive', tough: 'negative', neutral: 'textMuted' } as const;

const selectDefenseEntry = (state: RootState) => {
  const seasonId = selectSeasonId(state, null);
  return seasonId === null ? undefined : gameLogsApi.endpoints.getDefenseTable.select(seasonId)(state);
};

const selectDefenseTable = (state: RootState): DefenseTable | undefined => selectDefenseEntry(state)?.data;

/** The table's own spelling of a team, found by its name in any case or padding (the odds feed's need not match). */
const selectTeamSpellings = createSelector([selectDefenseTable], (table) => {
  const names = new Map<string, string>();
  for (const figure of table?.figures ?? []) names.set(teamNameKey(figure.team), figure.team);
  return names;
});

/**
 * The current season's matchup of a player of a position against a defence (by full name), by the
 * one rule of defenseMatchup ('vs KC: 28th vs WR'); undefined without figures for them.
 */
export const selectDefenseMatchupLookup = createSelector(
  [selectDefenseTable, selectTeamSpellings],
  (table, spellings) => {
    // One object per defence and position while the table stands, so rows that show it keep their identity.
    const found = new Map<string, DefenseMatchup | undefined>();
    return (defense: string, position: string): DefenseMatchup | undefined => {
      const team = spellings.get(teamNameKey(defense));
      if (!table || !team) return undefined;
      const key = `${team}|${position}`;
      if (!found.has(key)) found.set(key, defenseMatchup(table.figures, team, position));
      return found.get(key);
    };
  },
);

export interface TeamDefenseRank extends DefenseMatchup {
  fantasyPointsPerGame: number;
  games: number;
}

/**
 * A team's defence against each position: loading, unavailable (failed), or its ranks (none when the table lacks the
 * team).
 */
export type TeamDefenseRanks =
  { status: 'idle' | 'loading' | 'unavailable' } | { status: 'ready'; throughWeek: number; ranks: TeamDefenseRank[] };

const selectDefenseStatus = (state: RootState): 'idle' | 'loading' | 'unavailable' | 'ready' => {
  const entry = selectDefenseEntry(state);
  if (entry?.data) return 'ready';
  if (!entry || entry.isUninitialized) return 'idle';
  return entry.isError ? 'unavailable' : 'loading';
};

/**
 * The four ranks (QB, RB, WR, TE) of a team's defence in the current season, with the fantasy points it allowed per
 * game.
 */
export const selectTeamDefenseRanks = createSelector(
  [selectDefenseStatus, selectDefenseTable, selectTeamSpellings, (_state: RootState, team: string) => team],
  (status, table, spellings, team): TeamDefenseRanks => {
    if (status !== 'ready' || !table) return { status: status === 'ready' ? 'loading' : status };
    const name = spellings.get(teamNameKey(team));
    const ranks = name ? DEFENSE_POSITIONS.flatMap((position: DefensePosition) => rankOf(table, name, position)) : [];
    return { status: 'ready', throughWeek: table.throughWeek, ranks };
  },
);

function rankOf(table: DefenseTable, team: string, position: DefensePosition): TeamDefenseRank[] {
  const matchup = defenseMatchup(table.figures, team, position);
  const figure = table.figures.find((candidate) => candidate.team === team && candidate.position === position);
  return matchup && figure
    ? [{ ...matchup, fantasyPointsPerGame: figure.fantasyPointsPerGame, games: figure.games }]
    : [];
}
