import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { NO_KEY_NUMBERS } from '../../../server/api/research';
import { loadDataSource } from '../../../server/dataSource';
import { readGames } from '../../../server/sources/nflverse/games';
import { keyNumbersOf } from '../../../server/sources/nflverse/keyNumbers';
import { MAX_KEY_MARGIN, type KeyNumberTable } from '../../../src/domain/bettorMath/keyNumbers';
import { AFTER_WEEK3_2024, nflverseFolder } from '../../utils/nflverseFolder';
import { testServer } from '../support';

/** Issue #42: GET /api/keyNumbers counts the real seasons' margins once at start; the demo has none to count. */

const fixture = (name: string) => readFileSync(path.resolve(__dirname, '../../fixtures/nflverse', name), 'utf8');

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** The server as `GRIDLINE_DATA=… npm start` builds it (the shipped 2023 and 2024 rows as NFLVERSE_DIR), at `iso`. */
async function serverOf(mode: 'demo' | 'nflverse', iso: string): Promise<FastifyInstance> {
  const now = Date.parse(iso);
  const { dataset } = loadDataSource({ GRIDLINE_DATA: mode, NFLVERSE_DIR: nflverseFolder() }, now);
  app = await testServer({ dataset, now: () => new Date(now) });
  return app;
}

describe('GET /api/keyNumbers', () => {
  // The 285 games of 2023 and the 48 of 2024's weeks 1–3, all final after week 3: 49 decided by 3 (0.1471), 28 by 7.
  it('answers the served seasons’ table in nflverse mode', async () => {
    const response = await (await serverOf('nflverse', AFTER_WEEK3_2024)).inject('/api/keyNumbers');
    expect(response.statusCode).toBe(200);
    const table = response.json() as KeyNumberTable;
    expect(Object.keys(table).sort()).toEqual(['games', 'margins', 'source', 'spreadSigma', 'totalSigma', 'weights']);
    expect(table).toMatchObject({ source: 'nflverse 2023–2024 (333 games)', games: 333 });
    expect(table.margins).toHaveLength(MAX_KEY_MARGIN + 1);
    expect(table.margins[3]).toBeCloseTo(49 / 333, 12);
    expect(table.margins[7]).toBeCloseTo(28 / 333, 12);
    // Python's statistics.stdev over the same 333 rows: 13.408617 and 12.834684.
    expect(table.spreadSigma).toBeCloseTo(13.408617, 5);
    expect(table.totalSigma).toBeCloseTo(12.834684, 5);
  });

  it('counts no game past the clock: before 2024 kicks off, 2024’s results in the file are left out', async () => {
    const table = (await (await serverOf('nflverse', '2024-06-01T12:00:00Z')).inject('/api/keyNumbers')).json();
    expect(table).toMatchObject({ source: 'nflverse 2023 (285 games)', games: 285 });
  });

  it('answers 404 with the API’s error shape on the demo season, whose margins are simulated', async () => {
    const response = await (await serverOf('demo', '2025-11-08T18:00:00Z')).inject('/api/keyNumbers');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: NO_KEY_NUMBERS.demo });
  });

  it('answers 404 when the real seasons have no final game yet', async () => {
    const response = await (await serverOf('nflverse', '2023-08-01T12:00:00Z')).inject('/api/keyNumbers');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: NO_KEY_NUMBERS.nflverse });
  });
});

describe('keyNumbersOf', () => {
  const rows2023 = readGames(fixture('games_2023.csv')).rows;

  it('counts post-season games with the regular season, margins from the scores', () => {
    const table = keyNumbersOf(rows2023);
    expect(rows2023.filter((row) => row.game_type !== 'REG')).toHaveLength(13);
    expect(table).toMatchObject({ source: 'nflverse 2023 (285 games)', games: 285 });
    expect(table?.margins[3]).toBeCloseTo(42 / 285, 12);
  });

  it('leaves out games not yet played, and names seasons that do not follow on', () => {
    const unplayed = rows2023.map((row, i) => (i < 5 ? { ...row, home_score: null, away_score: null } : row));
    const earlier = rows2023.slice(0, 3).map((row) => ({ ...row, season: 2021 }));
    expect(keyNumbersOf([...earlier, ...unplayed])?.source).toBe('nflverse 2021, 2023 (283 games)');
  });

  it('has no table without games to measure', () => {
    expect(keyNumbersOf([])).toBeUndefined();
  });
});
