import { readFileSync } from 'node:fs';
import path from 'node:path';
import defaults from '../../src/config/defaults.json';
import { gridlinePolicy, scanDirectory } from '../../scripts/secretScan';

/**
 * Issue #10: the production build (made by the browser suite's global setup) ships no secret.
 * Every file in dist/ is scanned, source maps with their embedded sources; the scanner itself is
 * proven against planted secrets in __tests__/server/secretScan.test.ts.
 */
const dist = path.resolve(__dirname, '../../dist');
const report = scanDirectory(dist, gridlinePolicy());
const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');
const maps = report.scanned.filter((file) => file.endsWith('.map'));
const scripts = report.scanned.filter((file) => file.endsWith('.js'));

type ConfigName = keyof typeof defaults;
const configNames = Object.keys(defaults) as ConfigName[];
const configured = (name: ConfigName) => process.env[name] ?? defaults[name];

interface SourceMap {
  sources: string[];
  sourcesContent?: Array<string | null>;
}

describe('the production build ships no secrets', () => {
  it('scans every file of dist/: scripts, source maps, the page, the stats and the licences', () => {
    expect(report.binary).toEqual([]);
    const kinds = new Set(report.scanned.map((file) => path.extname(file)));
    for (const kind of ['.js', '.map', '.html', '.json', '.txt']) expect(kinds).toContain(kind);
  });

  it('holds no private key, cloud or API token, Bearer token, seeded password or server source', () => {
    expect(report.findings).toEqual([]);
  });

  it('embeds in its source maps only client sources, webpack runtime and packages, never server/ or scripts/', () => {
    expect(maps.length).toBeGreaterThan(0);
    for (const file of maps) {
      const map = JSON.parse(read(file)) as SourceMap;
      // The sources' text ships too, so the secret scan above reads every embedded source.
      expect(map.sourcesContent?.length).toBe(map.sources.length);
      for (const source of map.sources) {
        expect(source).toMatch(/^webpack:\/\/gridline\/(?:\.\/src\/|\.\/node_modules\/|webpack\/)/);
      }
    }
  });

  it('carries only the public Firebase web config and the weather key as credentials, with the build values', () => {
    const credentialNames = configNames.filter((name) => /KEY|SECRET|TOKEN|PASSWORD/.test(name));
    expect(credentialNames.sort()).toEqual(['FIREBASE_API_KEY', 'WEATHER_API_KEY']);
    for (const name of configNames) {
      // The config object and the inlined defaults.json: `NAME:"value"` and `"NAME":"value"`.
      const pattern = new RegExp(`"?\\b${name}"?:"([^"]*)"`, 'g');
      const values = new Set(
        scripts.flatMap((file) => [...read(file).matchAll(pattern)].map((match) => match[1] ?? '')),
      );
      expect({ name, shipped: values.has(configured(name)) }).toEqual({ name, shipped: true });
      for (const value of values)
        expect({ name, value, known: [defaults[name], configured(name)].includes(value) }).toEqual({
          name,
          value,
          known: true,
        });
    }
  });
});
