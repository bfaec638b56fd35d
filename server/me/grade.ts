import { gradedBet } from '../../src/domain/bets/gradedBet';
import { finalFromScoreEvent, type GradeClock } from '../../src/domain/bets/grading';
import { summarizeBets } from '../../src/domain/bets/summary';
import type { BetsAnswer, GameFinal, GradedBet, StoredBet } from '../../src/domain/bets/types';
import type { KeyNumberTable } from '../../src/domain/bettorMath/keyNumbers';
import { builtInKeyNumbers } from '../../scripts/builtInKeyNumbers';
import type { Dataset } from '../data/dataset';
import { closeOf } from './closes';
import type { BetGame } from './games';

let builtIn: KeyNumberTable | undefined;
/** The served seasons' table, else the client's built-in one (2023's games), counted once when first needed. */
const tableOf = (dataset: Dataset) => dataset.keyNumbers ?? (builtIn ??= builtInKeyNumbers());

/**
 * Each bet graded at the clock on its games' scores (src/domain/bets), each leg measured against its close
 * (closes.ts: its book's last line at or before kickoff, else the consensus).
 */
export function gradeBets(
  bets: readonly StoredBet[],
  dataset: Dataset,
  gameOf: (id: string) => BetGame | undefined,
  clock: GradeClock,
): GradedBet[] {
  const finals = new Map<string, GameFinal>();
  const weeks = new Set(bets.flatMap((bet) => bet.legs.map((leg) => gameOf(leg.game_id)?.week ?? 0)));
  for (const week of weeks)
    if (week > 0)
      for (const event of dataset.scoresForWeek(week, clock.now)) finals.set(event.id, finalFromScoreEvent(event));
  const table = tableOf(dataset);
  return bets.map((bet) =>
    gradedBet(bet, {
      games: (id) => finals.get(id),
      closes: bet.legs.map((leg) => {
        const game = gameOf(leg.game_id);
        return game ? closeOf(leg, bet.book, game, dataset, clock.now) : null;
      }),
      clock,
      table,
    }),
  );
}

export function betsAnswer(graded: GradedBet[]): BetsAnswer {
  return { bets: graded, summary: summarizeBets(graded) };
}
