import { gzipSync } from 'zlib';
import { createDataset, DEFAULT_SEED, type Dataset } from '../../../server/data/dataset';

const WEEKS = Array.from({ length: 18 }, (_, i) => i + 1);

const MID_SEASON = Date.parse('2025-09-20T12:00:00Z');

/**
 * Everything the API serves, as JSON, after the seasons and at mid season (weather at a few fixed points and times).
 */
function snapshot(ds: Dataset, weekOrder: number[] = WEEKS): string {
  const at = (now?: number) => ({
    players: ds.seasons.map((s) => ds.playerStats(s.id, now)),
    odds: Object.fromEntries(weekOrder.map((w) => [w, ds.oddsForWeek(w, now)])),
    scores: Object.fromEntries(weekOrder.map((w) => [w, ds.scoresForWeek(w, now)])),
    logs: ds.seasons.map((s) => [1, 7, 13].map((w) => ds.gameLogsOfWeek(s.id, w, now))),
    defense: ds.seasons.map((s) => ds.defenseVsPosition(s.id, now)),
    powerRankings: ds.powerRankings(now),
    history: ds.oddsForWeek(1).map((event) => ds.oddsHistory(event.id, now)),
  });
  return JSON.stringify({
    seasons: ds.seasons,
    final: at(),
    midSeason: at(MID_SEASON),
    opening: Object.fromEntries(weekOrder.map((w) => [w, ds.openingOddsForWeek(w)])),
    props: Object.fromEntries(weekOrder.map((w) => [w, ds.propsForWeek(w)])),
    unitRankings: ds.unitRankings(),
    weather: [
      ds.weatherAt(39.0489, -94.4839, new Date('2025-11-16T18:00:00Z')),
      ds.weatherAt(47.5952, -122.3316, new Date('2026-01-04T21:25:00Z')),
    ],
    forecast: ds.forecastAt(42.7738, -78.787, new Date('2025-12-01T10:30:00Z')),
  });
}

let shared: Dataset | undefined;
/** One dataset for the tests that only read it: generating one is the slow part of this file. */
const dataset = (): Dataset => (shared ??= createDataset());

describe('createDataset', () => {
  it('gives identical data on every call with the default seed, whatever order weeks are asked for', () => {
    expect(DEFAULT_SEED).toBe(20250904);
    expect(snapshot(createDataset(20250904), [...WEEKS].reverse())).toBe(snapshot(dataset()));
  });

  it('gives different data for another seed, but the same season ids', () => {
    const a = dataset();
    const b = createDataset(2);
    expect(JSON.stringify(a.oddsForWeek(1))).not.toBe(JSON.stringify(b.oddsForWeek(1)));
    expect(JSON.stringify(a.playerStats(a.seasons[0]?.id ?? ''))).not.toBe(
      JSON.stringify(b.playerStats(b.seasons[0]?.id ?? '')),
    );
    expect(a.seasons).toEqual(b.seasons);
  });

  it('lists the seasons 2025, 2024, 2023 with opaque ids', () => {
    const { seasons } = dataset();
    expect(seasons.map((s) => s.label)).toEqual(['2025', '2024', '2023']);
    for (const s of seasons) expect(s.id).toMatch(/^[0-9a-f]{12}$/);
    expect(new Set(seasons.map((s) => s.id)).size).toBe(3);
  });

  it('answers undefined for an unknown season and an unknown game', () => {
    const ds = dataset();
    expect(ds.playerStats('2025')).toBeUndefined();
    expect(ds.playerStats('')).toBeUndefined();
    expect(ds.gameLogsOfWeek('2025', 1)).toBeUndefined();
    expect(ds.gameLogsOfPlayers('2025', ['x'])).toBeUndefined();
    expect(ds.defenseVsPosition('2025')).toBeUndefined();
    expect(ds.oddsHistory('nope')).toBeUndefined();
  });

  it('does not let a caller corrupt the cached data', () => {
    const ds = createDataset();
    const id = ds.seasons[0]?.id ?? '';
    const before = JSON.stringify(ds.oddsForWeek(2));
    ds.oddsForWeek(2).reverse();
    ds.gameLogsOfWeek(id, 2)?.pop();
    ds.propsForWeek(2).pop();
    ds.playerStats(id)?.pop();
    expect(JSON.stringify(ds.oddsForWeek(2))).toBe(before);
    expect(ds.gameLogsOfWeek(id, 2)?.length).toBe(dataset().gameLogsOfWeek(id, 2)?.length);
    expect(ds.propsForWeek(2).length).toBe(dataset().propsForWeek(2).length);
    expect(ds.playerStats(id)?.length).toBe(dataset().playerStats(id)?.length);
  });

  it('keeps each season of player stats at 200 KB gzipped or less', () => {
    const ds = dataset();
    for (const s of ds.seasons) {
      expect(gzipSync(JSON.stringify(ds.playerStats(s.id))).length).toBeLessThanOrEqual(200 * 1024);
    }
  });
});
