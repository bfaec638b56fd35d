/*
 * A user's bets as CONTRACT §11 writes them on the wire (snake_case, as the API answers), shared by the server, which
 * stores and grades them, and the client, which shows them and grades its outbox's copies the same way.
 */

import type { TeaserPoints } from '../bettorMath/teaserPoints';

export type BetBook = 'fanduel' | 'draftkings' | 'betmgm' | 'other';
export type BetKind = 'single' | 'parlay' | 'teaser';
export type BetMarket = 'h2h' | 'spreads' | 'totals';

export interface BetLeg {
  game_id: string;
  market: BetMarket;
  /** A team's full name (h2h, spreads) or 'Over' / 'Under' (totals). */
  side: string;
  /** The side's own spread (−3 for a 3-point favourite) or the total; a teaser leg's as listed, before the tease. */
  point?: number;
  /** American odds. */
  price: number;
}

/** A bet as posted (`POST /api/me/bets`). */
export interface Bet {
  id: string;
  placed_at: string;
  /** Units, 0 < stake ≤ 1,000,000. */
  stake: number;
  book: BetBook;
  kind: BetKind;
  teaser_points?: TeaserPoints;
  /** American odds of the bet: a single's price taken, a parlay's or a teaser's whole price. */
  price: number;
  legs: BetLeg[];
  notes?: string;
}

/** A bet as stored: its version answers `If-Match`. */
export interface StoredBet extends Bet {
  version: number;
}

export type BetStatus = 'open' | 'won' | 'lost' | 'push' | 'void';
export type LegStatus = BetStatus;

/** Where a leg's close came from: the bet's own book's last line at or before kickoff, else the closing consensus. */
export type CloseSource = 'book' | 'consensus';

/** A leg's closing line: the price (and number) of the leg's own outcome in the closing market. */
export interface LegClose {
  source: CloseSource;
  price: number;
  point?: number;
}

/** How a CLV was found: at the leg's own number, or moved across numbers by the key-number model (issue #42). */
export type ClvVia = 'same-number' | 'key-numbers';

/** A leg's close as `GET /api/me/bets` answers it. */
export interface GradedLegClose extends LegClose {
  clv: number | null;
}

export interface GradedLeg extends BetLeg {
  /** Null before kickoff or when no close is known. */
  close: GradedLegClose | null;
}

/** A bet as `GET /api/me/bets` answers it: as stored, plus its grade and its closing-line value. */
export interface GradedBet extends Omit<StoredBet, 'legs'> {
  status: BetStatus;
  /** Units won (negative: lost); null while open. */
  profit: number | null;
  legs: GradedLeg[];
  clv: number | null;
}

export interface BetRecord {
  won: number;
  lost: number;
  push: number;
  void: number;
  open: number;
}

export interface ClvSummary {
  /** Bets with a CLV. */
  n: number;
  mean: number | null;
  /** mean ± 1.96 · sd / √n (sample sd); null for fewer than two. */
  ci95: [number, number] | null;
  /** The share of the bets with a CLV that are above 0. */
  beat_close: number | null;
}

export interface BetsSummary {
  count: number;
  record: BetRecord;
  /** Over the graded bets (won, lost, push): not open or void. */
  staked: number;
  profit: number;
  /** profit / staked; null when nothing is graded. */
  roi: number | null;
  clv: ClvSummary;
}

/** `GET /api/me/bets`. */
export interface BetsAnswer {
  bets: GradedBet[];
  summary: BetsSummary;
}

/**
 * A game as grading reads it: the client's GameScore has this shape; the server's /scores event converts with
 * finalFromScoreEvent. Scores are present once the game has kicked off; `completed` once it is final.
 */
export interface GameFinal {
  home_team: string;
  away_team: string;
  commence_time: string;
  completed: boolean;
  homeScore?: number;
  awayScore?: number;
}
