import type { Browser } from 'playwright-core';
import { launchChromium } from '../__tests__/e2e/support/chromium';
import { authEmulatorUrl, startAuthEmulator, type RunningEmulator } from '../scripts/authEmulator';
import { ensureBuild } from '../scripts/build';
import { startAppServer, stopProcessGroup } from '../scripts/serverProcess';
import { measured, nextPaintScript } from './playerTable';
import { percentile } from './stats';

/**
 * `npm run bench:my-bets`: issue #61 item 7's screen target. One user with 5,000 bets (imported through the API), the
 * /my-bets screen in Chromium at 1280×900 on a CPU four times slower: input to next paint of sort clicks and filter
 * changes. Aim: ≤ 100 ms (p95 printed beside the median). The server's clock is past the 2025 season, so every bet
 * is graded with its close and CLV, as a season's log is.
 */
export const MY_BETS_AIM_MS = 100;
const BETS = 5_000;
const CLOCK = '2026-02-20T12:00:00Z';
const SEASON_OPENER = '2025-09-04';
const SORT_CLICKS = 24;
const FILTER_CHANGES = 24;
const SORT_HEADERS = ['Profit', 'CLV', 'Price', 'Stake', 'Placed'];
/** Each filter and the values it cycles through, back to everything. */
const FILTERS: [string, string[]][] = [
  ['Market', ['spreads', 'h2h', 'totals', '']],
  ['Status', ['won', 'lost', '']],
  ['Book', ['draftkings', 'fanduel', '']],
  ['Week', ['3', '12', '']],
];
const PASSWORD = 'a-good-password';

interface Outcome {
  name: string;
  price: number;
  point?: number;
}
interface Game {
  id: string;
  commence_time: string;
  bookmakers: { key: string; markets: { key: string; outcomes: Outcome[] }[] }[];
}

/** 5,000 singles over the season's games at their books' lines, a day before kickoff; each row distinct. */
async function seasonCsv(serverUrl: string): Promise<string> {
  const games: Game[] = [];
  for (let week = 1; week <= 18; week++)
    games.push(...((await (await fetch(`${serverUrl}/api/teamOdds?week=${week}`)).json()) as Game[]));
  const rows: string[] = ['placed_at,game_id,market,side,point,price,stake,book,notes'];
  for (let index = 0; rows.length <= BETS; index++) {
    const game = games[index % games.length]!;
    const book = game.bookmakers.filter((each) => ['fanduel', 'draftkings', 'betmgm'].includes(each.key))[index % 3];
    const market = book?.markets[index % book.markets.length];
    const outcome = market?.outcomes[index % 2];
    if (!book || !market || !outcome) continue;
    const placed = new Date(Date.parse(game.commence_time) - 86_400_000 - index * 1000).toISOString();
    const point = outcome.point === undefined ? '' : String(outcome.point);
    rows.push(
      [placed, game.id, market.key, outcome.name, point, outcome.price, 1 + (index % 5), book.key, `#${index}`].join(
        ',',
      ),
    );
  }
  return rows.join('\n');
}

/** A user made on the emulator, with 5,000 bets imported; the import's own time is returned too. */
async function seededUser(serverUrl: string, emulator: string): Promise<{ email: string; importMs: number }> {
  const email = `bench-${Date.now()}@gridline.test`;
  const signUp = await fetch(`${emulator}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=bench`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
  });
  const { idToken } = (await signUp.json()) as { idToken?: string };
  if (!idToken) throw new Error(`The emulator made no user: ${signUp.status}`);
  const csv = await seasonCsv(serverUrl);
  // The server opens its database on the first /api/me request: opened before the import is timed.
  await fetch(`${serverUrl}/api/me/bets`, { headers: { Authorization: `Bearer ${idToken}` } });
  const started = performance.now();
  const imported = await fetch(`${serverUrl}/api/me/bets/import`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${idToken}`, 'Content-Type': 'text/csv' },
    body: csv,
  });
  const importMs = performance.now() - started;
  if (imported.status !== 201) throw new Error(`The import was refused: ${imported.status} ${await imported.text()}`);
  return { email, importMs };
}

// A drop-down's choice made by script fires no pointer event: its input event is where it starts.
const INSTRUMENT = nextPaintScript(['pointerdown', 'keydown', 'input'], ['change', 'click']);

export interface MyBetsScreenFigures {
  importMs: number;
  sorting: { median: number; p95: number; interactions: number };
  filtering: { median: number; p95: number; interactions: number };
}

const summary = (times: number[]) => ({
  median: percentile(times, 0.5),
  p95: percentile(times, 0.95),
  interactions: times.length,
});

/** Against a running server (started with the emulator's host) and emulator: the screen's figures at `cpuSlowdown`. */
export async function myBetsScreenBench(
  serverUrl: string,
  emulator: string,
  browser: Browser,
  cpuSlowdown = 4,
): Promise<MyBetsScreenFigures> {
  const { email, importMs } = await seededUser(serverUrl, emulator);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await context.addInitScript(INSTRUMENT);
    const page = await context.newPage();
    await page.goto(`${serverUrl}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByLabel('Password').press('Enter');
    await page.waitForURL(`${serverUrl}/nfl`);
    await page.goto(`${serverUrl}/my-bets`);
    await page.getByRole('heading', { level: 2, name: 'Summary' }).waitFor({ timeout: 120_000 });
    if (cpuSlowdown > 1)
      await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });

    const sorting: number[] = [];
    for (let i = 0; i < SORT_CLICKS; i++) {
      const header = page
        .getByRole('table', { name: 'Your bets' })
        .getByRole('button', { name: new RegExp(`^${SORT_HEADERS[i % SORT_HEADERS.length]}`) });
      sorting.push(await measured(page, () => header.click()));
    }
    const filtering: number[] = [];
    for (let i = 0; filtering.length < FILTER_CHANGES; i++) {
      const [label, values] = FILTERS[i % FILTERS.length]!;
      for (const value of values)
        filtering.push(await measured(page, () => page.getByLabel(label, { exact: true }).selectOption(value).then()));
    }
    // Warm-up left out: the first of each kind compiles the code it runs.
    return { importMs, sorting: summary(sorting.slice(1)), filtering: summary(filtering.slice(1)) };
  } finally {
    await context.close();
  }
}

/**
 * Starts what the screen bench needs (a built app, a server at the clock, the emulator unless `emulatorRunning`) and
 * stops it after.
 */
export async function withMyBetsServer<T>(
  run: (serverUrl: string, emulator: string) => Promise<T>,
  { emulatorRunning = false } = {},
): Promise<T> {
  const emulatorUrl = authEmulatorUrl();
  if (!emulatorUrl) throw new Error('The my-bets bench signs in through the Auth emulator: its URL is not set');
  ensureBuild();
  let emulator: RunningEmulator | undefined;
  const server = await startAppServer({
    GRIDLINE_NOW: CLOCK,
    SEASON_OPENER,
    FIREBASE_AUTH_EMULATOR_HOST: new URL(emulatorUrl).host,
  });
  try {
    if (!emulatorRunning) emulator = await startAuthEmulator(emulatorUrl);
    return await run(server.url, emulatorUrl);
  } finally {
    emulator?.stop();
    stopProcessGroup(server.pid);
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** The bench's rows of `npm run bench`: the p95 of each kind against the aim. */
export function myBetsScreenRows(figures: MyBetsScreenFigures, cpuSlowdown: number) {
  const row = (what: string, { median, p95 }: { median: number; p95: number }) => ({
    target: `My bets (${BETS.toLocaleString('en-US')} bets), CPU ${cpuSlowdown}× slower: ${what} ≤ ${MY_BETS_AIM_MS} ms (p95)`,
    measured: `${ms(p95)} (median ${ms(median)})`,
    pass: p95 <= MY_BETS_AIM_MS,
  });
  return [row('sort click', figures.sorting), row('filter change', figures.filtering)];
}

export function myBetsScreenLines(figures: MyBetsScreenFigures, cpuSlowdown: number): string[] {
  const verdict = (value: number) => (value <= MY_BETS_AIM_MS ? 'PASS' : 'FAIL');
  return [
    `My bets, one user with ${BETS.toLocaleString('en-US')} bets (import through the API: ${ms(figures.importMs)}), ` +
      `Chromium 1280×900, CPU ${cpuSlowdown}× slower — input to next paint, aim ≤ ${MY_BETS_AIM_MS} ms:`,
    `  sort click   : median ${ms(figures.sorting.median)}, p95 ${ms(figures.sorting.p95)} ` +
      `(${figures.sorting.interactions}) ${verdict(figures.sorting.p95)}`,
    `  filter change: median ${ms(figures.filtering.median)}, p95 ${ms(figures.filtering.p95)} ` +
      `(${figures.filtering.interactions}) ${verdict(figures.filtering.p95)}`,
  ];
}

async function main() {
  const browser = await launchChromium();
  try {
    const figures = await withMyBetsServer((serverUrl, emulator) => myBetsScreenBench(serverUrl, emulator, browser));
    for (const line of myBetsScreenLines(figures, 4)) console.log(line);
  } finally {
    await browser.close();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
