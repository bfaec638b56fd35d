import type { Locator, Page } from 'playwright-core';
import { findTeam } from '../../../src/domain/teams';

/* Reading Player Props' hit rates and matchups (issue #21) off the page, and the API answers they come from. */

export interface ApiProp {
  player: string;
  props: {
    market: string;
    price?: number;
    selection?: { name?: string; line?: number };
    player?: { id?: string; team?: { name?: string } };
  };
}

/** A /playerGameLogs row, as far as these tests read it. */
export interface ApiGame {
  player_id: string;
  week: number;
  position: string;
  opponent: string;
  [field: string]: unknown;
}

export interface ApiDefense {
  through_week: number;
  teams: Record<string, Record<string, { games: number; fantasy_points_per_game: number; rank: number }>>;
}

export async function api<T>(base: string, path: string): Promise<T> {
  const response = await fetch(`${base}/api${path}`);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** Every named player's games of a season, asked 200 ids at a time (as CONTRACT §8 allows). */
export async function gameLogs(base: string, seasonId: string, ids: readonly string[]): Promise<ApiGame[]> {
  const batches: string[][] = [];
  for (let start = 0; start < ids.length; start += 200) batches.push(ids.slice(start, start + 200));
  const answers = await Promise.all(
    batches.map((batch) => api<ApiGame[]>(base, `/playerGameLogs?season_id=${seasonId}&player_id=${batch.join(',')}`)),
  );
  return answers.flat();
}

export const propsTable = (page: Page): Locator =>
  page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Player Name' }) });

/**
 * The props table once it shows the latest state: it draws a new order, search or the hit rates in
 * the background, and says it is busy (aria-busy) until every row is in.
 */
export async function settledPropsTable(page: Page): Promise<Locator> {
  const table = propsTable(page);
  await table.and(page.locator('[aria-busy="false"]')).waitFor();
  return table;
}

export const rowNames = async (page: Page): Promise<string[]> =>
  (await settledPropsTable(page)).locator('tbody th[scope="row"]').allTextContents();

/** The line under a player's row: its whole text, and each market's item. */
export async function researchOf(page: Page, player: string): Promise<{ text: string; items: string[] }> {
  return (await settledPropsTable(page))
    .locator('tbody th[scope="row"]', { hasText: new RegExp(`^${player}$`) })
    .evaluate((th) => {
      const next = th.closest('tr')?.nextElementSibling;
      const isResearch = next !== null && next !== undefined && !next.querySelector('th') && !next.id;
      return {
        text: isResearch ? (next.textContent ?? '') : '',
        items: isResearch ? [...next.querySelectorAll('li')].map((li) => li.textContent ?? '') : [],
      };
    });
}

/** The Opponent cell of a player's row. */
export const opponentOf = async (page: Page, player: string): Promise<string> =>
  (await settledPropsTable(page))
    .locator('tbody th[scope="row"]', { hasText: new RegExp(`^${player}$`) })
    .evaluate((th) => th.closest('tr')?.querySelectorAll('td')[2]?.textContent ?? '');

/**
 * The hit rates of a stat against a line, recomputed here from the API's rows (independently of the
 * app's code): the games before the props' week only (its own game, once final, is said beside them);
 * over = above the line; a missing figure skips the game; the streak counts back from the latest
 * game. As the screen words it: 'last 5 3/5 · last 10 3/5 · season 3/5 · Over 1', then 'This game: Over 250.5, 291 yds'
 * on a line of its own.
 */
export function expectedRates(
  games: readonly ApiGame[],
  figure: (game: ApiGame) => number | undefined,
  line: number,
  week: number,
): string {
  const values = [...games]
    .filter((game) => game.week < week)
    .sort((a, b) => a.week - b.week)
    .map(figure)
    .filter((value): value is number => value !== undefined);
  const side = (value: number) => (value > line ? 'Over' : value < line ? 'Under' : 'Push');
  const rate = (shown: number[]) => `${shown.filter((value) => value > line).length}/${shown.length}`;
  const own = games.find((game) => game.week === week);
  const ownValue = own && figure(own);
  // On a line of its own after the rates (so no separator in the text).
  const thisGame = ownValue === undefined ? '' : `This game: ${side(ownValue)} ${line}, ${ownValue} yds`;
  const latest = values.at(-1);
  if (latest === undefined)
    return thisGame ? `no earlier games with this figure${thisGame}` : 'no games with this figure';
  let streak = 0;
  for (let index = values.length - 1; index >= 0 && side(values[index]!) === side(latest); index--) streak++;
  const small = values.length < 5 ? ' · small sample' : '';
  return `last 5 ${rate(values.slice(-5))} · last 10 ${rate(values.slice(-10))} · season ${rate(values)} · ${side(latest)} ${streak}${small}${thisGame}`;
}

/** A stat field of a game row, or undefined when null or absent. */
export const statOf =
  (field: string) =>
  (game: ApiGame): number | undefined =>
    typeof game[field] === 'number' ? game[field] : undefined;

/** The player ids of each /playerGameLogs request the page makes, as it makes them. */
export function watchLogRequests(page: Page): string[][] {
  const requests: string[][] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/playerGameLogs') requests.push(url.searchParams.get('player_id')?.split(',') ?? []);
  });
  return requests;
}

interface SeasonRow {
  player_id: string;
  name: string;
  team_name: string;
  position: string;
  games_played: number;
  rec_yards?: number | null;
}

/**
 * The feed's props and, to reach `rows` players, receivers of the season (not yet in the feed, with
 * a name and games) given a receiving-yards line just above their average.
 */
export async function widenedPropsFeed(
  base: string,
  seasonId: string,
  props: readonly ApiProp[],
  rows: number,
): Promise<ApiProp[]> {
  const ids = new Set(props.map((record) => record.props.player?.id).filter(Boolean));
  const players = await api<SeasonRow[]>(base, `/playerData?season_id=${seasonId}`);
  const extra: ApiProp[] = players
    // A blank name is one of the feed's irregularities: the props screen drops such a record.
    .filter(
      (row) =>
        row.name.trim() !== '' &&
        ['WR', 'TE'].includes(row.position) &&
        row.games_played > 0 &&
        typeof row.rec_yards === 'number' &&
        !ids.has(row.player_id),
    )
    .slice(0, Math.max(0, rows - ids.size))
    .map((row) => ({
      player: row.name,
      props: {
        market: 'Receiving Yards',
        price: -110,
        selection: { name: 'Over', line: Math.floor((row.rec_yards ?? 0) / row.games_played) + 0.5 },
        player: { id: row.player_id, team: { name: findTeam(row.team_name)?.team_name ?? '' } },
      },
    }));
  return [...props, ...extra];
}

export interface PropSortTimes {
  /** From the change to the paint of the first rows in the new order (the caption names the order with them). */
  firstRows: number[];
  /** From the change to the paint with every row in (the table no longer busy). */
  allRows: number[];
}

/**
 * Sorts high to low, low to high and back to listed, `rounds` times, in the page's clock. The table
 * draws a new order in the background, its first rows first: each change is timed to the paint
 * that first shows the new order, and to the paint with every row in.
 */
// In the page, as a string: tsx would wrap named functions in a helper the page does not have.
const TIME_PROP_SORTS = `async (count) => {
    const select = [...document.querySelectorAll('label')].find((label) => label.textContent === 'Sort players')?.control;
    const table = () => [...document.querySelectorAll('table')].find((candidate) => candidate.querySelector('th')?.textContent === 'Odds');
    const captions = {
      lastTenHighFirst: (text) => text.endsWith('high to low'),
      lastTenLowFirst: (text) => text.endsWith('low to high'),
      listed: (text) => !text.includes('hit rate'),
    };
    // Resolves at the paint after \`shown\` first holds: a task queued by the next animation frame runs once it is on
    // screen.
    const paintedWhen = (shown) =>
      new Promise((resolve) => {
        const check = () => {
          if (!shown()) return false;
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve(performance.now());
            channel.port2.postMessage(null);
          });
          return true;
        };
        if (check()) return;
        const observer = new MutationObserver(() => check() && observer.disconnect());
        observer.observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true });
      });
    const result = { firstRows: [], allRows: [] };
    for (let round = 0; round < count; round++) {
      for (const value of ['lastTenHighFirst', 'lastTenLowFirst', 'listed']) {
        const start = performance.now();
        select.value = value;
        select.dispatchEvent(new Event('change', { bubbles: true }));
        const first = paintedWhen(() => captions[value](table()?.querySelector('caption')?.textContent ?? ''));
        const all = paintedWhen(() => captions[value](table()?.querySelector('caption')?.textContent ?? '') && table()?.getAttribute('aria-busy') === 'false');
        result.firstRows.push((await first) - start);
        result.allRows.push((await all) - start);
      }
    }
    return result;
}`;

export function timePropSorts(page: Page, rounds: number): Promise<PropSortTimes> {
  return page.evaluate<PropSortTimes>(`(${TIME_PROP_SORTS})(${rounds})`);
}
