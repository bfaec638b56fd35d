/** Wire types of the research API (CONTRACT §8) as the demo dataset produces them. */
import type { Bookmaker, EventHeader, OwmCurrentWeather, PlayerStats } from './types';

/** The Odds API v4 historical view of one event: its books at each snapshot, oldest first. */
export interface OddsHistory extends EventHeader {
  snapshots: Array<{ timestamp: string; bookmakers: Bookmaker[] }>;
}

/** The Odds API v4 scores shape: null scores before kickoff, `completed` once final. */
export interface ScoreEvent extends EventHeader {
  completed: boolean;
  scores: Array<{ name: string; score: string }> | null;
  last_update: string | null;
}

export type DefensePosition = 'QB' | 'RB' | 'WR' | 'TE';

/** What one defence allowed to one position, per game it played. */
export interface DefenseFigures {
  games: number;
  fantasy_points_per_game: number;
  yards_per_game: number;
  touchdowns_per_game: number;
  /** 1 = fewest fantasy points allowed per game; ties share the better rank. */
  rank: number;
}

export interface DefenseVsPosition {
  through_week: number;
  teams: Record<string, Record<DefensePosition, DefenseFigures>>;
}

/**
 * The ranks as they stood before each week: from the final games of the weeks before it; a defence that had not played
 * is left out.
 */
export interface DefenseHistory {
  through_week: number;
  weeks: Array<{
    before_week: number;
    teams: Record<string, { games: number; ranks: Record<DefensePosition, number> }>;
  }>;
}

/** One player's line in one completed game (CONTRACT §8): who, which game, how it ended, his stats. */
export interface GameLogRow extends PlayerStats {
  player_id: string;
  name: string;
  /** His team in that game (a traded player's rows keep each game's team). */
  team_name: string;
  position: string;
  season_id: string;
  week: number;
  /** The game's /teamOdds id (2025) or its id in the earlier seasons. */
  game_id: string;
  commence_time: string;
  /** Full team name. */
  opponent: string;
  home: boolean;
  team_score: number;
  opponent_score: number;
  games_played: number;
}

/** One 3-hour step of OpenWeatherMap's 5 day / 3 hour forecast. */
export interface OwmForecastEntry {
  dt: number;
  main: OwmCurrentWeather['main'] & { sea_level: number; grnd_level: number; temp_kf: number };
  weather: OwmCurrentWeather['weather'];
  clouds: { all: number };
  wind: OwmCurrentWeather['wind'];
  visibility: number;
  /** Probability of precipitation, 0–1. */
  pop: number;
  sys: { pod: 'd' | 'n' };
  dt_txt: string;
}

export interface OwmForecast {
  cod: '200';
  message: 0;
  cnt: number;
  list: OwmForecastEntry[];
  city: {
    id: number;
    name: string;
    coord: { lat: number; lon: number };
    country: 'US';
    population: number;
    timezone: number;
    sunrise: number;
    sunset: number;
  };
}

/** What serves each resource (CONTRACT §10, GET /api/sources). */
export type SourcedResource = 'odds' | 'scores' | 'props' | 'stats' | 'weather';

export interface ResourceSource {
  /** 'demo', 'nflverse', …; null when nothing serves it. */
  source: string | null;
  /** When the data is from (ISO), where that is known. */
  as_of: string | null;
  status: 'ok' | 'stale' | 'unconfigured' | 'failing';
  detail?: string;
}

export interface SourcesAnswer {
  mode: 'demo' | 'nflverse';
  resources: Record<SourcedResource, ResourceSource>;
  /** Rows left out as malformed, by file and reason. */
  skipped_rows?: Record<string, Record<string, number>>;
  quota_remaining?: number;
}
