import { gzipSync } from 'zlib';
import { createDataset, type Dataset } from '../../../server/data/dataset';

const WEEKS = Array.from({ length: 18 }, (_, i) => i + 1);

/** Everything the API serves, as JSON (weather at a few fixed points and times). */
function snapshot(ds: Dataset, weekOrder: number[] = WEEKS): string {
  return JSON.stringify({
    seasons: ds.seasons,
    players: ds.seasons.map((s) => ds.playerStats(s.id)),
    odds: Object.fromEntries(weekOrder.map((w) => [w, ds.oddsForWeek(w)])),
    props: Object.fromEntries(weekOrder.map((w) => [w, ds.propsForWeek(w)])),
    unitRankings: ds.unitRankings,
    powerRankings: ds.powerRankings,
    weather: [ds.weatherAt(39.0489, -94.4839, new Date('2025-11-16T18:00:00Z')), ds.weatherAt(47.5952, -122.3316, new Date('2026-01-04T21:25:00Z'))],
  });
}

describe('createDataset', () => {
  it('builds in well under 500 ms', () => {
    createDataset(7);
    const start = performance.now();
    createDataset();
    expect(performance.now() - start).toBeLessThan(500);
  });

  it('gives identical data on every call with the default seed, whatever order weeks are asked for', () => {
    const a = snapshot(createDataset());
    const b = snapshot(createDataset(), [...WEEKS].reverse());
    expect(b).toBe(a);
    expect(createDataset(20250904).seasons).toEqual(createDataset().seasons);
  });

  it('gives different data for another seed, but the same season ids', () => {
    const a = createDataset(1);
    const b = createDataset(2);
    expect(JSON.stringify(a.oddsForWeek(1))).not.toBe(JSON.stringify(b.oddsForWeek(1)));
    expect(JSON.stringify(a.playerStats(a.seasons[0]?.id ?? ''))).not.toBe(JSON.stringify(b.playerStats(b.seasons[0]?.id ?? '')));
    expect(a.seasons).toEqual(b.seasons);
  });

  it('lists the seasons 2025, 2024, 2023 with opaque ids', () => {
    const { seasons } = createDataset();
    expect(seasons.map((s) => s.label)).toEqual(['2025', '2024', '2023']);
    for (const s of seasons) expect(s.id).toMatch(/^[0-9a-f]{12}$/);
    expect(new Set(seasons.map((s) => s.id)).size).toBe(3);
  });

  it('answers undefined for an unknown season', () => {
    const ds = createDataset();
    expect(ds.playerStats('2025')).toBeUndefined();
    expect(ds.playerStats('')).toBeUndefined();
  });

  it('does not let a caller corrupt the cached data', () => {
    const ds = createDataset();
    const before = JSON.stringify(ds.oddsForWeek(2));
    ds.oddsForWeek(2).reverse();
    ds.propsForWeek(2).pop();
    ds.playerStats(ds.seasons[0]?.id ?? '')?.pop();
    expect(JSON.stringify(ds.oddsForWeek(2))).toBe(before);
    expect(ds.propsForWeek(2).length).toBe(createDataset().propsForWeek(2).length);
    expect(ds.playerStats(ds.seasons[0]?.id ?? '')?.length).toBe(createDataset().playerStats(ds.seasons[0]?.id ?? '')?.length);
  });

  it('keeps each season of player stats at 200 KB gzipped or less', () => {
    const ds = createDataset();
    for (const s of ds.seasons) {
      expect(gzipSync(JSON.stringify(ds.playerStats(s.id))).length).toBeLessThanOrEqual(200 * 1024);
    }
  });
});
