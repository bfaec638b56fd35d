import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { authEmulatorUrl } from '../../scripts/authEmulator';
import { builtInKeyNumbers } from '../../scripts/builtInKeyNumbers';
import { startAppServer, stopProcessGroup, type RunningServer } from '../../scripts/serverProcess';
import { legClv } from '../../src/domain/bets/clv';
import type { Bet, BetsAnswer, GradedBet, GradedLeg } from '../../src/domain/bets/types';
import type { Bookmaker, Game } from '../../src/features/odds/types';
import { forwardFirestore, idTokenOf } from './support/auth';
import { axeViolations } from './support/axe';
import { launchChromium, openOwnContext } from './support/chromium';
import { setPageClock } from './support/fixedClock';
import { allCards, cardOf } from './support/matchupCards';
import { screenshotPath } from './support/screenshots';
import { SCHEMES, showIn } from './support/theme';

/**
 * Issue #61 in Chromium, against the Auth emulator and a server whose clock the test moves: a user signs up, logs a
 * single and a two-leg parlay from the cards, imports a CSV of 20 bets (first with a bad row: nothing imported, the
 * row named; then fixed), and, with the clock past the week's finals, sees every bet graded, its CLV recomputed here
 * from /teamOdds/history and /scores. A second user sees none of it; a reload and a second browser see the same bets.
 */
const SATURDAY = '2025-09-20T12:00:00Z';
const AFTER_FINALS = '2025-09-24T12:00:00Z';
const WEEK = 3;

jest.setTimeout(240_000);

let server: RunningServer | undefined;
let browser: Browser | undefined;
const emulator = authEmulatorUrl();

beforeAll(async () => {
  if (!emulator) throw new Error('The browser suite runs the Auth emulator: its URL is not set');
  [server, browser] = await Promise.all([
    startAppServer({
      GRIDLINE_NOW: SATURDAY,
      GRIDLINE_CLOCK_CONTROL: '1',
      FIREBASE_AUTH_EMULATOR_HOST: new URL(emulator).host,
    }),
    launchChromium(),
  ]);
});
afterAll(async () => {
  if (server) stopProcessGroup(server.pid);
  await browser?.close();
});

const base = () => server!.url;

async function api<T>(path: string, token?: string): Promise<{ status: number; body: T }> {
  const response = await fetch(`${base()}/api${path}`, token ? { headers: { Authorization: `Bearer ${token}` } } : {});
  return { status: response.status, body: (await response.json().catch(() => null)) as T };
}

async function moveClock(iso: string): Promise<void> {
  const response = await fetch(`${base()}/api/__clock`, { method: 'PUT', body: iso });
  if (!response.ok) throw new Error(`The server's clock did not move: ${response.status}`);
}

/** A page at 1280 (or `width`) whose clock reads the server's, able to sign in against the emulator. */
async function openAt(on: Browser, clock: string, width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await openOwnContext(on, width);
  await forwardFirestore(opened.context);
  await setPageClock(opened.context, clock);
  return opened;
}

async function signUp(page: Page, email: string): Promise<void> {
  await page.goto(`${base()}/login`);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Account' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill('a-good-password');
  await dialog.getByRole('button', { name: 'Sign Up with Email' }).click();
  await page.waitForURL(`${base()}/nfl`);
}

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto(`${base()}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a-good-password');
  await page.getByLabel('Password').press('Enter');
  await page.waitForURL(`${base()}/nfl`);
}

const myBets = async (page: Page) => {
  await page.goto(`${base()}/my-bets`);
  await page.getByRole('heading', { level: 1, name: 'My bets' }).waitFor();
};
const betsTable = (page: Page) => page.getByRole('table', { name: 'Your bets' });
const bodyRows = (page: Page) => betsTable(page).locator('tbody tr');

/* The rules as a bettor writes them (CONTRACT §11), independent of the app's code. */
const decimal = (price: number) => (price > 0 ? 1 + price / 100 : 1 + 100 / Math.abs(price));
const implied = (price: number) => 1 / decimal(price);
const MINUS = '\u2212';
const signedPercent = (share: number) => {
  const text = (Math.abs(share) * 100).toFixed(1);
  return text === '0.0' ? '0.0%' : `${share > 0 ? '+' : MINUS}${text}%`;
};

interface ScoreEvent {
  id: string;
  completed: boolean;
  home_team: string;
  away_team: string;
  commence_time: string;
  scores: { name: string; score: string }[] | null;
}
interface History {
  commence_time: string;
  snapshots: { timestamp: string; bookmakers: Bookmaker[] }[];
}

/** A leg's result at its own number, from the game's final score. */
function legResult(leg: Bet['legs'][number], event: ScoreEvent): 'won' | 'lost' | 'push' {
  const score = (team: string) => Number(event.scores?.find((entry) => entry.name === team)?.score);
  const [home, away] = [score(event.home_team), score(event.away_team)];
  let margin: number;
  if (leg.market === 'totals') margin = leg.side === 'Over' ? home + away - leg.point! : leg.point! - (home + away);
  else {
    const own = leg.side === event.home_team ? home - away : away - home;
    margin = own + (leg.market === 'spreads' ? leg.point! : 0);
  }
  return margin > 0 ? 'won' : margin < 0 ? 'lost' : 'push';
}

/** The bet's status and profit by §11's rules (singles and parlays). */
function expectedGrade(bet: GradedBet, events: Map<string, ScoreEvent>) {
  const results = bet.legs.map((leg) => legResult(leg, events.get(leg.game_id)!));
  if (results.includes('lost')) return { status: 'lost', profit: -bet.stake };
  const won = bet.legs.filter((_, index) => results[index] === 'won');
  if (won.length === 0) return { status: 'push', profit: 0 };
  const paid =
    bet.kind === 'single' ? decimal(bet.price) : won.reduce((product, leg) => product * decimal(leg.price), 1);
  return { status: 'won', profit: bet.stake * (paid - 1) };
}

/** The leg's close (its book's last line at or before kickoff) and its CLV, from the game's history. */
function expectedClose(bet: GradedBet, leg: GradedLeg, history: History) {
  const kickoff = Date.parse(history.commence_time);
  const snapshots = history.snapshots.filter((snapshot) => Date.parse(snapshot.timestamp) <= kickoff);
  for (const snapshot of [...snapshots].reverse()) {
    const market = snapshot.bookmakers.find((book) => book.key === bet.book)?.markets.find((m) => m.key === leg.market);
    const outcome = market?.outcomes.find((each) => each.name === leg.side);
    if (!market || !outcome) continue;
    const taken = bet.kind === 'single' ? bet.price : leg.price;
    const fair = implied(outcome.price) / market.outcomes.reduce((sum, each) => sum + implied(each.price), 0);
    if (leg.market === 'h2h' || outcome.point === leg.point)
      return { price: outcome.price, point: outcome.point, clv: fair * decimal(taken) - 1, moved: false };
    // Across a number the key-number model of issue #42 moves the price (the one model the app has for it).
    const others = market.outcomes.filter((each) => each !== outcome).map((each) => each.price);
    const clv = legClv(
      leg,
      taken,
      { source: 'book', price: outcome.price, point: outcome.point, others },
      builtInKeyNumbers(),
    )?.clv;
    return { price: outcome.price, point: outcome.point, clv: clv ?? null, moved: true };
  }
  return undefined;
}

/** The CSV of 20 singles over the games to come, at the lines the API shows now; `bad` spoils one row's price. */
function importCsv(toCome: Game[], bad: boolean): string {
  const books = ['fanduel', 'draftkings', 'betmgm'] as const;
  const rows = Array.from({ length: 20 }, (_, index) => {
    const game = toCome[index % toCome.length]!;
    // The row's book among the three, else the first of them the game has.
    const offered = books.filter((key) => game.bookmakers.some((each) => each.key === key));
    const book = offered.includes(books[index % books.length]!) ? books[index % books.length]! : offered[0]!;
    const markets = game.bookmakers.find((each) => each.key === book)!.markets;
    // Mostly moneylines (no number to move), a spread or a total every fourth row.
    const wanted = index % 4 === 3 ? (index % 8 === 3 ? 'spreads' : 'totals') : 'h2h';
    const market = markets.find((each) => each.key === wanted) ?? markets.find((each) => each.key === 'h2h')!;
    const outcome = market.outcomes[index % 2]!;
    const price = bad && index === 6 ? 'evens' : String(outcome.price);
    const placed = new Date(Date.parse(SATURDAY) - (index + 1) * 60_000).toISOString();
    const point = outcome.point === undefined ? '' : String(outcome.point);
    return [placed, game.id, market.key, outcome.name, point, price, String(1 + (index % 3)), book, `row ${index + 2}`];
  });
  return [IMPORT_COLUMNS, ...rows.map((row) => row.join(','))].join('\n');
}
const IMPORT_COLUMNS = 'placed_at,game_id,market,side,point,price,stake,book,notes';

async function importThrough(page: Page, csv: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import bets' });
  await dialog.getByLabel('Or paste the CSV').fill(csv);
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  return dialog;
}

const gradedStatuses = new Set(['Won', 'Lost', 'Push']);

describe('My bets', () => {
  it('logs from the cards, imports a CSV, grades every bet at the finals with its CLV, and keeps them to their user', async () => {
    const games = (await api<Game[]>(`/teamOdds?week=${WEEK}`)).body;
    const toCome = games
      .filter((game) => Date.parse(game.commence_time) > Date.parse(SATURDAY))
      .sort((a, b) => Date.parse(a.commence_time) - Date.parse(b.commence_time));
    expect(toCome.length).toBeGreaterThan(4);

    const { context, page } = await openAt(browser!, SATURDAY);
    const email = `bettor-${Date.now()}@gridline.test`;
    await signUp(page, email);

    // A single, then a two-leg parlay, from the cards' moneyline '+' buttons (a nickname and a price, no number).
    await page.goto(`${base()}/nfl?week=${WEEK}`);
    await allCards(page);
    const moneyline = /^\S+ [+\u2212-]\d+ \([^)]+\): bet slip$/;
    const pick = (game: Game) => cardOf(page, game).getByRole('button', { name: moneyline }).first();
    await pick(toCome[0]!).click();
    let dialog = await logFromSlip(page, '2');
    await dialog.getByRole('button', { name: 'Clear the slip' }).click();
    await dialog.waitFor({ state: 'detached' });
    await pick(toCome[1]!).click();
    await pick(toCome[2]!).click();
    const dock = page.getByRole('button', { name: /Bet slip/, expanded: false });
    if (await dock.count()) await dock.click();
    await page.getByLabel('Bet', { exact: true }).selectOption('parlay');
    dialog = await logFromSlip(page, '1');
    await dialog.getByRole('link', { name: 'see My bets' }).click();
    await page.getByRole('heading', { level: 1, name: 'My bets' }).waitFor();
    await expect(bodyRows(page)).toBeTruthy();
    await page.waitForFunction(() => document.querySelectorAll('table[aria-label="Your bets"] tbody tr').length === 2);
    const token = await idTokenOf(page);
    const logged = (await api<BetsAnswer>('/me/bets', token)).body.bets;
    expect(logged.map((bet) => [bet.kind, bet.legs.length])).toEqual(
      expect.arrayContaining([
        ['single', 1],
        ['parlay', 2],
      ]),
    );

    // The import: one bad row, nothing imported and the row named; then the file fixed.
    dialog = await importThrough(page, importCsv(toCome, true));
    await dialog
      .getByRole('alert')
      .getByText(/Line 8 — price/)
      .waitFor();
    expect((await api<BetsAnswer>('/me/bets', token)).body.bets).toHaveLength(2);
    await dialog.getByLabel('Or paste the CSV').fill(importCsv(toCome, false));
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog.getByRole('status').getByText('Imported 20 bets').waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.waitForFunction(() => document.querySelectorAll('table[aria-label="Your bets"] tbody tr').length === 22);

    // Past the finals: every bet graded, its close and CLV as the history and the scores say.
    await moveClock(AFTER_FINALS);
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Summary' }).waitFor();
    const answer = (await api<BetsAnswer>('/me/bets', token)).body;
    expect(answer.bets).toHaveLength(22);
    const events = new Map(
      (await api<ScoreEvent[]>(`/scores?week=${WEEK}`)).body.map((event) => [event.id, event] as const),
    );
    const histories = new Map<string, History>();
    for (const id of new Set(answer.bets.flatMap((bet) => bet.legs.map((leg) => leg.game_id))))
      histories.set(id, (await api<History>(`/teamOdds/history?event_id=${encodeURIComponent(id)}`)).body);
    const expectedClvs: string[] = [];
    let moved = 0;
    for (const bet of answer.bets) {
      expect(bet.legs.every((leg) => events.get(leg.game_id)?.completed)).toBe(true);
      const grade = expectedGrade(bet, events);
      expect(bet.status).toBe(grade.status);
      expect(bet.profit).toBeCloseTo(grade.profit, 6);
      const legClvs = bet.legs.map((leg) => {
        const close = expectedClose(bet, leg, histories.get(leg.game_id)!);
        expect(close).toBeDefined();
        expect(leg.close).toMatchObject({ source: 'book', price: close!.price });
        expect(leg.close!.clv).toBeCloseTo(close!.clv!, 9);
        if (close!.moved) moved += 1;
        return close!.clv!;
      });
      const clv = legClvs.reduce((product, each) => product * (1 + each), 1) - 1;
      expect(bet.clv).toBeCloseTo(clv, 9);
      expectedClvs.push(signedPercent(clv));
    }
    // The screen: every row graded, and its CLVs the ones computed here.
    const rows = bodyRows(page);
    await page.waitForFunction(() => document.querySelectorAll('table[aria-label="Your bets"] tbody tr').length === 22);
    const statuses = await rows.locator('td.status').allInnerTexts();
    expect(statuses.every((text) => gradedStatuses.has(text.trim()))).toBe(true);
    const shownClvs = await rows.locator('td:nth-child(10)').allInnerTexts();
    expect(shownClvs.map((text) => text.trim()).sort()).toEqual([...expectedClvs].sort());
    expect(await page.getByText('DraftKings close').count()).toBeGreaterThan(0);
    if (moved > 0) expect(await page.getByText(/key numbers/).count()).toBe(moved);

    // The game page's line history marks the user's bets on that game: the single and the import's rows on it.
    const single = answer.bets.find((bet) => bet.kind === 'single' && !bet.notes)!;
    const onGame = answer.bets.filter((bet) => bet.legs.some((leg) => leg.game_id === single.legs[0]!.game_id));
    await page.goto(`${base()}/nfl/games/${encodeURIComponent(single.legs[0]!.game_id)}?week=${WEEK}`);
    // Listed under each market's chart, one item a leg.
    const listed = page.getByRole('list', { name: /^Your bets: / }).getByRole('listitem');
    await listed.first().waitFor();
    expect(await listed.count()).toBe(onGame.reduce((sum, bet) => sum + bet.legs.length, 0));
    await myBets(page);
    await page.waitForFunction(() => document.querySelectorAll('table[aria-label="Your bets"] tbody tr').length === 22);
    // The headings sit on one line, the number columns' with the others'.
    const headingBottoms = await page.$$eval('table[aria-label="Your bets"] thead th button', (buttons) =>
      buttons.map((button) => Math.round(button.getBoundingClientRect().bottom)),
    );
    expect(headingBottoms).toHaveLength(9);
    expect(new Set(headingBottoms).size).toBe(1);

    // Screens at 1280 and 400 px, light and dark, axe-clean.
    for (const width of [1280, 400]) {
      await page.setViewportSize({ width, height: 900 });
      for (const scheme of SCHEMES) {
        await showIn(page, scheme);
        expect(await axeViolations(page)).toEqual([]);
        await page.screenshot({ path: screenshotPath(`my-bets-${width}-${scheme}`) });
        // Below the table, laid out once scrolled near (content-visibility): the charts are drawn there.
        await page.getByRole('heading', { level: 2, name: 'Charts' }).scrollIntoViewIfNeeded();
        for (const caption of ['Cumulative units', 'CLV by bet']) {
          const chart = page.locator('figure').filter({ hasText: caption }).locator('svg').first();
          await chart.waitFor();
          expect((await chart.boundingBox())?.height).toBeGreaterThan(100);
        }
        await page.screenshot({ path: screenshotPath(`my-bets-charts-${width}-${scheme}`) });
        await page.evaluate(() => window.scrollTo(0, 0));
      }
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    // A second user sees none of it, and cannot reach the first's bets by id.
    const other = await openAt(browser!, AFTER_FINALS);
    await signUp(other.page, `other-${Date.now()}@gridline.test`);
    await myBets(other.page);
    await other.page.getByText('No bets yet.').waitFor();
    const otherToken = await idTokenOf(other.page);
    expect((await api(`/me/bets/${answer.bets[0]!.id}`, otherToken)).status).toBe(404);
    expect((await api<BetsAnswer>('/me/bets', otherToken)).body.bets).toEqual([]);
    await other.context.close();

    // The same bets after a reload, and in a second browser.
    await page.reload();
    await page.waitForFunction(() => document.querySelectorAll('table[aria-label="Your bets"] tbody tr').length === 22);
    const secondBrowser = await launchChromium();
    try {
      const second = await openAt(secondBrowser, AFTER_FINALS);
      await signIn(second.page, email);
      await myBets(second.page);
      await second.page.waitForFunction(
        () => document.querySelectorAll('table[aria-label="Your bets"] tbody tr').length === 22,
      );
      const secondClvs = await bodyRows(second.page).locator('td:nth-child(10)').allInnerTexts();
      expect(secondClvs.map((text) => text.trim()).sort()).toEqual([...expectedClvs].sort());
    } finally {
      await secondBrowser.close();
    }
    await context.close();
  });
});

async function logFromSlip(page: Page, stake: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Log bet', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Log bet' });
  await dialog.getByLabel('Stake (units)').fill(stake);
  await dialog.getByRole('button', { name: 'Log bet', exact: true }).click();
  await dialog.getByText(/Logged/).waitFor();
  return dialog;
}
