import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BUNDLE_BUDGET_KB, kb, measureBundle } from '../../scripts/bundleSize';

// The production build is made by the browser suite's global setup; its stats are deterministic.
const dist = path.resolve(__dirname, '../../dist');
const report = measureBundle(dist);
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
    for (const name of [
      'firebase',
      'query',
      'matchups',
      'player-props',
      'player-data',
      'team-data',
      'stadiums',
      'login',
    ]) {
      expect(lazy).toContain(name);
    }
  });
});

describe("V8's compile hint (issue #40)", () => {
  const scripts = report.chunks.map((chunk) => chunk.file);

  it('opens every script, so its functions compile while it streams in', () => {
    expect(scripts.length).toBeGreaterThan(5);
    for (const file of scripts) {
      expect(readFileSync(path.join(dist, file), 'utf8').split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    }
  });

  it("is counted by each script's source map: its first mapped line is the script's first line of code", () => {
    for (const file of scripts) {
      const lines = readFileSync(path.join(dist, file), 'utf8').split('\n');
      const leadingComments = lines.findIndex(
        (line) => !/^(\/\/|\/\*).*(\*\/)?$/.test(line) || /^\/\*.*\*\/./.test(line),
      );
      const { mappings } = JSON.parse(readFileSync(path.join(dist, `${file}.map`), 'utf8')) as { mappings: string };
      expect([file, mappings.match(/^;*/)?.[0].length]).toEqual([file, leadingComments]);
    }
  });
});
