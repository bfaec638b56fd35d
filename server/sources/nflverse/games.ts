import { easternToUtcIso } from './eastern';
import { readRows, type ReadResult } from './rows';

export const GAME_TYPES = ['REG', 'WC', 'DIV', 'CON', 'SB'] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** One game of nflverse's games.csv. Teams are full names; a blank cell is null. */
export interface NflverseGame {
  game_id: string;
  season: number;
  game_type: GameType;
  week: number;
  /** `gameday` + `gametime` (US Eastern) as UTC, e.g. 2023-09-08T00:20:00Z. */
  kickoff: string;
  away_team: string;
  home_team: string;
  away_score: number | null;
  home_score: number | null;
  /** Neutral for London, Munich, São Paulo and other neutral sites; the listed home team is still the home side. */
  location: 'Home' | 'Neutral';
  overtime: boolean | null;
  /** outdoors, dome, closed or open. */
  roof: string | null;
  /** The home side's expected margin at the close (home spread = −spread_line). */
  spread_line: number | null;
  total_line: number | null;
  /** American odds at the close. */
  home_moneyline: number | null;
  away_moneyline: number | null;
  home_spread_odds: number | null;
  away_spread_odds: number | null;
  over_odds: number | null;
  under_odds: number | null;
}

const ROOFS = new Set(['outdoors', 'dome', 'closed', 'open']);
const isGameType = (value: string): value is GameType => (GAME_TYPES as readonly string[]).includes(value);

/**
 * The games of nflverse's games.csv, by column name. A row with the wrong number of fields, an
 * unknown team or game type, a score or line that is not a number, or a date that is none is
 * skipped and counted; blank scores and lines are null (a game not yet played, a line not known).
 * Throws MissingColumnError only when a column it needs is absent; the lines, `roof` and
 * `overtime` may be absent (then null).
 */
export function readGames(text: string, file = 'games.csv'): ReadResult<NflverseGame> {
  return readRows(text, file, (header) => {
    const col = {
      game_id: header.required('game_id'),
      season: header.required('season'),
      game_type: header.required('game_type'),
      week: header.required('week'),
      gameday: header.required('gameday'),
      gametime: header.required('gametime'),
      away_team: header.required('away_team'),
      home_team: header.required('home_team'),
      away_score: header.required('away_score'),
      home_score: header.required('home_score'),
      location: header.required('location'),
      overtime: header.optional('overtime'),
      roof: header.optional('roof'),
      spread_line: header.optional('spread_line'),
      total_line: header.optional('total_line'),
      home_moneyline: header.optional('home_moneyline'),
      away_moneyline: header.optional('away_moneyline'),
      home_spread_odds: header.optional('home_spread_odds'),
      away_spread_odds: header.optional('away_spread_odds'),
      over_odds: header.optional('over_odds'),
      under_odds: header.optional('under_odds'),
    };
    return (cells) => {
      const gameType = cells.text(col.game_type);
      if (!isGameType(gameType)) cells.note('bad_value');
      const kickoff = easternToUtcIso(cells.text(col.gameday), cells.text(col.gametime));
      if (kickoff === undefined) cells.note('bad_date');
      const overtime = cells.number(col.overtime);
      const roof = cells.text(col.roof);
      const game: NflverseGame = {
        game_id: cells.id(col.game_id),
        season: cells.integer(col.season),
        game_type: gameType as GameType,
        week: cells.integer(col.week),
        kickoff: kickoff ?? '',
        away_team: cells.team(col.away_team),
        home_team: cells.team(col.home_team),
        away_score: cells.number(col.away_score),
        home_score: cells.number(col.home_score),
        location: cells.text(col.location) === 'Neutral' ? 'Neutral' : 'Home',
        overtime: overtime === null ? null : overtime !== 0,
        roof: ROOFS.has(roof) ? roof : null,
        spread_line: cells.number(col.spread_line),
        total_line: cells.number(col.total_line),
        home_moneyline: cells.number(col.home_moneyline),
        away_moneyline: cells.number(col.away_moneyline),
        home_spread_odds: cells.number(col.home_spread_odds),
        away_spread_odds: cells.number(col.away_spread_odds),
        over_odds: cells.number(col.over_odds),
        under_odds: cells.number(col.under_odds),
      };
      return game;
    };
  });
}
