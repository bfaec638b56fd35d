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
}
