import { performance } from 'node:perf_hooks';
import { createDataset } from '../server/data/dataset';
import { makeStore } from '../src/app/store';
import { playerDataApi, playersAdapter } from '../src/features/playerData/playerDataApi';
import { selectVisiblePlayers } from '../src/features/playerData/playerDataSelectors';
import { searchChanged, seasonChosen } from '../src/features/playerData/playerDataSlice';
import { filterPlayers, type PlayerQuery } from '../src/features/playerData/playerFilter';
import { sortPlayers } from '../src/features/playerData/playerSort';
import type { PlayerStat, PositionGroup } from '../src/domain/playerStats';
import { normalizePosition } from '../src/domain/positions';
import type { SortState } from '../src/features/playerData/sortState';
import { weekSelected } from '../src/features/week/weekSlice';

/**
 * `npx tsx bench/selectors.ts`: the Player Data filter + sort on a 2,300-row season, cold (a new
 * query every run) and through a memoized selector. Aim: ≤ 2 ms cold median, and a memo hit
 * (the same array back) when the inputs are unchanged.
 */
const TARGET_ROWS = 2300;
const RUNS = 300;
const WARMUP = 30;
const AIM_MS = 2;

function season(): { seasonId: string; rows: PlayerStat[] } {
  const dataset = createDataset();
  const seasonId = dataset.seasons[0]?.id ?? '';
  const base: PlayerStat[] = (dataset.playerStats(seasonId) ?? []).map((row) => ({
    ...row,
    team_name: row.team_name ?? '',
    position: normalizePosition(row.position),
  }));
  const rows = [...base];
  for (let i = 0; rows.length < TARGET_ROWS; i++) {
    const source = base[i % base.length] as PlayerStat;
    rows.push({ ...source, player_id: `${source.player_id}-copy${i}` });
  }
  return { seasonId, rows };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;
const ms = (value: number) => `${value.toFixed(3)} ms`;

function time(fn: () => unknown): number {
  const start = performance.now();
  fn();
  return performance.now() - start;
}

function main() {
  const { seasonId, rows } = season();
  const searches = ['a', 'e', 'an', 'er', 'o', 'son', 'i', 'ma', 'r', 'le'];
  const groups: PositionGroup[] = ['Offense', 'Defense', 'WR', 'DL', 'S'];
  const sorts: SortState[] = [
    { column: 'name', direction: 'asc' },
    { column: 'pass_yards', direction: 'desc' },
    { column: 'avg_pass_ypg', direction: 'asc' },
    { column: 'team_name', direction: 'desc' },
  ];
  // Every run changes the search; 10 searches × 5 groups × 4 sorts = 200 distinct queries.
  const queryAt = (i: number): [PlayerQuery, SortState] => [
    { seasonId, search: pick(searches, i), group: pick(groups, Math.floor(i / 10)) },
    pick(sorts, Math.floor(i / 50)),
  ];

  const run = (i: number) => {
    const [query, sort] = queryAt(i);
    return sortPlayers(filterPlayers(rows, query), sort);
  };
  const firstCall = time(() => run(WARMUP + RUNS));
  for (let i = 0; i < WARMUP; i++) run(i);
  const cold = Array.from({ length: RUNS }, (_, i) => time(() => run(i + WARMUP))).sort((a, b) => a - b);

  const broad = rows.filter((r) => r.name.toLowerCase().includes('a')).length;
  const widest = filterPlayers(rows, { seasonId, search: 'a', group: 'Defense' });
  const widestTimes = Array.from({ length: RUNS }, () =>
    time(() => sortPlayers(filterPlayers(rows, { seasonId, search: 'a', group: 'Defense' }), pick(sorts, 0))),
  ).sort((a, b) => a - b);
  const sortAll = Array.from({ length: RUNS }, (_, i) => time(() => sortPlayers(rows, pick(sorts, i)))).sort(
    (a, b) => a - b,
  );

  // The app's own selector on the app's store, the season seeded into RTK Query's cache.
  const store = makeStore();
  store.dispatch(
    playerDataApi.util.upsertQueryEntries([
      {
        endpointName: 'getPlayerStats',
        arg: seasonId,
        value: playersAdapter.setAll(playersAdapter.getInitialState(), rows),
      },
    ]),
  );
  store.dispatch(seasonChosen(seasonId));
  store.dispatch(searchChanged('a'));
  const first = selectVisiblePlayers(store.getState());
  store.dispatch(weekSelected(5)); // an unrelated action: a new root state, the same inputs
  const again = selectVisiblePlayers(store.getState());
  const hitTimes = Array.from({ length: RUNS }, () => time(() => selectVisiblePlayers(store.getState()))).sort(
    (a, b) => a - b,
  );
  store.dispatch(searchChanged('e'));
  const changed = selectVisiblePlayers(store.getState());
  const memoHit = first.length > 0 && again === first && changed !== first;

  const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
  const coldMedian = percentile(cold, 0.5);
  console.log(
    `Player Data selectors: ${rows.length} rows; ${broad} names contain 'a'; ${RUNS} runs after ${WARMUP} warm-up runs\n`,
  );
  console.log(['measure'.padEnd(52), 'median'.padStart(10), 'p95'.padStart(10), '  aim'].join(' '));
  const line = (name: string, times: number[], aim: string) =>
    console.log(
      [
        name.padEnd(52),
        ms(percentile(times, 0.5)).padStart(10),
        ms(percentile(times, 0.95)).padStart(10),
        `  ${aim}`,
      ].join(' '),
    );
  line('filter + sort, cold (new query each run)', cold, `≤ ${AIM_MS} ms median: ${verdict(coldMedian <= AIM_MS)}`);
  line(
    `filter + sort, 'a' in Defense (${widest.length} rows)`,
    widestTimes,
    `≤ ${AIM_MS} ms median: ${verdict(percentile(widestTimes, 0.5) <= AIM_MS)}`,
  );
  line(`sort only, all ${rows.length} rows`, sortAll, 'for scale');
  line('selectVisiblePlayers on the store, inputs unchanged', hitTimes, `same array back: ${verdict(memoHit)}`);
  console.log(`\nFirst call of the process (before the JIT warms up): ${ms(firstCall)}`);
  console.log(`Overall: ${verdict(coldMedian <= AIM_MS && memoHit)}`);
  if (!(coldMedian <= AIM_MS && memoHit)) process.exitCode = 1;
}

main();
