import { type Header, IGNORED, readRows, type ReadResult } from './rows';

/**
 * nflverse's two weekly player-stats layouts: the current release `stats_player`
 * (stats_player_week_{season}.csv: `team`, `game_id`, `passing_interceptions`, `def_*`, all
 * positions) and the older `player_stats` (player_stats_{season}.csv: `recent_team`,
 * `interceptions` thrown, offence only).
 */
export type WeeklyLayout = 'current' | 'older';

/**
 * One player's regular-season week. Teams are full names; a stat is null where the layout lacks it or the cell is
 * blank.
 */
export interface NflversePlayerWeek {
  /** The gsis id, e.g. 00-0033873. */
  player_id: string;
  name: string;
  position: string;
  season: number;
  week: number;
  team: string;
  /** `opponent_team`: the defence he faced. */
  opponent: string;
  /** Only the current layout has it. */
  game_id: string | null;
  completions: number | null;
  attempts: number | null;
  passing_yards: number | null;
  passing_tds: number | null;
  /** Thrown: `passing_interceptions` (current), `interceptions` (older). */
  passing_interceptions: number | null;
  carries: number | null;
  rushing_yards: number | null;
  rushing_tds: number | null;
  receptions: number | null;
  targets: number | null;
  receiving_yards: number | null;
  receiving_tds: number | null;
  def_tackles_solo: number | null;
  /** Tackles he made with another's assist; kept beside the assists, as the two differ on real rows. */
  def_tackles_with_assist: number | null;
  def_tackle_assists: number | null;
  def_sacks: number | null;
  def_pass_defended: number | null;
  def_interceptions: number | null;
  /** Special teams, for the unit ranks: touchdowns (both layouts), and kicking (current layout). */
  special_teams_tds: number | null;
  fg_made: number | null;
  fg_att: number | null;
}

export interface PlayerWeeksRead extends ReadResult<NflversePlayerWeek> {
  layout: WeeklyLayout;
}

/** The older layout names the team `recent_team` and has no `team`. */
export function weeklyLayout(header: Header): WeeklyLayout {
  return header.has('recent_team') && !header.has('team') ? 'older' : 'current';
}

/**
 * The regular-season rows of a weekly player-stats file of either layout, told apart by its
 * columns and read by column name. Rows of another `season_type` are ignored (counted); a row with
 * the wrong number of fields, no player id, an unknown team or a stat that is not a number is
 * skipped and counted. Throws MissingColumnError only when a column the layout needs is absent.
 */
export function readPlayerWeeks(text: string, file = 'weekly player stats'): PlayerWeeksRead {
  let layout: WeeklyLayout = 'current';
  const read = readRows(text, file, (header) => {
    layout = weeklyLayout(header);
    const current = layout === 'current';
    const need = (name: string) => header.required(name);
    // Defence exists only in the current layout; -1 reads as blank, so null.
    const defence = (name: string) => (current ? need(name) : -1);
    const col = {
      player_id: need('player_id'),
      name: need('player_display_name'),
      short_name: header.optional('player_name'),
      position: need('position'),
      season: need('season'),
      week: need('week'),
      season_type: need('season_type'),
      team: need(current ? 'team' : 'recent_team'),
      opponent: need('opponent_team'),
      game_id: current ? need('game_id') : -1,
      completions: need('completions'),
      attempts: need('attempts'),
      passing_yards: need('passing_yards'),
      passing_tds: need('passing_tds'),
      passing_interceptions: need(current ? 'passing_interceptions' : 'interceptions'),
      carries: need('carries'),
      rushing_yards: need('rushing_yards'),
      rushing_tds: need('rushing_tds'),
      receptions: need('receptions'),
      targets: need('targets'),
      receiving_yards: need('receiving_yards'),
      receiving_tds: need('receiving_tds'),
      def_tackles_solo: defence('def_tackles_solo'),
      def_tackles_with_assist: defence('def_tackles_with_assist'),
      def_tackle_assists: defence('def_tackle_assists'),
      def_sacks: defence('def_sacks'),
      def_pass_defended: defence('def_pass_defended'),
      def_interceptions: defence('def_interceptions'),
      special_teams_tds: header.optional('special_teams_tds'),
      fg_made: header.optional('fg_made'),
      fg_att: header.optional('fg_att'),
    };
    return (cells) => {
      if (cells.text(col.season_type) !== 'REG') return IGNORED;
      const week: NflversePlayerWeek = {
        player_id: cells.id(col.player_id),
        name: cells.text(col.name) || cells.text(col.short_name),
        position: cells.text(col.position),
        season: cells.integer(col.season),
        week: cells.integer(col.week),
        team: cells.team(col.team),
        opponent: cells.team(col.opponent),
        game_id: current ? cells.id(col.game_id) : null,
        completions: cells.number(col.completions),
        attempts: cells.number(col.attempts),
        passing_yards: cells.number(col.passing_yards),
        passing_tds: cells.number(col.passing_tds),
        passing_interceptions: cells.number(col.passing_interceptions),
        carries: cells.number(col.carries),
        rushing_yards: cells.number(col.rushing_yards),
        rushing_tds: cells.number(col.rushing_tds),
        receptions: cells.number(col.receptions),
        targets: cells.number(col.targets),
        receiving_yards: cells.number(col.receiving_yards),
        receiving_tds: cells.number(col.receiving_tds),
        def_tackles_solo: cells.number(col.def_tackles_solo),
        def_tackles_with_assist: cells.number(col.def_tackles_with_assist),
        def_tackle_assists: cells.number(col.def_tackle_assists),
        def_sacks: cells.number(col.def_sacks),
        def_pass_defended: cells.number(col.def_pass_defended),
        def_interceptions: cells.number(col.def_interceptions),
        special_teams_tds: cells.number(col.special_teams_tds),
        fg_made: cells.number(col.fg_made),
        fg_att: cells.number(col.fg_att),
      };
      return week;
    };
  });
  return { ...read, layout };
}
