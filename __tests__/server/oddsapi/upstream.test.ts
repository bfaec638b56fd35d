import {
  createUpstream,
  DAY_MS,
  type UpstreamAnswer,
  UpstreamError,
  type UpstreamFailure,
  type UpstreamOptions,
} from '../../../server/sources/upstream';

/* The cached upstream resource (CONTRACT §10) against a scripted request and a fake clock. */

const MIN = 60_000;
const TTL = 5 * MIN;
const START = Date.parse('2024-09-08T12:00:00Z');

type Step = UpstreamAnswer<string> | UpstreamError | 'hang';

/** An upstream whose requests answer the scripted steps in turn (the last one repeats), on a clock the test moves. */
function scripted(steps: Step[], options: Partial<UpstreamOptions<string>> = {}) {
  let clock = START;
  const signals: AbortSignal[] = [];
  const upstream = createUpstream<string>({
    name: 'test',
    ttlMs: TTL,
    timeoutMs: 50,
    now: () => clock,
    minRemaining: 25,
    request: async (signal) => {
      signals.push(signal);
      const step = steps.length > 1 ? steps.shift() : steps[0];
      if (step === 'hang') return new Promise<never>(() => undefined);
      if (step instanceof UpstreamError || step === undefined) throw step ?? new Error('no step');
      return step;
    },
    ...options,
  });
  return {
    upstream,
    requests: () => signals.length,
    signals,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

const answer = (value: string, quotaRemaining = 400): UpstreamAnswer<string> => ({ value, quotaRemaining });
const failure = (status: UpstreamFailure, extra?: ConstructorParameters<typeof UpstreamError>[2]) =>
  new UpstreamError(status, `HTTP ${status}`, extra);

describe('createUpstream', () => {
  it('makes one request for 50 callers asking at once, and gives each the same answer', async () => {
    let release: (answer: UpstreamAnswer<string>) => void = () => undefined;
    let requests = 0;
    const upstream = createUpstream<string>({
      name: 'test',
      ttlMs: TTL,
      timeoutMs: 5000,
      request: () => {
        requests++;
        return new Promise((resolve) => {
          release = resolve;
        });
      },
    });
    const pending = Array.from({ length: 50 }, () => upstream.get());
    release(answer('line'));
    const states = await Promise.all(pending);
    expect(requests).toBe(1);
    expect(new Set(states.map((state) => state.value))).toEqual(new Set(['line']));
    expect(states.every((state) => state.status === 'ok')).toBe(true);
  });

  it('serves an answer within its lifetime without asking, and asks once it has passed', async () => {
    const t = scripted([answer('first'), answer('second')]);
    expect(t.upstream.peek()).toMatchObject({ status: 'failing', detail: 'not asked yet' });
    expect((await t.upstream.get()).value).toBe('first');
    t.advance(TTL - 1);
    expect(await t.upstream.get()).toMatchObject({ value: 'first', status: 'ok', fetchedAt: START });
    expect(t.requests()).toBe(1);
    t.advance(1);
    expect(await t.upstream.get()).toMatchObject({ value: 'second', status: 'ok', fetchedAt: START + TTL });
    expect(t.requests()).toBe(2);
  });

  it('takes its lifetime from a function of the answer it holds', async () => {
    const seen: Array<string | undefined> = [];
    const t = scripted([answer('live'), answer('idle')], {
      ttlMs: (value) => {
        seen.push(value);
        return value === 'live' ? MIN : TTL;
      },
    });
    await t.upstream.get();
    t.advance(MIN);
    expect((await t.upstream.get()).value).toBe('idle');
    t.advance(MIN);
    expect((await t.upstream.get()).value).toBe('idle');
    expect(t.requests()).toBe(2);
    expect(seen).toContain('live');
  });

  it('stops asking under the quota floor and serves what it has, saying why', async () => {
    const t = scripted([answer('last', 24), answer('never')]);
    await t.upstream.get();
    t.advance(TTL);
    const state = await t.upstream.get();
    expect(t.requests()).toBe(1);
    expect(state).toMatchObject({ value: 'last', status: 'stale', quotaRemaining: 24 });
    expect(state.detail).toMatch(/quota floor: 24 requests left, under 25/);
  });

  it('asks again at exactly the floor', async () => {
    const t = scripted([answer('last', 25), answer('next', 22)]);
    await t.upstream.get();
    t.advance(TTL);
    expect(await t.upstream.get()).toMatchObject({ value: 'next', status: 'ok', quotaRemaining: 22 });
  });

  it('holds the floor across resources that share a gauge', async () => {
    const quota = {};
    const odds = scripted([answer('odds', 10)], { quota });
    const scores = scripted([answer('scores')], { quota: {} });
    const sharing = scripted([answer('scores')], { quota });
    await odds.upstream.get();
    await scores.upstream.get();
    expect(scores.requests()).toBe(1);
    expect(await sharing.upstream.get()).toMatchObject({ status: 'failing', quotaRemaining: 10 });
    expect(sharing.requests()).toBe(0);
  });

  it.each<[string, UpstreamFailure]>([
    ['401', 401],
    ['422', 422],
    ['429', 429],
    ['500', 500],
    ['503', 503],
    ['a timeout', 'timeout'],
    ['a network error', 'network'],
  ])('serves the last good answer as stale on %s', async (_, status) => {
    const t = scripted([answer('good'), failure(status)]);
    await t.upstream.get();
    t.advance(TTL);
    const state = await t.upstream.get();
    expect(t.requests()).toBe(2);
    expect(state).toMatchObject({ value: 'good', fetchedAt: START, status: 'stale' });
    expect(state.detail).toContain(`HTTP ${status}`);
  });

  it('is failing, with the reason, when a request fails before any answer', async () => {
    const t = scripted([failure(500)]);
    const state = await t.upstream.get();
    expect(state.value).toBeUndefined();
    expect(state).toMatchObject({ status: 'failing', detail: expect.stringMatching(/^HTTP 500; next try after/) });
  });

  it('gives up on a request that does not answer in time and aborts it', async () => {
    const t = scripted([answer('good'), 'hang']);
    await t.upstream.get();
    t.advance(TTL);
    const started = Date.now();
    const state = await t.upstream.get();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(state).toMatchObject({
      value: 'good',
      status: 'stale',
      detail: expect.stringContaining('no answer within 0.05 s'),
    });
    expect(t.signals[1]?.aborted).toBe(true);
  });

  it('treats any other error a request throws as a network failure', async () => {
    const broken = createUpstream<string>({
      name: 'x',
      ttlMs: TTL,
      timeoutMs: 50,
      request: () => Promise.reject(new TypeError('fetch failed')),
    });
    expect(await broken.get()).toMatchObject({ status: 'failing', detail: expect.stringContaining('fetch failed') });
  });

  it('after a failure other than 429, asks again only once the lifetime has passed', async () => {
    const t = scripted([answer('good'), failure(500), answer('back')]);
    await t.upstream.get();
    t.advance(TTL);
    await t.upstream.get();
    t.advance(TTL - 1);
    expect((await t.upstream.get()).status).toBe('stale');
    expect(t.requests()).toBe(2);
    t.advance(1);
    expect(await t.upstream.get()).toMatchObject({ value: 'back', status: 'ok' });
    expect((await t.upstream.get()).detail).toBeUndefined();
  });

  it('backs off on 429 in a row, doubling the wait up to its cap', async () => {
    const t = scripted([answer('good'), failure(429)], { backoff: { baseMs: MIN, maxMs: 4 * MIN } });
    await t.upstream.get();
    t.advance(TTL);
    await t.upstream.get();
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      const before = t.requests();
      let waited = 0;
      while (t.requests() === before) {
        t.advance(MIN / 4);
        waited += MIN / 4;
        await t.upstream.get();
      }
      waits.push(waited);
    }
    expect(waits).toEqual([MIN, 2 * MIN, 4 * MIN, 4 * MIN]);
    expect(t.upstream.peek()).toMatchObject({ value: 'good', status: 'stale' });
  });

  it("waits at least a 429's Retry-After, even past its own back-off", async () => {
    const t = scripted([answer('good'), failure(429, { retryAfterMs: 10 * MIN }), answer('after')], {
      backoff: { baseMs: MIN, maxMs: 4 * MIN },
    });
    await t.upstream.get();
    t.advance(TTL);
    await t.upstream.get();
    t.advance(10 * MIN - 1);
    await t.upstream.get();
    expect(t.requests()).toBe(2);
    t.advance(1);
    expect((await t.upstream.get()).value).toBe('after');
  });

  it('starts the back-off again after an answer', async () => {
    const t = scripted([answer('a'), failure(429), answer('b'), failure(429)], {
      backoff: { baseMs: MIN, maxMs: 60 * MIN },
    });
    await t.upstream.get();
    t.advance(TTL);
    await t.upstream.get(); // 429: a minute
    t.advance(MIN);
    await t.upstream.get(); // b
    t.advance(TTL);
    await t.upstream.get(); // 429 again: a minute, not two
    t.advance(MIN);
    await t.upstream.get();
    expect(t.requests()).toBe(5);
  });

  it('never serves an answer older than its maximum age as current', async () => {
    const t = scripted([answer('old'), failure(500)], { maxAgeMs: DAY_MS });
    await t.upstream.get();
    t.advance(DAY_MS);
    expect(t.upstream.peek()).toMatchObject({ value: 'old' });
    t.advance(1);
    const state = await t.upstream.get();
    expect(state.value).toBeUndefined();
    expect(state.fetchedAt).toBeUndefined();
    expect(state.status).toBe('failing');
    expect(state.detail).toMatch(/older than 24 h/);
  });

  it('drops an answer past its maximum age under the quota floor too', async () => {
    const t = scripted([answer('old', 3)], { maxAgeMs: 2 * TTL });
    await t.upstream.get();
    t.advance(2 * TTL + 1);
    const state = await t.upstream.get();
    expect(t.requests()).toBe(1);
    expect(state).toMatchObject({ status: 'failing', detail: expect.stringMatching(/quota floor.*older than/) });
    expect(state.value).toBeUndefined();
  });
});
