import { buildServer } from '../../server/app';
import { loadDataSource } from '../../server/dataSource';
import { rotationOf } from '../../server/data/matchups';
import { SHOWN_BOOKMAKERS } from '../../src/config/constants';
import type { OddsEvent } from '../../server/data/types';

/**
 * Issue #59: the demo is the season in progress at the server's clock. On 9 December 2026 that is 2026, Week 14, with
 * every game to come; the seasons offered are the three latest; SEASON_OPENER still pins 2025.
 */
const DEC_9_2026 = '2026-12-09T12:00:00Z';

async function serverAt(iso: string, env: NodeJS.ProcessEnv = {}) {
  const source = loadDataSource({ GRIDLINE_DATA: 'demo', ...env }, Date.parse(iso));
  const app = await buildServer({
    dataset: source.dataset,
    distDir: '/nonexistent-gridline-dist',
    now: () => new Date(iso),
    ...(source.seasonOpener ? { seasonOpener: source.seasonOpener } : {}),
  });
  await app.ready();
  return { app, source };
}

jest.setTimeout(60_000);

describe('the demo on the calendar (issue #59)', () => {
  it('serves 2026 at Week 14 on 9 December 2026: games to come, with lines from the three books, and its props', async () => {
    const { app, source } = await serverAt(DEC_9_2026);
    try {
      expect(source.seasonOpener).toBe('2026-09-10');
      expect(source.summary).toContain('demo season 2026');
      const seasons = app.inject('/api/seasons').then((r) => r.json<Array<{ label: string }>>());
      expect((await seasons).map((season) => season.label)).toEqual(['2026', '2025', '2024']);

      const week14 = (await app.inject('/api/teamOdds?week=14')).json<OddsEvent[]>();
      expect(week14.length).toBeGreaterThanOrEqual(13);
      for (const game of week14) {
        expect(Date.parse(game.commence_time)).toBeGreaterThan(Date.parse(DEC_9_2026));
        expect(game.commence_time < '2026-12-16').toBe(true);
      }
      // As in every demo week, a game may lack one of the three books; the week has lines from each of them.
      const books = new Set(week14.flatMap((game) => game.bookmakers.map((book) => book.title)));
      for (const shown of SHOWN_BOOKMAKERS) expect(books).toContain(shown);
      const scores14 = (await app.inject('/api/scores?week=14')).json<Array<{ completed: boolean }>>();
      expect(scores14.filter((game) => game.completed)).toEqual([]);
      const scores13 = (await app.inject('/api/scores?week=13')).json<Array<{ completed: boolean }>>();
      expect(scores13.length).toBeGreaterThan(0);
      expect(scores13.every((game) => game.completed)).toBe(true);

      // The props are of Week 14's games, and the rankings stand on the weeks played.
      const props = (await app.inject('/api/playerProps')).json<Array<{ opponent?: string }>>();
      expect(props.length).toBeGreaterThan(100);
      const power = (await app.inject('/api/teamData/power-rankings')).json<Array<{ record: string }>>();
      const games = power.map((entry) => entry.record.split('-').reduce((sum, n) => sum + Number(n), 0));
      expect(Math.max(...games)).toBeLessThanOrEqual(13);
      expect(Math.min(...games)).toBeGreaterThanOrEqual(11);
    } finally {
      await app.close();
    }
  });

  it('is Week 13 on 7 December 2026, with its Monday game still to come', async () => {
    const { app } = await serverAt('2026-12-07T12:00:00Z');
    try {
      const scores = (await app.inject('/api/scores?week=13')).json<
        Array<{ completed: boolean; commence_time: string }>
      >();
      const toCome = scores.filter((game) => !game.completed);
      expect(toCome.length).toBeGreaterThan(0);
      expect(toCome.every((game) => game.commence_time > '2026-12-07T12:00:00Z')).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('stays 2025 (seasons 2025, 2024, 2023) at any clock before 2026’s opener, and where SEASON_OPENER pins 2025', async () => {
    for (const [iso, env] of [
      ['2025-09-20T12:00:00Z', {}],
      ['2026-09-09T23:59:59Z', {}],
      ['2024-06-01T00:00:00Z', {}],
      [DEC_9_2026, { SEASON_OPENER: '2025-09-04' }],
    ] as const) {
      const { source } = await serverAt(iso, env);
      expect([iso, source.seasonOpener, source.dataset.seasons.map((season) => season.label)]).toEqual([
        iso,
        '2025-09-04',
        ['2025', '2024', '2023'],
      ]);
    }
  });

  it('draws 2026 from that year’s rotation of the formula, and keeps 2025’s for the seasons up to it', () => {
    expect(rotationOf(2026)).toEqual({
      intra: {
        AFC: [
          ['East', 'West'],
          ['North', 'South'],
        ],
        NFC: [
          ['East', 'West'],
          ['North', 'South'],
        ],
      },
      inter: [
        ['East', 'North'],
        ['North', 'South'],
        ['South', 'East'],
        ['West', 'West'],
      ],
      // The NFC divisions met in full in 2024; the NFC hosts in even years.
      seventeenth: [
        ['East', 'West'],
        ['North', 'East'],
        ['South', 'North'],
        ['West', 'South'],
      ],
      seventeenthHost: 'NFC',
    });
    expect(rotationOf(2024)).toBe(rotationOf(2025));
  });
});
