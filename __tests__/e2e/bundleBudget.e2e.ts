import path from 'node:path';
import { BUNDLE_BUDGET_KB, kb, measureBundle } from '../../scripts/bundleSize';

// The production build is made by the browser suite's global setup; its stats are deterministic.
const report = measureBundle(path.resolve(__dirname, '../../dist'));
const initialNames = report.chunks.filter((chunk) => chunk.initial).map((chunk) => chunk.name);

describe('the bundle budget (issue #9), from the build stats', () => {
  it(`loads at most ${BUNDLE_BUDGET_KB.firstLoad} KB of gzipped JavaScript before the first paint`, () => {
    expect(kb(report.firstLoadBytes)).toBeLessThanOrEqual(BUNDLE_BUDGET_KB.firstLoad);
  });

  it(`ships at most ${BUNDLE_BUDGET_KB.total} KB of gzipped JavaScript in all`, () => {
    expect(kb(report.totalBytes)).toBeLessThanOrEqual(BUNDLE_BUDGET_KB.total);
  });

  it('first loads only the runtime, the framework and the app shell', () => {
    expect(initialNames.sort()).toEqual(['framework', 'main', 'runtime']);
  });

  it('loads Firebase, RTK Query and every screen later, each on its own chunk', () => {
    const lazy = report.chunks.filter((chunk) => !chunk.initial).map((chunk) => chunk.name);
    for (const name of ['firebase', 'query', 'matchups', 'player-props', 'player-data', 'team-data', 'stadiums', 'login']) {
      expect(lazy).toContain(name);
    }
  });
});
