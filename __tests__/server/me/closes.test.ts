import type { OddsHistory } from '../../../server/data/researchTypes';
import { testDataset } from '../support';
import { aGame, meServerForFile } from './support';

/**
 * CONTRACT §11's close: a leg's book's last line at or before kickoff, with its CLV; null before kickoff. The demo
 * season's history at the test clock (Saturday of week 10): a game of week 9 has kicked off, one of week 12 has not.
 */
const server = meServerForFile();

interface ListedLeg {
  close: { source: string; price: number; point?: number; clv: number | null } | null;
}

function betOn(week: number, id: string) {
  const game = aGame(week);
  return {
    game,
    bet: {
      id,
      placed_at: new Date(Date.parse(game.commence_time) - 2 * 86_400_000).toISOString(),
      stake: 1,
      book: 'fanduel',
      kind: 'single',
      price: -110,
      legs: [{ game_id: game.id, market: 'h2h', side: game.home_team, price: -110 }],
    },
  };
}

it('closes a played game’s leg at its book’s last line before kickoff, with its CLV; none for a game to come', async () => {
  const played = betOn(9, '10000000-0000-4000-8000-000000000001');
  const toCome = betOn(12, '10000000-0000-4000-8000-000000000002');
  for (const { bet } of [played, toCome])
    expect((await server.as('gus')({ method: 'POST', url: '/api/me/bets', payload: bet })).status).toBe(201);
  const list = await server.as('gus')({ method: 'GET', url: '/api/me/bets' });
  const legOf = (id: string) =>
    ((list.body.bets as Array<{ id: string; legs: ListedLeg[] }>).find((bet) => bet.id === id)?.legs ?? [])[0];

  const kickoff = Date.parse(played.game.commence_time);
  const history = testDataset().oddsHistory(played.game.id, kickoff) as OddsHistory;
  const last = history.snapshots
    .filter((snapshot) => Date.parse(snapshot.timestamp) <= kickoff)
    .flatMap((snapshot) => snapshot.bookmakers.filter((book) => book.key === 'fanduel'))
    .at(-1);
  const outcomes = last?.markets.find((market) => market.key === 'h2h')?.outcomes ?? [];
  const home = outcomes.find((outcome) => outcome.name === played.game.home_team);
  expect(home).toBeDefined();
  const close = legOf(played.bet.id)?.close;
  expect(close).toMatchObject({ source: 'book', price: home?.price });
  // CLV at the same number: the close's no-vig chance (multiplicative) × the decimal of -110, less 1.
  const implied = outcomes.map(({ price }) => (price < 0 ? -price / (-price + 100) : 100 / (price + 100)));
  const fair = (implied[outcomes.indexOf(home!)] ?? 0) / implied.reduce((sum, p) => sum + p, 0);
  expect(close?.clv).toBeCloseTo(fair * (1 + 100 / 110) - 1, 6);
  expect(legOf(toCome.bet.id)?.close).toBeNull();
  expect((list.body.summary as { clv: { n: number } }).clv.n).toBe(1);
});
