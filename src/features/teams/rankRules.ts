import { RANK_UNITS } from '../../config/constants';
import { UNIT_LABELS } from '../../domain/rankUnits';
import { ordinal } from '../../lib/ordinal';
import type { PowerRanking, RankUnit, TeamRanking } from './types';

export interface RankCell {
  unit: RankUnit;
  rank?: number;
  /** '1st' … or 'N/A' */
  label: string;
  /** Green: numerically lower than the opponent's rank in the unit; red otherwise (ties, either rank missing). */
  better: boolean;
}

export interface RankComparisonRow {
  team: string;
  cells: RankCell[];
}

export interface RankComparison {
  rows: [RankComparisonRow, RankComparisonRow];
}

function comparisonRow(team: TeamRanking, opponent: TeamRanking): RankComparisonRow {
  return {
    team: team.team_name,
    cells: RANK_UNITS.map((unit) => {
      const rank = team.ranks[unit];
      const theirs = opponent.ranks[unit];
      return {
        unit,
        rank,
        label: ordinal(rank),
        better: rank !== undefined && theirs !== undefined && rank < theirs,
      };
    }),
  };
}

/** The matchup modal's table, one row per team in the order given; undefined until both teams have rankings. */
export function compareRanks(a: TeamRanking | undefined, b: TeamRanking | undefined): RankComparison | undefined {
  if (a === undefined || b === undefined) return undefined;
  return { rows: [comparisonRow(a, b), comparisonRow(b, a)] };
}

export interface TeamProfile {
  name: string;
  combo: string;
  rows: { unit: RankUnit; label: string; value: string }[];
}

/** The Team Profiles modal: name, combo and one ordinal row per unit. */
export function teamProfile(ranking: TeamRanking): TeamProfile {
  return {
    name: ranking.team_name,
    combo: ranking.combo,
    rows: RANK_UNITS.map((unit) => ({ unit, label: UNIT_LABELS[unit], value: ordinal(ranking.ranks[unit]) })),
  };
}

/** Red for a group whose name starts with 'AFC' (as written, case-sensitive), blue for any other. */
export function groupBorder(name: string): 'afc' | 'nfc' {
  return name.startsWith('AFC') ? 'afc' : 'nfc';
}

export interface PowerMovement {
  direction: 'up' | 'down' | 'same' | 'new';
  places: number;
  /** For screen readers: 'Up 3 places from 7th', 'Down 1 place from 2nd', 'No change', 'New'. */
  label: string;
}

const placesText = (places: number): string => `${places} ${places === 1 ? 'place' : 'places'}`;

export function powerMovement(entry: PowerRanking): PowerMovement {
  const previous = entry.previous_rank;
  if (previous === undefined) return { direction: 'new', places: 0, label: 'New' };
  const change = previous - entry.rank;
  if (change === 0) return { direction: 'same', places: 0, label: 'No change' };
  const places = Math.abs(change);
  const direction = change > 0 ? 'up' : 'down';
  const verb = direction === 'up' ? 'Up' : 'Down';
  return { direction, places, label: `${verb} ${placesText(places)} from ${ordinal(previous)}` };
}
