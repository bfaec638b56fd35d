import { gzipSync } from 'node:zlib';
import { fetchJson, type Season } from './endpoints';

/**
 * A request to every endpoint of every season, as a client browsing everything would make them,
 * noting the largest gzipped answer of each research kind (the server's own gzip).
 */
export interface Largest {
  playerLog: number;
  weekLogs: number;
  history: number;
  defense: number;
}

const WEEKS = Array.from({ length: 18 }, (_, i) => i + 1);

async function gzippedSize(url: string): Promise<number> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  // The server's gzip is level 9 of the same bytes, so this is the size it sends.
  return gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
}

/** Runs `task` over `items`, `width` at a time. */
async function inParallel<T>(items: readonly T[], width: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await task(items[next++] as T);
    }),
  );
}

/** `histories`: whether games have line histories to ask for (the real seasons record none). */
export async function requestEverything(
  serverUrl: string,
  otherPaths: readonly string[],
  histories = true,
): Promise<Largest> {
  const largest: Largest = { playerLog: 0, weekLogs: 0, history: 0, defense: 0 };
  const note = (kind: keyof Largest, bytes: number) => {
    largest[kind] = Math.max(largest[kind], bytes);
  };
  await inParallel(otherPaths, 4, async (path) => {
    await fetch(serverUrl + path).then((response) => response.arrayBuffer());
  });
  for (const week of WEEKS) {
    for (const path of [`/api/teamOdds?week=${week}`, `/api/teamOdds/opening?week=${week}`, `/api/scores?week=${week}`])
      await fetchJson(serverUrl + path);
  }
  const seasons = await fetchJson<Season[]>(`${serverUrl}/api/seasons`);
  for (const season of seasons) {
    const query = `season_id=${encodeURIComponent(season.id)}`;
    const players = await fetchJson<Array<{ player_id: string }>>(`${serverUrl}/api/playerData?${query}`);
    note('defense', await gzippedSize(`${serverUrl}/api/teamData/defense-vs-position?${query}`));
    await fetchJson(`${serverUrl}/api/teamData/defense-vs-position/weekly?${query}`);
    const gameIds = new Set<string>();
    for (const week of WEEKS) {
      const url = `${serverUrl}/api/playerGameLogs?${query}&week=${week}`;
      note('weekLogs', await gzippedSize(url));
      for (const row of await fetchJson<Array<{ game_id: string }>>(url)) gameIds.add(row.game_id);
    }
    await inParallel(players, 8, async ({ player_id: id }) =>
      note('playerLog', await gzippedSize(`${serverUrl}/api/playerGameLogs?${query}&player_id=${id}`)),
    );
    if (histories)
      await inParallel([...gameIds], 8, async (id) =>
        note('history', await gzippedSize(`${serverUrl}/api/teamOdds/history?event_id=${id}`)),
      );
  }
  return largest;
}
