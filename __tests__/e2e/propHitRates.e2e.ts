import type { Page } from 'playwright-core';
import { findTeam } from '../../src/domain/teams';
import { ordinal } from '../../src/lib/ordinal';
import { sortByHitRate } from '../../src/features/props/hitRateSort';
import { parseGameLogs } from '../../src/features/gameLogs/parseGameLogs';
import { parseProps } from '../../src/features/props/parseProps';
import { currentWeek, parseOpener } from '../../src/domain/week';
import { splitAtWeek } from '../../src/features/props/hitRates';
import { playerResearch } from '../../src/features/props/propResearch';
import { startAppServer, stopProcessGroup, type RunningServer } from '../../scripts/serverProcess';
import { appUrl, openPage } from './support/chromium';
import { browserAndServerAt, setPageClock, SUITE_DEMO_SEASON } from './support/fixedClock';
import { watchPage } from './support/pageWatch';
import {
  api,
  expectedRates,
  gameLogs,
  opponentOf,
  propsTable,
  researchOf,
  rowNames,
  statOf,
  timePropSorts,
  type ApiDefense,
  type ApiGame,
  type ApiProp,
  watchLogRequests,
  widenedPropsFeed,
} from './support/propsResearch';

/**
 * Issue #21 items 3 and 4 on /player-props: the hit rates, streaks and matchups on screen are the
 * API's game logs and defence table, recomputed here; the logs come in one request per 200 players;
 * the hit-rate order is the pure rule's. Week 3 of 2025 (a server and page at CLOCK) and the real
 * clock (the suite's server: the season is over).
 */
const CLOCK = '2025-09-20T12:00:00Z';

const started = browserAndServerAt(CLOCK);

const CLOCKS: [name: string, base: () => string, clock: string | undefined][] = [
  ['at 2025-09-20 (week 3)', () => started.server().url, CLOCK],
  ['on the real clock', () => appUrl(''), undefined],
];

/** Opens /player-props at a server (and its clock), noting each /playerGameLogs request's player ids. */
async function openProps(base: string, clock: string | undefined, width = 1280) {
  const opened = await openPage(started.browser(), width);
  if (clock) await setPageClock(opened.context, clock);
  const logRequests = watchLogRequests(opened.page);
  await opened.page.goto(`${base}/player-props`);
  await propsTable(opened.page).waitFor();
  await opened.page.getByRole('combobox', { name: 'Sort players' }).waitFor();
  return { ...opened, logRequests };
}

/** The props' week: the week /player-props opens at by the spec's rule (the season over on the real clock: 18). */
const propsWeek = (clock: string | undefined): number =>
  currentWeek(clock ? Date.parse(clock) : Date.now(), parseOpener(SUITE_DEMO_SEASON.SEASON_OPENER));

/** A player's last-10 rate as the sort reads it: of his games before the props' week. */
const lastTenOf = (
  lines: Parameters<typeof playerResearch>[0],
  games: Parameters<typeof playerResearch>[1],
  week: number,
) => {
  const { before, thisGame } = splitAtWeek(games, week);
  return playerResearch(lines, before, thisGame).lastTen;
};

interface Research {
  props: ApiProp[];
  ids: string[];
  games: Map<string, ApiGame[]>;
  seasonId: string;
}

async function research(base: string): Promise<Research> {
  const [props, seasons] = await Promise.all([
    api<ApiProp[]>(base, '/playerProps'),
    api<{ id: string }[]>(base, '/seasons'),
  ]);
  const seasonId = seasons[0]!.id;
  const ids = [...new Set(props.flatMap((record) => record.props.player?.id ?? []))].sort();
  const games = new Map<string, ApiGame[]>(ids.map((id) => [id, []]));
  for (const game of await gameLogs(base, seasonId, ids)) games.get(game.player_id)?.push(game);
  return { props, ids, games, seasonId };
}

/** The first player (his name his alone, with games) holding a line in the market, with his id and line. */
function pickPlayer(data: Research, market: string) {
  const idsByName = new Map<string, Set<string | undefined>>();
  for (const record of data.props)
    idsByName.set(record.player, (idsByName.get(record.player) ?? new Set()).add(record.props.player?.id));
  const record = data.props.find(
    (candidate) =>
      candidate.props.market === market &&
      candidate.props.selection?.line !== undefined &&
      idsByName.get(candidate.player)?.size === 1 &&
      (data.games.get(candidate.props.player?.id ?? '')?.length ?? 0) > 0,
  );
  if (!record) throw new Error(`No player with a ${market} line and games`);
  return { name: record.player, id: record.props.player!.id!, line: record.props.selection!.line! };
}

describe.each(CLOCKS)('Player Props hit rates %s', (_name, base, clock) => {
  it("shows a passer's and a receiver's hit rates, streaks and matchups as the API's game logs and defence table give them", async () => {
    const data = await research(base());
    const { context, page, logRequests } = await openProps(base(), clock);
    const defense = await api<ApiDefense>(base(), `/teamData/defense-vs-position?season_id=${data.seasonId}`);

    // One request per 200 players, together naming every player of the props.
    expect(logRequests).toHaveLength(Math.ceil(data.ids.length / 200));
    expect(logRequests.every((ids) => ids.length <= 200)).toBe(true);
    expect(logRequests.flat().sort()).toEqual(data.ids);

    for (const [market, field] of [
      ['Passing Yards', 'pass_yards'],
      ['Receiving Yards', 'rec_yards'],
    ] as const) {
      const player = pickPlayer(data, market);
      const games = data.games.get(player.id)!;
      const shown = await researchOf(page, player.name);
      expect(shown.items).toContain(
        `${market} ${player.line}: ${expectedRates(games, statOf(field), player.line, propsWeek(clock))}`,
      );

      // His matchup: the opponent's rank against his position in /teamData/defense-vs-position.
      const opponent = await opponentOf(page, player.name);
      const position = [...games].sort((a, b) => a.week - b.week).at(-1)!.position;
      const figure = defense.teams[opponent]?.[position];
      if (figure) {
        const tier = figure.rank <= 8 ? 'Tough' : figure.rank >= 25 ? 'Favourable' : 'Neutral';
        const label = `vs ${findTeam(opponent)!.team_alias}: ${ordinal(figure.rank)} vs ${position} ${tier}${figure.games < 4 ? ' provisional' : ''}`;
        expect(shown.text).toContain(label);
      } else {
        expect(shown.text).not.toMatch(/ vs (QB|RB|WR|TE)/);
      }
      console.log(`${clock ?? 'real clock'}: ${player.name} (${position}) vs ${opponent}: ${shown.text}`);
    }
    await context.close();
  });

  it('orders the rows by last-10 hit rate as the pure rule says, and prints how long the sort takes', async () => {
    const data = await research(base());
    const { context, page } = await openProps(base(), clock);
    const listed = parseProps(data.props);
    const rateOf = new Map(
      listed.map((p) => [
        p,
        lastTenOf(p.lines, parseGameLogs(data.games.get(p.playerId ?? '') ?? [], data.seasonId), propsWeek(clock)),
      ]),
    );
    const expected = (sort: 'lastTenHighFirst' | 'lastTenLowFirst') =>
      sortByHitRate(listed, (p) => rateOf.get(p), sort).map((p) => p.player);

    expect(await rowNames(page)).toEqual(listed.map((p) => p.player));
    const timings = await timeSorts(page);
    await page.getByRole('combobox', { name: 'Sort players' }).selectOption('lastTenHighFirst');
    expect(await rowNames(page)).toEqual(expected('lastTenHighFirst'));
    await page.getByRole('combobox', { name: 'Sort players' }).selectOption('lastTenLowFirst');
    expect(await rowNames(page)).toEqual(expected('lastTenLowFirst'));
    console.log(`${clock ?? 'real clock'}: sort by last-10 hit rate over ${listed.length} rows, ${timings}`);
    await context.close();
  });
});

/**
 * Sorts high to low, low to high and back to listed three times: each change's time to the paint of the sorted rows,
 * and the median.
 */
async function timeSorts(page: Page): Promise<string> {
  const { firstRows, allRows } = await timePropSorts(page, 3);
  const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!.toFixed(1);
  return `${firstRows.map((ms) => ms.toFixed(1)).join(', ')} ms to the first sorted rows (median ${median(firstRows)} ms; every row in: median ${median(allRows)} ms)`;
}

describe('with 250 prop players (the feed’s, and receivers of /playerData given a line)', () => {
  it('asks for the logs in two requests of at most 200 ids, and sorts 250 rows as the pure rule says', async () => {
    const data = await research(started.server().url);
    const feed = await widenedPropsFeed(started.server().url, data.seasonId, data.props, 250);
    const opened = await openPage(started.browser(), 1280);
    await setPageClock(opened.context, CLOCK);
    await opened.context.route('**/api/playerProps', (route) => route.fulfill({ json: feed }));
    const logRequests = watchLogRequests(opened.page);
    await opened.page.goto(`${started.server().url}/player-props`);
    await opened.page.getByRole('combobox', { name: 'Sort players' }).waitFor();

    const allIds = [...new Set(feed.map((record) => record.props.player!.id!))].sort();
    expect(allIds).toHaveLength(250);
    expect(logRequests.map((ids) => ids.length).sort()).toEqual([200, 50]);
    expect(logRequests.flat().sort()).toEqual(allIds);

    const games = new Map<string, ApiGame[]>(allIds.map((id) => [id, []]));
    for (const game of await gameLogs(started.server().url, data.seasonId, allIds))
      games.get(game.player_id)?.push(game);
    const listed = parseProps(feed);
    const rateOf = new Map(
      listed.map((p) => [
        p,
        lastTenOf(p.lines, parseGameLogs(games.get(p.playerId ?? '') ?? [], data.seasonId), propsWeek(CLOCK)),
      ]),
    );
    const timings = await timeSorts(opened.page);
    await opened.page.getByRole('combobox', { name: 'Sort players' }).selectOption('lastTenHighFirst');
    expect(await rowNames(opened.page)).toEqual(
      sortByHitRate(listed, (p) => rateOf.get(p), 'lastTenHighFirst').map((p) => p.player),
    );
    console.log(`sort by last-10 hit rate over ${listed.length} rows, ${timings}`);
    await opened.context.close();
  });
});

describe('with /playerGameLogs failing (GRIDLINE_FAULTS=gameLogs=500)', () => {
  let failing: RunningServer;
  beforeAll(async () => {
    failing = await startAppServer({ GRIDLINE_NOW: CLOCK, GRIDLINE_FAULTS: 'gameLogs=500' });
  });
  afterAll(() => stopProcessGroup(failing.pid));

  it('shows the props table as the spec has it: its four columns, every player, no hit rates, no alert, no error', async () => {
    const { context, page } = await openPage(started.browser(), 1280);
    await setPageClock(context, CLOCK);
    const seen = watchPage(page);
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        consoleErrors.push(message.text());
    });
    const failed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/playerGameLogs');
    await page.goto(`${failing.url}/player-props`);
    expect((await failed).status()).toBe(500);
    await propsTable(page).waitFor();
    await page.waitForTimeout(300);

    const props = parseProps(await api<ApiProp[]>(failing.url, '/playerProps'));
    expect(await propsTable(page).locator('thead th').allTextContents()).toEqual([
      'Odds',
      'Player Name',
      'Team',
      'Opponent',
    ]);
    expect(await rowNames(page)).toEqual(props.map((p) => p.player));
    expect(await propsTable(page).locator('tbody tr').count()).toBe(props.length);
    expect(await page.getByRole('combobox', { name: 'Sort players' }).count()).toBe(0);
    expect(await page.getByText(/last 10|small sample|hit rate/i).count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(seen.uncaught).toEqual([]);
    expect(seen.dialogs).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
