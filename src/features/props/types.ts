/** One prop line of a player (spec §3), as parsed; missing values stay undefined here. */
export interface PropLine {
  market: string;
  price?: number;
  selectionName?: string;
  line?: number;
}

/** A player's props, grouped (one row per player on the screen). */
export interface PlayerProps {
  /** The player's name; also the row id. */
  player: string;
  /** The team nickname ('Chiefs'), when sent. */
  team?: string;
  lines: PropLine[];
}
