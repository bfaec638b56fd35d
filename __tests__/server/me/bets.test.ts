import { insertBet } from '../../../server/db/bets';
import type { Bet } from '../../../src/domain/bets/types';
import { testDataset } from '../support';
import { aGame, aSingle, BACKENDS, emulatorToken, meServerForFile } from './support';

/** CONTRACT §11's bets routes, the same cases on PGlite and on a Postgres server (one per file). */
describe.each(BACKENDS)('on %s', (backend) => {
  const server = meServerForFile(backend);
  const alice = server.as('alice');
  const bob = server.as('bob');
  const post = (as: typeof alice, payload: unknown) =>
    as({ method: 'POST', url: '/api/me/bets', payload: payload as object });

  describe('one user’s bets are that user’s alone', () => {
    it('answers 404 to another user reading, changing or deleting a bet that exists', async () => {
      const bet = aSingle();
      expect((await post(alice, bet)).status).toBe(201);
      const url = `/api/me/bets/${bet.id}`;
      expect((await bob({ method: 'GET', url })).status).toBe(404);
      expect((await bob({ method: 'PATCH', url, headers: { 'if-match': '1' }, payload: { stake: 2 } })).status).toBe(
        404,
      );
      expect((await bob({ method: 'DELETE', url })).status).toBe(404);
      expect((await bob({ method: 'GET', url: '/api/me/bets' })).body.bets).toEqual([]);
      expect((await alice({ method: 'GET', url })).body).toMatchObject({ id: bet.id, stake: 1.5, version: 1 });
    });
  });

  describe('tokens', () => {
    const get = (authorization?: string) =>
      server.app().inject({ url: '/api/me/bets', headers: authorization ? { authorization } : {} });

    it.each([
      ['missing', undefined],
      ['malformed', 'Bearer not-a-jwt'],
      [
        'for another project',
        `Bearer ${emulatorToken('alice', { aud: 'other-project', iss: 'https://securetoken.google.com/other-project' })}`,
      ],
      ['expired', `Bearer ${emulatorToken('alice', { exp: Math.floor(Date.now() / 1000) - 60 })}`],
    ])('answers 401 to a %s token', async (_name, authorization) => {
      const response = await get(authorization);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toHaveProperty('error');
    });

    it('refuses the emulator’s unsigned token when FIREBASE_AUTH_EMULATOR_HOST is not set', async () => {
      const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
      expect((await get(`Bearer ${emulatorToken('alice')}`)).statusCode).toBe(200);
      delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
      try {
        expect((await get(`Bearer ${emulatorToken('alice')}`)).statusCode).toBe(401);
      } finally {
        process.env.FIREBASE_AUTH_EMULATOR_HOST = host;
      }
    });
  });

  describe('validation', () => {
    it('names each bad field by its path', async () => {
      const bet = aSingle({ stake: 0, price: 50, kind: 'parlay' });
      const second = { ...bet.legs[0], point: 'x' };
      const response = await post(alice, { ...bet, legs: [bet.legs[0], second] });
      expect(response.status).toBe(400);
      const fields = (response.body.fields as { field: string }[]).map((f) => f.field).sort();
      expect(fields).toEqual(['legs[1].point', 'price', 'stake']);
    });

    it('refuses a game not in the dataset and a bet placed after kickoff', async () => {
      const bet = aSingle();
      const unknown = await post(alice, { ...bet, legs: [{ ...bet.legs[0], game_id: 'nope' }] });
      expect(unknown.body.fields).toEqual([{ field: 'legs[0].game_id', reason: expect.stringContaining('nope') }]);
      const late = await post(alice, { ...bet, placed_at: '2030-01-01T00:00:00Z' });
      expect((late.body.fields as { field: string }[]).map((f) => f.field)).toEqual(['placed_at']);
    });
  });

  describe('storing', () => {
    it('keeps notes holding <script> and SQL exactly as typed', async () => {
      const notes = `<script>alert("x")</script>'); DROP TABLE bets; -- ü`;
      const bet = aSingle({ notes });
      await post(alice, bet);
      expect((await alice({ method: 'GET', url: `/api/me/bets/${bet.id}` })).body.notes).toBe(notes);
    });

    it('stores a retried POST once: same body 200, another body 409', async () => {
      const bet = aSingle();
      expect((await post(alice, bet)).status).toBe(201);
      expect((await post(alice, bet)).status).toBe(200);
      expect((await post(alice, { ...bet, stake: 3 })).status).toBe(409);
      const list = await alice({ method: 'GET', url: '/api/me/bets' });
      expect((list.body.bets as { id: string }[]).filter((b) => b.id === bet.id)).toHaveLength(1);
    });

    it('changes a bet only at its stored version: 428 without If-Match, 409 when stale', async () => {
      const bet = aSingle();
      await post(alice, bet);
      const url = `/api/me/bets/${bet.id}`;
      expect((await alice({ method: 'PATCH', url, payload: { stake: 2 } })).status).toBe(428);
      const first = await alice({ method: 'PATCH', url, headers: { 'if-match': '"1"' }, payload: { stake: 2 } });
      expect(first.body).toMatchObject({ stake: 2, version: 2 });
      const stale = await alice({ method: 'PATCH', url, headers: { 'if-match': '1' }, payload: { stake: 5 } });
      expect(stale.status).toBe(409);
      expect(stale.body.bet).toMatchObject({ stake: 2, version: 2 });
      expect((await alice({ method: 'DELETE', url })).status).toBe(204);
      expect((await alice({ method: 'DELETE', url })).status).toBe(404);
    });
  });

  describe('limits', () => {
    it('answers 413 to a body over 64 KB', async () => {
      const response = await post(server.as('big'), aSingle({ notes: 'x'.repeat(70_000) }));
      expect(response.status).toBe(413);
      expect(response.body).toHaveProperty('error');
    });

    it('answers 429 with Retry-After past 60 writes a minute, refused ones counted', async () => {
      const busy = server.as('busy');
      for (let i = 0; i < 60; i++) expect((await post(busy, { bad: true })).status).toBe(400);
      const refused = await post(busy, aSingle());
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await post(alice, aSingle())).status).toBe(201);
    });
  });
  describe('GET /api/me/bets?season=&week=', () => {
    type Game = ReturnType<typeof aGame>;
    /** A single, or a parlay of the games' home sides, placed the day before the first kickoff. */
    const betOn = (...games: Game[]) =>
      aSingle({
        placed_at: new Date(
          Math.min(...games.map((game) => Date.parse(game.commence_time))) - 86_400_000,
        ).toISOString(),
        kind: games.length > 1 ? 'parlay' : 'single',
        price: games.length > 1 ? 264 : -110,
        legs: games.map((game) => ({ game_id: game.id, market: 'h2h', side: game.home_team, price: -110 })),
      });
    const ids = (body: Record<string, unknown>) => (body.bets as { id: string }[]).map((bet) => bet.id).sort();

    it('lists only that season’s week, a parlay under its first game’s week, with the summary over them', async () => {
      const wes = server.as('wes');
      const [season, lastSeason] = testDataset().seasons.map((one) => one.id);
      const other12 = testDataset().oddsForWeek(12)[1] as Game;
      const week11 = betOn(aGame(11));
      const week12 = [betOn(aGame(12)), betOn(other12)];
      const parlay = betOn(other12, aGame(11));
      for (const bet of [week11, ...week12, parlay]) expect((await post(wes, bet)).status).toBe(201);
      // Last season's week 12, stored as an earlier season's bet would be (the API takes this season's games only).
      const old: Bet = {
        id: '20000000-0000-4000-8000-000000000012',
        placed_at: '2024-11-17T17:00:00.000Z',
        stake: 1,
        book: 'fanduel',
        kind: 'single',
        price: -110,
        legs: [{ game_id: 'a-game-of-last-season', market: 'h2h', side: 'Home', price: -110 }],
      };
      await insertBet(server.db(), 'wes', { bet: old, season: lastSeason ?? '', week: 12, postHash: 'old' });

      const list = (query: string) => wes({ method: 'GET', url: `/api/me/bets?${query}` });
      const twelve = await list(`season=${season}&week=12`);
      expect(twelve.status).toBe(200);
      expect(ids(twelve.body)).toEqual(week12.map((bet) => bet.id).sort());
      expect(twelve.body.summary).toMatchObject({ count: 2 });
      expect(ids((await list(`season=${season}&week=11`)).body)).toEqual([week11.id, parlay.id].sort());
      expect(ids((await list(`season=${lastSeason}&week=12`)).body)).toEqual([old.id]);
      expect(ids((await list(`season=${season}&week=13`)).body)).toEqual([]);
      expect(ids((await list('')).body)).toHaveLength(5);
      // Another user's bets of the same week are not listed.
      expect(ids((await bob({ method: 'GET', url: `/api/me/bets?season=${season}&week=12` })).body)).toEqual([]);
    });

    it.each(['0', '23', '2.5', 'twelve', ''])('answers 400 naming week for week=%j', async (week) => {
      const response = await alice({ method: 'GET', url: `/api/me/bets?week=${week}` });
      expect(response.status).toBe(400);
      expect(response.body.fields).toEqual([{ field: 'week', reason: expect.any(String) }]);
    });
  });
});
