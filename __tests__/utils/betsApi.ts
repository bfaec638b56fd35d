import type { Bet } from '../../src/domain/bets/types';
import { API, HttpResponse, http, server } from './msw';

/** The bets API's POST, answering as `answer` says (stored, by default), with every body it was sent. */
export function recordBetPosts(
  answer: (bet: Bet) => Response = (bet) => HttpResponse.json({ ...bet, version: 1 }, { status: 201 }),
): Bet[] {
  const posted: Bet[] = [];
  server.use(
    http.post(`${API}/me/bets`, async ({ request }) => {
      const bet = (await request.json()) as Bet;
      posted.push(bet);
      return answer(bet);
    }),
  );
  return posted;
}
