import { ParseError, describe, isRecord, readNumber } from '../../api/parse';
import {
  DEFENSE_POSITIONS,
  type DefenseFigure,
  type DefenseHistory,
  type DefenseTable,
  type RankFigure,
} from './types';

const isCount = (value: number | undefined): value is number => value !== undefined && value >= 0;

function parseFigure(team: string, position: DefenseFigure['position'], raw: unknown): DefenseFigure | undefined {
  if (!isRecord(raw)) return undefined;
  const games = readNumber(raw.games);
  const fantasyPointsPerGame = readNumber(raw.fantasy_points_per_game);
  const yardsPerGame = readNumber(raw.yards_per_game);
  const touchdownsPerGame = readNumber(raw.touchdowns_per_game);
  const rank = readNumber(raw.rank);
  if (!isCount(games) || fantasyPointsPerGame === undefined || !isCount(yardsPerGame) || !isCount(touchdownsPerGame))
    return undefined;
  if (rank === undefined || !Number.isInteger(rank) || rank < 1) return undefined;
  return { team, position, games, fantasyPointsPerGame, yardsPerGame, touchdownsPerGame, rank };
}

/**
 * /teamData/defense-vs-position (CONTRACT §8): what each defence allowed to QBs, RBs, WRs and TEs;
 * figures that are not numbers (or a rank that is not 1 or more) are dropped, other positions ignored.
 */
export function parseDefenseTable(raw: unknown): DefenseTable {
  if (!isRecord(raw) || !isRecord(raw.teams))
    throw new ParseError(`Defence table: expected {teams: {...}}, got ${describe(raw)}`);
  const figures: DefenseFigure[] = [];
  for (const [name, positions] of Object.entries(raw.teams)) {
    const team = name.trim();
    if (!team || !isRecord(positions)) continue;
    for (const position of DEFENSE_POSITIONS) {
      const figure = parseFigure(team, position, positions[position]);
      if (figure) figures.push(figure);
    }
  }
  const throughWeek = readNumber(raw.through_week);
  return { throughWeek: throughWeek !== undefined && throughWeek >= 0 ? throughWeek : 0, figures };
}

const isRank = (value: number | undefined): value is number =>
  value !== undefined && Number.isInteger(value) && value >= 1;

/** One defence before one week: its games and a rank per position; what is not a count or a rank is dropped. */
function parseRanksBefore(team: string, raw: unknown): RankFigure[] {
  if (!isRecord(raw) || !isRecord(raw.ranks)) return [];
  const games = readNumber(raw.games);
  if (!isCount(games)) return [];
  const ranks = raw.ranks;
  return DEFENSE_POSITIONS.flatMap((position) => {
    const rank = readNumber(ranks[position]);
    return isRank(rank) ? [{ team, position, games, rank }] : [];
  });
}

/**
 * /teamData/defense-vs-position/weekly: the ranks as they stood before each week. A week that is not
 * an integer 1 or more, or a team without a name, is dropped.
 */
export function parseDefenseHistory(raw: unknown): DefenseHistory {
  if (!isRecord(raw) || !Array.isArray(raw.weeks))
    throw new ParseError(`Defence history: expected {weeks: [...]}, got ${describe(raw)}`);
  const weeks: Record<number, RankFigure[]> = {};
  for (const entry of raw.weeks) {
    const week = isRecord(entry) ? readNumber(entry.before_week) : undefined;
    if (!isRecord(entry) || !isRank(week) || !isRecord(entry.teams)) continue;
    const figures = Object.entries(entry.teams).flatMap(([name, figure]) =>
      name.trim() ? parseRanksBefore(name.trim(), figure) : [],
    );
    weeks[week] = figures;
  }
  const throughWeek = readNumber(raw.through_week);
  return { throughWeek: isCount(throughWeek) ? throughWeek : 0, weeks };
}
