import type { Page } from 'playwright-core';
import { COLUMNS, GAME_COLUMNS, columnGroupApplies, type Column } from '../../../src/domain/statColumns';
import { findTeam } from '../../../src/domain/teams';
import type { PlayerStat } from '../../../src/domain/playerStats';

/** A /playerGameLogs row as the API sends it. */
export type ApiGameRow = PlayerStat & {
  week: number;
  opponent: string;
  home: boolean;
  team_score: number;
  opponent_score: number;
};

export async function getJson<T>(base: string, path: string): Promise<T> {
  const response = await fetch(`${base}${path}`);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** The stat columns a game log shows: the position's, less those without a value in any of his games. */
const statColumnsFor = (games: readonly ApiGameRow[]) =>
  GAME_COLUMNS.filter(
    (column) =>
      columnGroupApplies(column.group, games[0]?.position ?? '') &&
      games.some((game) => column.parts.some((part) => part.value(game) !== undefined)),
  );

/** What the game log's rows should read, recomputed from the API's rows: week, opponent, result, then the stats. */
export const expectedGameLog = (games: readonly ApiGameRow[]) =>
  games.map((row) => expectedGameCells(row, statColumnsFor(games)));

function expectedGameCells(row: ApiGameRow, columns: readonly Column[]): { week: string; cells: string[] } {
  const alias = findTeam(row.opponent)?.team_alias ?? row.opponent;
  const outcome = row.team_score > row.opponent_score ? 'W' : row.team_score < row.opponent_score ? 'L' : 'T';
  return {
    week: String(row.week),
    cells: [
      `${row.home ? 'vs' : '@'} ${alias}`,
      `${outcome} ${row.team_score}–${row.opponent_score}`,
      ...columns.map((column) => column.cell(row)),
    ],
  };
}

/** A season row's cells under the given Player Data headers, as the table formats them. */
export const seasonCells = (row: PlayerStat, headers: readonly string[]) =>
  headers.map((header) => COLUMNS.find((column) => column.header === header)?.cell(row) ?? '');

/** The game log table of the page: its body rows (week and cells, the defence column left out) and its totals row. */
export async function readGameLog(page: Page) {
  const table = page.getByRole('table', { name: /^Game log of / });
  await table.waitFor();
  return table.evaluate((element) => {
    const headers = [...element.querySelectorAll('thead th')].map((th) =>
      (th.textContent ?? '').replace(/[▲▼]/g, '').trim(),
    );
    const defence = headers.findIndex((header) => header.startsWith('Defence vs'));
    const cellsOf = (tr: Element) => [...tr.querySelectorAll('td')].map((td) => (td as HTMLElement).innerText.trim());
    const rows = [...element.querySelectorAll('tbody tr')].map((tr) => {
      const cells = cellsOf(tr);
      return {
        week: (tr.querySelector('th')?.textContent ?? '').trim(),
        cells: defence >= 0 ? cells.filter((_, index) => index !== defence - 1) : cells,
        defence: defence >= 0 ? cells[defence - 1] : undefined,
      };
    });
    const foot = element.querySelector('tfoot tr');
    return {
      headers,
      rows,
      totalsLabel: foot?.querySelector('th')?.textContent ?? '',
      totals: foot ? cellsOf(foot) : [],
    };
  });
}

/** Records in the page when the game log's rows first reach the screen (the frame after they are in the DOM). */
export const PAINT_PROBE = `(() => {
  const observer = new MutationObserver(() => {
    if (window.__gameLogPaintedAt !== undefined || !document.querySelector('table[aria-label^="Game log of"] tbody tr')) return;
    window.__gameLogPaintedAt = -1;
    window.__gameLogInDomAt = performance.now();
    requestAnimationFrame(() => setTimeout(() => { window.__gameLogPaintedAt = performance.now(); }, 0));
  });
  document.addEventListener('DOMContentLoaded', () => observer.observe(document.body, { childList: true, subtree: true }));
})();`;

/**
 * Milliseconds from the game-log response's end to the rows in the DOM, and to them painted, by the page's own clock.
 */
export function paintDelay(page: Page): Promise<{ inDom: number; painted: number }> {
  return page.evaluate(() => {
    const entry = performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes('/api/playerGameLogs'))
      .pop() as PerformanceResourceTiming | undefined;
    const marks = window as unknown as { __gameLogPaintedAt?: number; __gameLogInDomAt?: number };
    const since = (time: number | undefined) => (entry && time !== undefined ? time - entry.responseEnd : Number.NaN);
    return { inDom: since(marks.__gameLogInDomAt), painted: since(marks.__gameLogPaintedAt) };
  });
}
