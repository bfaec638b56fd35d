import { gradedBet } from '../../src/domain/bets/gradedBet';
import { finalFromScoreEvent, seasonOverFor, type GradeClock } from '../../src/domain/bets/grading';
import { summarizeBets } from '../../src/domain/bets/summary';
import type { BetsAnswer, GameFinal, GradedBet, StoredBet } from '../../src/domain/bets/types';
import type { KeyNumberTable } from '../../src/domain/bettorMath/keyNumbers';
import { builtInKeyNumbers } from '../../scripts/builtInKeyNumbers';
import type { Dataset } from '../data/dataset';
import { closeOf, closingBooks } from './closes';
import type { BetGame } from './games';

let builtIn: KeyNumberTable | undefined;
/** The served seasons' table, else the client's built-in one (2023's games), counted once when first needed. */
const tableOf = (dataset: Dataset) => dataset.keyNumbers ?? (builtIn ??= builtInKeyNumbers());

/**
 * Where the bets' games stand at the clock, as grading reads them: each final (from /scores), and a key that names
 * every fact a grade or a close depends on — per game, whether it has kicked off, its final score, and whether its
 * season is over. Two moments with one key grade the same bets the same (closes.ts: a close is fixed from kickoff).
 */
export interface GradingMoment {
  finals: Map<string, GameFinal>;
  key: string;
}

export function gradingMoment(
  bets: readonly StoredBet[],
  dataset: Dataset,
  gameOf: (id: string) => BetGame | undefined,
  clock: GradeClock,
): GradingMoment {
  const games = new Map<string, BetGame>();
  for (const bet of bets)
    for (const { game_id } of bet.legs) {
      const game = games.has(game_id) ? undefined : gameOf(game_id);
      if (game) games.set(game_id, game);
    }
  const finals = new Map<string, GameFinal>();
  for (const week of new Set([...games.values()].map((game) => game.week)))
    for (const event of dataset.scoresForWeek(week, clock.now)) finals.set(event.id, finalFromScoreEvent(event));
  const facts = [...games.values()].map((game) => {
    const final = finals.get(game.id);
    const score = final?.completed ? `${final.homeScore}-${final.awayScore}` : '';
    const over = score ? '' : seasonOverFor(new Date(game.kickoff).toISOString(), clock) ? 'over' : '';
    return `${game.id}:${clock.now >= game.kickoff ? 1 : 0}:${score}:${over}`;
  });
  return { finals, key: facts.sort().join(',') };
}

/**
 * Each bet graded at the clock on its games' scores (src/domain/bets), each leg measured against its close
 * (closes.ts: its book's last line at or before kickoff, else the consensus).
 */
export function gradeBets(
  bets: readonly StoredBet[],
  dataset: Dataset,
  gameOf: (id: string) => BetGame | undefined,
  clock: GradeClock,
  { finals } = gradingMoment(bets, dataset, gameOf, clock),
): GradedBet[] {
  const table = tableOf(dataset);
  const closing = closingBooks(dataset, clock.now);
  return bets.map((bet) =>
    gradedBet(bet, {
      games: (id) => finals.get(id),
      closes: bet.legs.map((leg) => {
        const game = gameOf(leg.game_id);
        return game ? closeOf(leg, bet.book, game, closing, clock.now) : null;
      }),
      clock,
      table,
    }),
  );
}

export function betsAnswer(graded: GradedBet[]): BetsAnswer {
  return { bets: graded, summary: summarizeBets(graded) };
}
