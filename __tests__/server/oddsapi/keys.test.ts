import { createOddsApiClient, oddsApiCall } from '../../../server/sources/oddsapi/client';
import { type OddsApiConfig, oddsUrl } from '../../../server/sources/oddsapi/config';
import { scrubSecrets } from '../../../server/sources/secrets';
import { createUpstream, UpstreamError } from '../../../server/sources/upstream';
import { ODDS_PATH, type OddsApiStub, SCORES_PATH, startOddsApiStub } from '../../utils/oddsApiStub';

/* A key appears in no state, detail, log line or error message (CONTRACT §10). */

const KEY = 'f0e1d2c3b4a5968778695a4b3c2d1e0f';

describe('scrubSecrets', () => {
  it.each([
    ['the key as written', `bad key ${KEY}`],
    ['the key in a URL', `GET https://api.the-odds-api.com/v4/sports?apiKey=${KEY}&regions=us`],
    ['the key upper-cased', `KEY ${KEY.toUpperCase()}`],
    ['the key URL-encoded', `q=${encodeURIComponent(`${KEY}/+`)}`],
    ['the key in JSON', JSON.stringify({ message: `Invalid key "${KEY}"` })],
  ])('removes %s', (_, text) => {
    const key = text.includes('%2F') ? `${KEY}/+` : KEY;
    const scrubbed = scrubSecrets(text, [key]);
    expect(scrubbed.toLowerCase()).not.toContain(KEY.toLowerCase());
    expect(scrubbed).toContain('[redacted]');
  });

  it.each(['apiKey', 'APIKEY', 'api_key', 'appid', 'key'])('removes any value of the %s query parameter', (name) => {
    expect(scrubSecrets(`/v4/sports?${name}=someone-elses-key&x=1`, [])).toBe(`/v4/sports?${name}=[redacted]&x=1`);
  });

  it('leaves text without a key as it is', () => {
    const text = 'HTTP 500: Internal error; next try after 2024-09-08T12:05:00.000Z (monkey=1, keyword=2)';
    expect(scrubSecrets(text, [KEY])).toBe(text);
  });
});

describe('the upstream', () => {
  it('scrubs its secrets from what a failing request says, in the state and the log', async () => {
    const lines: string[] = [];
    const upstream = createUpstream<string>({
      name: 'odds',
      ttlMs: 1000,
      timeoutMs: 1000,
      secrets: [KEY],
      log: (line) => lines.push(line),
      request: () => Promise.reject(new TypeError(`fetch failed for https://example.test/odds?apiKey=${KEY}`)),
    });
    const state = await upstream.get();
    expect(state.status).toBe('failing');
    expect(state.detail).toContain('fetch failed');
    expect(JSON.stringify([state, upstream.peek(), lines])).not.toContain(KEY);
    expect(lines).toHaveLength(1);
  });
});

describe('the Odds API client', () => {
  let stub: OddsApiStub;
  let config: OddsApiConfig;
  beforeEach(async () => {
    stub = await startOddsApiStub({ key: KEY });
    config = { apiKey: KEY, baseUrl: stub.baseUrl, oddsTtlMs: 1, minRemaining: 25, timeoutMs: 1000 };
  });
  afterEach(() => stub.close());

  it('throws request errors without the key, even when the provider echoes the URL', async () => {
    stub.fail(ODDS_PATH, { status: 422, echoUrl: true });
    const call = oddsApiCall(config, { fetch, now: Date.now });
    const error: unknown = await call(oddsUrl(config), new AbortController().signal).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).message).toMatch(
      /^HTTP 422 INVALID_REQUEST: Invalid request \/v4\/sports\/americanfootball_nfl\/odds\?.*apiKey=\[redacted\]/,
    );
    expect(String(error)).not.toContain(KEY);
  });

  it('throws connection errors without the key', async () => {
    const leaky: typeof fetch = (input) =>
      Promise.reject(new TypeError(`cannot reach ${String(input)}`, { cause: { code: 'ECONNREFUSED' } }));
    const call = oddsApiCall(config, { fetch: leaky, now: Date.now });
    const error: unknown = await call(oddsUrl(config), new AbortController().signal).catch((e: unknown) => e);
    expect(String((error as Error).message)).toMatch(
      /^no connection: cannot reach .*apiKey=\[redacted\] \(ECONNREFUSED\)$/,
    );
    expect(String((error as Error).message)).not.toContain(KEY);
  });

  it('keeps the key out of every state, detail and log line, through every failure', async () => {
    const lines: string[] = [];
    let clock = Date.parse('2024-09-08T12:00:00Z');
    const client = createOddsApiClient(config, { now: () => clock, log: (line) => lines.push(line) });
    const seen: unknown[] = [];
    const plants = [
      () => stub.fail(ODDS_PATH, { status: 422, echoUrl: true }),
      () => stub.fail(ODDS_PATH, { status: 500, body: { message: `upstream said apiKey=${KEY}` } }),
      () => stub.fail(ODDS_PATH, { status: 429, raw: `slow down ${KEY}` }),
      () => stub.fail(ODDS_PATH, { hang: true }),
      () => stub.clearFailures(),
    ];
    for (const plant of plants) {
      plant();
      clock += 86_400_000;
      seen.push(await client.odds.get(), await client.scores.get(), client.odds.peek(), client.quota());
    }
    stub.fail(SCORES_PATH, { status: 401, echoUrl: true });
    clock += 86_400_000;
    seen.push(await client.scores.get(), await client.props('x').get());
    const text = JSON.stringify([seen, lines]);
    expect(text).toContain('[redacted]');
    expect(text).toContain('HTTP 429: slow down');
    expect(text).not.toContain(KEY);
    expect(stub.requests()).toBeGreaterThanOrEqual(plants.length + 2);
  });
});
