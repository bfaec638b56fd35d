import type { ClosingMarket } from '../../src/domain/bets/clv';
import type { BetBook, BetLeg } from '../../src/domain/bets/types';
import { sameTeam } from '../../src/domain/teams';
import type { Dataset } from '../data/dataset';
import type { Bookmaker } from '../data/types';
import type { BetGame } from './games';

/** The consensus book of the real seasons (§9): the close where no book's line was recorded. */
const CONSENSUS = 'consensus';

const sameSide = (name: string, side: string) =>
  name.trim().toLowerCase() === side.trim().toLowerCase() || sameTeam(name, side);

/** The book's last line recorded at or before kickoff (the history's snapshots, oldest first), if any. */
function bookAtKickoff(dataset: Dataset, game: BetGame, book: BetBook): Bookmaker | undefined {
  if (book === 'other') return undefined;
  let last: Bookmaker | undefined;
  for (const snapshot of dataset.oddsHistory(game.id, game.kickoff)?.snapshots ?? []) {
    if (Date.parse(snapshot.timestamp) > game.kickoff) break;
    last = snapshot.bookmakers.find((each) => each.key === book) ?? last;
  }
  return last;
}

/**
 * A leg's close (CONTRACT §11): its book's last line at or before kickoff, else the game's closing consensus; null
 * before kickoff, or when neither prices the leg's market and side. `others` are the market's other outcomes there,
 * which make the close fair (no-vig).
 */
export function closeOf(
  leg: BetLeg,
  book: BetBook,
  game: BetGame,
  dataset: Dataset,
  now: number,
): ClosingMarket | null {
  if (now < game.kickoff) return null;
  const own = bookAtKickoff(dataset, game, book);
  const consensus = own
    ? undefined
    : dataset
        .oddsForWeek(game.week, now)
        .find((event) => event.id === game.id)
        ?.bookmakers.find((each) => each.key === CONSENSUS);
  const closing = own ?? consensus;
  const market = closing?.markets.find((each) => each.key === leg.market);
  const outcome = market?.outcomes.find((each) => sameSide(each.name, leg.side));
  if (!market || !outcome) return null;
  return {
    source: own ? 'book' : 'consensus',
    price: outcome.price,
    ...(outcome.point === undefined ? {} : { point: outcome.point }),
    others: market.outcomes.filter((each) => each !== outcome).map((each) => each.price),
  };
}
