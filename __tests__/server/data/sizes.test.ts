import { gzipSync } from 'zlib';
import { createDataset } from '../../../server/data/dataset';

/** The research answers' gzipped size budgets (issue #19), over the whole dataset. */
const ds = createDataset();
const KB = 1024;
const gzipped = (value: unknown) => gzipSync(JSON.stringify(value)).length;
const largest = (sizes: number[]) => Math.max(...sizes);

describe('research answer sizes, gzipped', () => {
  it('keeps every player’s season log within 3 KB', () => {
    const sizes = ds.seasons.flatMap((season) =>
      (ds.playerStats(season.id) ?? []).map((row) => gzipped(ds.gameLogsOfPlayers(season.id, [row.player_id]))),
    );
    expect(largest(sizes)).toBeLessThanOrEqual(3 * KB);
  });

  it('keeps every week’s box scores within 60 KB', () => {
    const weeks = Array.from({ length: 18 }, (_, i) => i + 1);
    const sizes = ds.seasons.flatMap((season) => weeks.map((week) => gzipped(ds.gameLogsOfWeek(season.id, week))));
    expect(largest(sizes)).toBeLessThanOrEqual(60 * KB);
  });

  it('keeps every 2025 game’s line history within 15 KB', () => {
    const ids = Array.from({ length: 18 }, (_, i) => ds.oddsForWeek(i + 1).map((event) => event.id)).flat();
    expect(ids).toHaveLength(272);
    expect(largest(ids.map((id) => gzipped(ds.oddsHistory(id))))).toBeLessThanOrEqual(15 * KB);
  });

  it('keeps each season’s defence table within 8 KB, and its ranks before each week within 8 KB', () => {
    expect(largest(ds.seasons.map((season) => gzipped(ds.defenseVsPosition(season.id))))).toBeLessThanOrEqual(8 * KB);
    expect(largest(ds.seasons.map((season) => gzipped(ds.defenseHistory(season.id))))).toBeLessThanOrEqual(8 * KB);
  });
});
