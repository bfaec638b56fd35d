import type { Bet, StoredBet } from '../../../src/domain/bets/types';
import { stopProcessGroup } from '../../../scripts/serverProcess';
import type { ServerChild } from './serverChild';
import { emulatorToken } from './support';

/**
 * A burst of writes to the real server (serverChild.ts) cut short by a SIGKILL, and what the restarted server holds
 * against what it acknowledged (durability.test.ts).
 */
interface Game {
  id: string;
  commence_time: string;
  home_team: string;
  away_team: string;
}

/** The server's games of weeks 12 and 13 (after the clock), as /api/teamOdds lists them. */
export async function gamesOf(url: string): Promise<Game[]> {
  const weeks = await Promise.all(
    [12, 13].map(async (week) => (await (await fetch(`${url}/api/teamOdds?week=${week}`)).json()) as Game[]),
  );
  return weeks.flat();
}

/** `count` valid bets of CONTRACT §11 over `games`: singles of each market, parlays of 2–4 legs, notes of 100–500. */
export function betsOver(games: readonly Game[], count: number, tag: number): Bet[] {
  return Array.from({ length: count }, (_, index) => {
    const legs = index % 3 === 2 ? 2 + (Math.floor(index / 3) % 3) : 1;
    const picked = Array.from({ length: legs }, (_, leg) => games[(index * 5 + leg * 7) % games.length] as Game);
    const first = Math.min(...picked.map((game) => Date.parse(game.commence_time)));
    const market = (['h2h', 'spreads', 'totals'] as const)[Math.floor(index / 3) % 3] ?? 'h2h';
    return {
      id: `${String(tag).padStart(8, '0')}-0000-4000-8000-${String(index).padStart(12, '0')}`,
      placed_at: new Date(first - 86_400_000 - index * 60_000).toISOString(),
      stake: 1 + (index % 17) * 2.25,
      book: (['fanduel', 'draftkings', 'betmgm', 'other'] as const)[index % 4] ?? 'other',
      kind: legs === 1 ? 'single' : 'parlay',
      price: legs === 1 ? -110 : 100 + legs * 150,
      legs: picked.map((game, leg) =>
        legs > 1 || market === 'h2h'
          ? { game_id: game.id, market: 'h2h', side: leg % 2 ? game.away_team : game.home_team, price: 120 }
          : market === 'spreads'
            ? { game_id: game.id, market, side: game.home_team, point: -3.5, price: -110 }
            : { game_id: game.id, market, side: 'Over', point: 44.5, price: -110 },
      ),
      notes: `bet ${index} `.padEnd(100 + ((index * 37) % 400), '·'),
    };
  });
}

/** What a burst sent and what the server acknowledged (201 or 200) before it was killed. */
export interface Burst {
  uid: string;
  /** Bets stored (and acknowledged) before the burst, at version 1: the PATCHes change them. */
  before: StoredBet[];
  posted: Bet[];
  patches: Array<{ id: string; stake: number; answer?: StoredBet }>;
  /** Each acknowledged POST's answer, by id. */
  acked: Map<string, StoredBet>;
  /** Writes not answered when the server died (refused connections, resets). */
  unanswered: number;
  /** Writes answered with another status than 201 or 200 (none is the aim). */
  refused: string[];
}

const headers = (uid: string) => ({
  authorization: `Bearer ${emulatorToken(uid)}`,
  'content-type': 'application/json',
});

/**
 * Stores `before` bets, then fires `posts` POSTs and a PATCH of each earlier bet, `spacingMs` apart, and SIGKILLs the
 * server's group `killDelayMs` after the `killAfter`-th acknowledgement of the burst arrives (the server is then inside
 * a later write). Every answer that arrives at all counts as acknowledged.
 */
export async function burstThenKill(
  server: ServerChild,
  options: {
    uid: string;
    tag: number;
    before: number;
    posts: number;
    killAfter: number;
    killDelayMs: number;
    spacingMs: number;
  },
): Promise<Burst> {
  const { uid } = options;
  const games = await gamesOf(server.url);
  const bets = betsOver(games, options.before + options.posts, options.tag);
  const before: StoredBet[] = [];
  for (const bet of bets.slice(0, options.before)) {
    const response = await fetch(`${server.url}/api/me/bets`, {
      method: 'POST',
      headers: headers(uid),
      body: JSON.stringify(bet),
    });
    if (response.status !== 201) throw new Error(`POST before the burst: ${response.status} ${await response.text()}`);
    before.push((await response.json()) as StoredBet);
  }
  const posted = bets.slice(options.before);
  const burst: Burst = { uid, before, posted, patches: [], acked: new Map(), unanswered: 0, refused: [] };
  let answers = 0;
  const answered = () => {
    answers++;
    if (answers !== options.killAfter) return;
    const kill = () => stopProcessGroup(server.pid, 'SIGKILL');
    if (options.killDelayMs > 0) setTimeout(kill, options.killDelayMs);
    else kill();
  };
  const writes: Array<() => Promise<void>> = posted.map((bet) => async () => {
    const response = await fetch(`${server.url}/api/me/bets`, {
      method: 'POST',
      headers: headers(uid),
      body: JSON.stringify(bet),
    });
    const body = (await response.json()) as StoredBet;
    if (response.status !== 201 && response.status !== 200)
      return void burst.refused.push(`POST ${bet.id}: ${response.status} ${JSON.stringify(body)}`);
    burst.acked.set(bet.id, body);
    answered();
  });
  before.forEach((bet, index) => {
    const patch: Burst['patches'][number] = { id: bet.id, stake: 500 + index };
    burst.patches.push(patch);
    // Spread among the POSTs, so some land before the kill and some after.
    writes.splice(Math.min(writes.length, 3 + index * 7), 0, async () => {
      const response = await fetch(`${server.url}/api/me/bets/${bet.id}`, {
        method: 'PATCH',
        headers: { ...headers(uid), 'if-match': '1' },
        body: JSON.stringify({ stake: patch.stake }),
      });
      const body = (await response.json()) as StoredBet;
      if (response.status !== 200)
        return void burst.refused.push(`PATCH ${bet.id}: ${response.status} ${JSON.stringify(body)}`);
      patch.answer = body;
      answered();
    });
  });
  const settled = await Promise.allSettled(
    writes.map(async (write, index) => {
      await new Promise((resolve) => setTimeout(resolve, index * options.spacingMs));
      await write();
    }),
  );
  burst.unanswered = settled.filter((result) => result.status === 'rejected').length;
  return burst;
}

const LEG_KEYS = ['game_id', 'market', 'side', 'point', 'price'] as const;
const BET_KEYS = ['id', 'placed_at', 'stake', 'book', 'kind', 'teaser_points', 'price', 'notes'] as const;

/** The fields of `stored` that differ from `expected` (the bet's own fields, every leg's, and the version). */
function differences(stored: StoredBet, expected: Bet, version: number): string[] {
  const wrong: string[] = BET_KEYS.filter((key) => stored[key] !== expected[key]).map(
    (key) => `${key} ${String(stored[key])} ≠ ${String(expected[key])}`,
  );
  if (stored.version !== version) wrong.push(`version ${stored.version} ≠ ${version}`);
  if (stored.legs.length !== expected.legs.length) wrong.push(`${stored.legs.length} legs ≠ ${expected.legs.length}`);
  expected.legs.forEach((leg, index) => {
    for (const key of LEG_KEYS)
      if (stored.legs[index]?.[key] !== leg[key]) wrong.push(`legs[${index}].${key} ≠ ${String(leg[key])}`);
  });
  return wrong;
}

/** What the restarted server holds against what was acknowledged: problems (none is the aim) and counts. */
export interface Verdict {
  problems: string[];
  ackedPosts: number;
  ackedPatches: number;
  /** Acknowledged writes missing or undone after the restart. */
  lost: number;
  /** Writes not acknowledged that were stored anyway (whole: any other shape is a problem). */
  storedUnacked: number;
}

/** Reads the user's bets from the restarted server, holds them against the burst, POSTs each unacknowledged again. */
export async function verify(url: string, burst: Burst): Promise<Verdict> {
  const problems: string[] = [];
  const response = await fetch(`${url}/api/me/bets`, { headers: headers(burst.uid) });
  if (response.status !== 200)
    return {
      problems: [`GET /api/me/bets after the restart: ${response.status} ${await response.text()}`],
      ackedPosts: burst.acked.size,
      ackedPatches: burst.patches.filter((patch) => patch.answer).length,
      lost: burst.acked.size,
      storedUnacked: 0,
    };
  const listed = ((await response.json()) as { bets: StoredBet[] }).bets;
  const byId = new Map(listed.map((bet) => [bet.id, bet]));
  if (byId.size !== listed.length) problems.push(`${listed.length - byId.size} bets listed twice`);
  let lost = 0;
  let storedUnacked = 0;
  const sent = new Map<string, Bet>([...burst.before, ...burst.posted].map((bet) => [bet.id, bet]));
  for (const stored of listed) if (!sent.has(stored.id)) problems.push(`${stored.id}: stored but never sent`);

  for (const bet of burst.posted) {
    const stored = byId.get(bet.id);
    const ack = burst.acked.get(bet.id);
    if (!stored) {
      if (ack) {
        lost++;
        problems.push(`${bet.id}: acknowledged (version ${ack.version}), missing after the restart`);
      }
      continue;
    }
    if (!ack) storedUnacked++;
    const wrong = differences(stored, ack ?? { ...bet, placed_at: new Date(bet.placed_at).toISOString() }, 1);
    if (wrong.length) problems.push(`${bet.id}: ${ack ? 'acknowledged' : 'unacknowledged'}, stored as ${wrong}`);
  }

  for (const bet of burst.before) {
    const stored = byId.get(bet.id);
    const patch = burst.patches.find((one) => one.id === bet.id);
    if (!stored) {
      lost++;
      problems.push(`${bet.id}: stored before the burst, missing after the restart`);
      continue;
    }
    const patched = differences(stored, { ...bet, stake: patch?.stake ?? bet.stake }, 2);
    const unpatched = differences(stored, bet, 1);
    if (patch?.answer && patched.length) {
      lost++;
      problems.push(`${bet.id}: PATCH acknowledged (version 2), stored as ${patched}`);
    } else if (!patch?.answer && patched.length && unpatched.length) {
      problems.push(`${bet.id}: PATCH unacknowledged, stored half-changed: ${unpatched}`);
    } else if (!patch?.answer && !patched.length) storedUnacked++;
  }

  // A stored body that is whole hashes as posted: the same POST again answers 200 (or 201 when it was not stored).
  for (const bet of burst.posted.filter((one) => !burst.acked.has(one.id))) {
    const again = await fetch(`${url}/api/me/bets`, {
      method: 'POST',
      headers: headers(burst.uid),
      body: JSON.stringify(bet),
    });
    const expected = byId.has(bet.id) ? 200 : 201;
    if (again.status !== expected) problems.push(`${bet.id}: posted again after the restart, ${again.status}`);
  }
  return {
    problems,
    ackedPosts: burst.acked.size,
    ackedPatches: burst.patches.filter((patch) => patch.answer).length,
    lost,
    storedUnacked,
  };
}

/** A CSV import of `rows` singles over the server's games (one write, one transaction); its status, none if cut off. */
export async function importRows(server: ServerChild, uid: string, rows: number): Promise<number | undefined> {
  const games = await gamesOf(server.url);
  const lines = Array.from({ length: rows }, (_, index) => {
    const game = games[index % games.length] as Game;
    const placed = new Date(Date.parse(game.commence_time) - 86_400_000 - index * 1000).toISOString();
    return `${placed},${game.id},h2h,${game.home_team},,${index % 2 ? 130 : -150},${1 + (index % 9)},fanduel,row ${index}`;
  });
  return fetch(`${server.url}/api/me/bets/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${emulatorToken(uid)}`, 'content-type': 'text/csv' },
    body: ['placed_at,game_id,market,side,point,price,stake,book,notes', ...lines].join('\n'),
  }).then(
    (response) => response.status,
    () => undefined,
  );
}

/** importRows, and a SIGKILL to the server's group `killAfterMs` after it is sent; resolves once the server is gone. */
export async function importThenKill(
  server: ServerChild,
  options: { uid: string; rows: number; killAfterMs: number },
): Promise<number | undefined> {
  const timer = setTimeout(() => stopProcessGroup(server.pid, 'SIGKILL'), options.killAfterMs);
  const status = await importRows(server, options.uid, options.rows);
  await server.exited;
  clearTimeout(timer);
  return status;
}

/** How many bets the user has on the server. */
export async function countOf(url: string, uid: string): Promise<number | string> {
  const response = await fetch(`${url}/api/me/bets`, { headers: headers(uid) });
  if (response.status !== 200) return `${response.status} ${await response.text()}`;
  return ((await response.json()) as { bets: unknown[] }).bets.length;
}
