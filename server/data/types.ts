/** Wire types of the product API (CONTRACT §4) as the demo dataset produces them. */

export interface Season {
  id: string;
  label: string;
}

export type MarketKey = 'h2h' | 'spreads' | 'totals';

export interface Outcome {
  name: string;
  /** American odds, an integer. */
  price: number;
  point?: number;
}

export interface Market {
  key: MarketKey;
  outcomes: Outcome[];
}

export interface Bookmaker {
  key: string;
  title: string;
  last_update: string;
  markets: Market[];
}

/** What every The Odds API v4 answer says about an event (odds, scores, history). */
export interface EventHeader {
  id: string;
  sport_key: 'americanfootball_nfl';
  sport_title: 'NFL';
  commence_time: string;
  home_team: string;
  away_team: string;
}

/** The Odds API v4 event. */
export interface OddsEvent extends EventHeader {
  team1?: string;
  team2?: string;
  bookmakers: Bookmaker[];
}

export type RankUnit = 'offense' | 'defense' | 'special_teams';

export interface UnitRankingEntry {
  team_name: string;
  combo: string;
  units: Array<{ unit: RankUnit; ranking: number }>;
}

export interface PowerRankingEntry {
  rank: number;
  previous_rank: number;
  team_name: string;
  record: string;
  note: string;
}

/** Stat fields are present only for the positions they apply to; a few are null on purpose. */
export interface PlayerStats {
  pass_completions?: number | null;
  pass_attempts?: number | null;
  pass_yards?: number | null;
  pass_touchdowns?: number | null;
  pass_interceptions?: number | null;
  rush_attempts?: number | null;
  rush_yards?: number | null;
  rush_avg_yards?: number | null;
  rush_touchdowns?: number | null;
  rec_receptions?: number | null;
  rec_targets?: number | null;
  rec_yards?: number | null;
  rec_avg_yards?: number | null;
  rec_touchdowns?: number | null;
  tackles?: number | null;
  combined?: number | null;
  sacks?: number | null;
  passes_defended?: number | null;
  interceptions?: number | null;
}

export interface PlayerStatRow extends PlayerStats {
  player_id: string;
  name: string;
  /** Full team name; blank or missing on a few rows on purpose. */
  team_name?: string;
  position: string;
  season_id: string;
  games_played: number;
}

export type PropMarket =
  | 'Passing Yards'
  | 'Rushing Yards'
  | 'Receiving Yards'
  | 'Receptions'
  | 'Anytime Touchdown Scorer'
  | 'First Touchdown Scorer';

export interface PlayerPropRecord {
  player: string;
  props: {
    market: PropMarket;
    price: number;
    /** name is missing and player.team is missing on a few records on purpose. */
    selection: { name?: string; line?: number };
    /** id is /playerData's player_id; team is missing on a few records on purpose. */
    player: { id?: string; team?: { name: string } };
  };
}

export interface OwmCurrentWeather {
  coord: { lon: number; lat: number };
  weather: Array<{ id: number; main: string; description: string; icon: string }>;
  base: 'stations';
  main: {
    temp: number;
    feels_like: number;
    temp_min: number;
    temp_max: number;
    pressure: number;
    humidity: number;
  };
  visibility: number;
  wind: { speed: number; deg: number; gust?: number };
  clouds: { all: number };
  dt: number;
  sys: { country: 'US'; sunrise: number; sunset: number };
  timezone: number;
  id: number;
  name: string;
  cod: 200;
}
