import fc from 'fast-check';
import { fullTeamName, TEAMS } from '../../../src/domain/teams';
import { overround, priceGame, SHOWN_BOOKS } from '../../../server/data/bookmakers';
import { createDataset } from '../../../server/data/dataset';
import { impliedProbability, toAmerican } from '../../../server/data/pricing';
import type { Bookmaker, Market, OddsEvent } from '../../../server/data/types';

const ds = createDataset();
const WEEKS = Array.from({ length: 18 }, (_, i) => i + 1);
const ALL = WEEKS.map((week) => ({ week, events: ds.oddsForWeek(week) }));
const SHOWN = ['FanDuel', 'DraftKings', 'BetMGM'];
const FULL_NAMES = new Set(TEAMS.map(fullTeamName));

const shownBooks = (e: OddsEvent): string[] => e.bookmakers.map((b) => b.title.trim()).filter((t) => SHOWN.includes(t));
const market = (b: Bookmaker, key: string): Market | undefined => b.markets.find((m) => m.key === key);
const everyBook = (): Array<[OddsEvent, Bookmaker]> =>
  ALL.flatMap(({ events }) => events.flatMap((e) => e.bookmakers.map((b) => [e, b] as [OddsEvent, Bookmaker])));

describe('odds in The Odds API v4 shape', () => {
  it('has one event per scheduled game, with the schedule’s teams and kickoff', () => {
    for (const { week, events } of ALL) {
      const games = ds.schedule.weeks[week - 1] ?? [];
      expect(events).toHaveLength(games.length);
      const key = (home: string, away: string, t: string): string => `${home}|${away}|${t}`;
      const expected = games.map((g) => {
        const name = (alias: string): string => fullTeamName(TEAMS.find((t) => t.team_alias === alias) ?? TEAMS[0]!);
        return key(name(g.home), name(g.away), new Date(g.kickoff).toISOString().replace('.000Z', 'Z'));
      });
      expect(events.map((e) => key(e.home_team, e.away_team, e.commence_time)).sort()).toEqual(expected.sort());
    }
  });

  it('fills the event fields', () => {
    const ids = new Set<string>();
    for (const { events } of ALL) {
      for (const e of events) {
        expect(e.id).toMatch(/^[0-9a-f]{32}$/);
        ids.add(e.id);
        expect(e.sport_key).toBe('americanfootball_nfl');
        expect(e.sport_title).toBe('NFL');
        expect(e.commence_time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00Z$/);
        expect(FULL_NAMES.has(e.home_team) && FULL_NAMES.has(e.away_team)).toBe(true);
        expect(e.bookmakers.length).toBeGreaterThanOrEqual(4);
        expect(e.bookmakers.length).toBeLessThanOrEqual(7);
        expect(new Set(e.bookmakers.map((b) => b.key)).size).toBe(e.bookmakers.length);
        if (e.team1 !== undefined || e.team2 !== undefined) {
          expect([e.team1, e.team2].sort()).toEqual([e.home_team, e.away_team].sort());
        }
      }
    }
    expect(ids.size).toBe(272);
  });

  it('carries team1/team2 on roughly half the games, sometimes with the away team first', () => {
    const events = ALL.flatMap((w) => w.events);
    const paired = events.filter((e) => e.team1 !== undefined);
    expect(paired.length / events.length).toBeGreaterThan(0.35);
    expect(paired.length / events.length).toBeLessThan(0.65);
    expect(paired.some((e) => e.team1 === e.away_team)).toBe(true);
    expect(paired.some((e) => e.team1 === e.home_team)).toBe(true);
  });

  it('shows each book’s closing line as updated 2 to 50 minutes before kickoff', () => {
    for (const [e, b] of everyBook()) {
      const before = Date.parse(e.commence_time) - Date.parse(b.last_update);
      expect(before).toBeGreaterThanOrEqual(2 * 60_000);
      expect(before).toBeLessThanOrEqual(50 * 60_000);
    }
  });

  it('prices in whole American odds, never between -100 and +100', () => {
    const prices = everyBook().flatMap(([, b]) => b.markets.flatMap((m) => m.outcomes.map((o) => o.price)));
    expect(prices.length).toBeGreaterThan(272 * 4 * 6);
    expect(prices.filter((p) => !Number.isInteger(p) || Math.abs(p) < 100)).toEqual([]);
  });

  it('agrees across markets: the spread favourite has the negative moneyline and the dog the positive one', () => {
    for (const [e, b] of everyBook()) {
      const h2h = market(b, 'h2h');
      const spreads = market(b, 'spreads');
      if (!h2h?.outcomes.length || !spreads?.outcomes.length) continue;
      const [a, z] = spreads.outcomes;
      expect(a?.point).toBe(-(z?.point ?? 0));
      expect(new Set(spreads.outcomes.map((o) => o.name))).toEqual(new Set([e.home_team, e.away_team]));
      const favourite = spreads.outcomes.find((o) => (o.point ?? 0) < 0);
      const dog = spreads.outcomes.find((o) => (o.point ?? 0) > 0);
      expect(h2h.outcomes.find((o) => o.name === favourite?.name)?.price).toBeLessThan(0);
      expect(h2h.outcomes.find((o) => o.name === dog?.name)?.price).toBeGreaterThan(0);
      for (const o of spreads.outcomes) expect(o.price).toBeGreaterThanOrEqual(-120);
    }
  });

  it('keeps a realistic hold on the moneyline', () => {
    for (const [, b] of everyBook()) {
      const h2h = market(b, 'h2h');
      if (!h2h?.outcomes.length) continue;
      expect(overround(h2h.outcomes)).toBeGreaterThan(1.025);
      expect(overround(h2h.outcomes)).toBeLessThan(1.07);
    }
  });

  it('sets totals between 37.5 and 54.5 with Over and Under on the same number', () => {
    for (const [, b] of everyBook()) {
      const totals = market(b, 'totals');
      if (!totals?.outcomes.length) continue;
      expect(totals.outcomes.map((o) => o.name)).toEqual(['Over', 'Under']);
      const [over, under] = totals.outcomes;
      expect(over?.point).toBe(under?.point);
      expect(over?.point).toBeGreaterThanOrEqual(37.5);
      expect(over?.point).toBeLessThanOrEqual(54.5);
    }
  });

  it('lets the books differ a little on the same game', () => {
    const differing = ALL.flatMap((w) => w.events).filter((e) => {
      const prices = e.bookmakers.map((b) => JSON.stringify(b.markets));
      return new Set(prices).size > 1;
    });
    expect(differing.length).toBeGreaterThan(250);
  });

  it('leaves a game without one of FanDuel, DraftKings or BetMGM every week', () => {
    for (const { events } of ALL) {
      expect(events.filter((e) => shownBooks(e).length < 3).length).toBeGreaterThanOrEqual(1);
    }
  });

  it('has exactly one game with none of the shown books, and one empty market, in weeks 1 and 18 only', () => {
    for (const { week, events } of ALL) {
      const edge = week === 1 || week === 18;
      expect(events.filter((e) => shownBooks(e).length === 0)).toHaveLength(edge ? 1 : 0);
      const empty = events.flatMap((e) =>
        e.bookmakers.flatMap((b) => b.markets.filter((m) => m.outcomes.length === 0)),
      );
      expect(empty).toHaveLength(edge ? 1 : 0);
    }
  });

  it('pads a few shown-book titles with stray spaces', () => {
    const titles = everyBook().map(([, b]) => b.title);
    expect(titles.some((t) => t !== t.trim() && SHOWN.includes(t.trim()))).toBe(true);
    expect(titles.filter((t) => t !== t.trim()).length).toBeLessThan(titles.length / 10);
  });

  it('returns events in a scrambled order, not by kickoff', () => {
    const sorted = ALL.filter(({ events }) =>
      events.every((e, i) => i === 0 || (events[i - 1]?.commence_time ?? '') <= e.commence_time),
    );
    expect(sorted).toHaveLength(0);
  });

  it('returns nothing for weeks outside 1–18', () => {
    for (const week of [0, 19, -1, 1.5, Number.NaN]) expect(ds.oddsForWeek(week)).toEqual([]);
  });
});

describe('price conversions', () => {
  it('turns a probability into American odds and back', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.05, max: 0.95, noNaN: true }), (p) => {
        const price = toAmerican(p);
        expect(Number.isInteger(price)).toBe(true);
        expect(Math.abs(price)).toBeGreaterThanOrEqual(100);
        expect(Math.abs(impliedProbability(price) - p)).toBeLessThan(0.01);
      }),
    );
  });

  it('gives -110 / -110 an overround of about 4.8 %', () => {
    expect(
      overround([
        { name: 'a', price: -110 },
        { name: 'b', price: -110 },
      ]),
    ).toBeCloseTo(1.0476, 3);
  });
});

describe('a book’s spread', () => {
  const noLean = { spread: 0, total: 0, hold: 0 };
  const posted = (margin: number) => {
    const book = priceGame(
      SHOWN_BOOKS[0]!,
      { home: 'Home', away: 'Away', margin, total: 44 },
      '2025-09-07T17:00:00Z',
      noLean,
    );
    const [home, away] = market(book, 'spreads')?.outcomes ?? [];
    return [home?.point, home?.price, away?.price];
  };

  it.each([
    [2.4, -3, -100, -120],
    [3.6, -3, -120, -100],
    [-3.7, 3, -100, -120],
    [6.6, -7, -100, -120],
    [7.4, -7, -120, -100],
  ])(
    'holds a key number near it: an expected home margin of %d posts %d, the juice moving instead',
    (margin, point, home, away) => {
      expect(posted(margin)).toEqual([point, home, away]);
    },
  );

  it.each([
    [1.4, -1.5],
    [2.1, -2],
    [3.9, -4],
    [5.2, -5],
    [7.6, -7.5],
    [0.3, -1],
    [-0.2, 1],
  ])('else posts an expected home margin of %d to the half point (%d), never a pick’em', (margin, point) => {
    expect(posted(margin)[0]).toBe(point);
  });
});
