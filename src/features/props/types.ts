/** One prop line of a player (spec §3), as parsed; missing values stay undefined here. */
export interface PropLine {
  market: string;
  price?: number;
  selectionName?: string;
  line?: number;
}

/** A player's props, grouped (one row per player on the screen; its key: parseProps's propKey). */
export interface PlayerProps {
  /** The player's name. */
  player: string;
  /** The player's `player_id` (CONTRACT §8), when the records carry it. */
  playerId?: string;
  /** The team nickname ('Chiefs'), when sent. */
  team?: string;
  lines: PropLine[];
}
