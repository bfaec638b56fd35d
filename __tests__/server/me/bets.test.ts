import { aSingle, emulatorToken, meServerForFile } from './support';

const server = meServerForFile();
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
    expect((await bob({ method: 'PATCH', url, headers: { 'if-match': '1' }, payload: { stake: 2 } })).status).toBe(404);
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
