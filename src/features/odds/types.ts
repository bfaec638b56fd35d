/** A game of the odds call (spec §3), as the parse function guarantees it. */
export interface Outcome {
  name: string;
  price: number;
  point?: number;
}

export interface Market {
  key: string;
  outcomes: Outcome[];
}

export interface Bookmaker {
  key: string;
  /** As sent; compare after trimming. */
  title: string;
  last_update?: string;
  markets: Market[];
}

export interface Game {
  /** The event id, or one derived from kickoff and teams when the API sends none. */
  id: string;
  /** ISO timestamp. */
  commence_time: string;
  home_team: string;
  away_team: string;
  team1?: string;
  team2?: string;
  bookmakers: Bookmaker[];
  /** The card's: the game's closing consensus (CONTRACT §9), shown apart from the three books. */
  consensus?: Bookmaker;
}

/** A game's score as /scores answers it (CONTRACT §8, The Odds API v4): points once it has kicked off. */
export interface GameScore {
  /** The /teamOdds event id. */
  id: string;
  commence_time: string;
  /** Final (4 h after kickoff on the embedded API). */
  completed: boolean;
  home_team: string;
  away_team: string;
  /** Both teams' points, once the game has kicked off and the answer names both teams. */
  homeScore?: number;
  awayScore?: number;
  last_update?: string;
}

/** The books' lines at one moment. */
export interface OddsSnapshot {
  timestamp: string;
  bookmakers: Bookmaker[];
}

/** How a game's lines moved: every snapshot from the opening line on, oldest first. */
export interface OddsHistory {
  id: string;
  commence_time: string;
  home_team: string;
  away_team: string;
  snapshots: OddsSnapshot[];
}
