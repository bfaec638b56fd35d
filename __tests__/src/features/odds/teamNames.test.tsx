import { screen } from '@testing-library/react';
import fc from 'fast-check';
import MatchupsPage from '../../../../src/app/pages/MatchupsPage';
import PlayerPropsPage from '../../../../src/app/pages/PlayerPropsPage';
import { findTeam, teamNameKey } from '../../../../src/domain/teams';
import { bestLines } from '../../../../src/features/odds/lineMath';
import { bestPriceHolds, middles } from '../../../../src/features/odds/marketHold';
import { completedGames } from '../../../../src/features/odds/closingLines';
import { parseOdds } from '../../../../src/features/odds/parseOdds';
import { parseScores } from '../../../../src/features/odds/parseScores';
import { teamRecords } from '../../../../src/features/teams/atsRecords';
import { renderWithProviders } from '../../../utils/renderWithProviders';
import { API, HttpResponse, http, server, setupMswServer } from '../../../utils/msw';
import { bookLines, scoreEntry } from '../../../utils/research';
import { PROPS_ANSWER } from '../props/fixtures';

/**
 * Issue #37 item 7: one rule for team names. A feed that changes the case or the spacing of a team's
 * name (in a game, an outcome, a score) changes nothing on screen: best lines, holds, middles,
 * results, records and opponents are the same.
 */
setupMswServer();
beforeEach(() => window.sessionStorage.clear());
afterEach(() => jest.restoreAllMocks());

const KC = 'Kansas City Chiefs';
const BUF = 'Buffalo Bills';
const PHI = 'Philadelphia Eagles';
const DAL = 'Dallas Cowboys';
const KICKOFF = '2025-09-21T17:00:00Z';

/** Three books on the Chiefs and Bills, a middle between FanDuel and BetMGM, and a final score. */
const books = [
  bookLines('FanDuel', -2.5, 44, KC, BUF, '2025-09-21T16:50:00Z'),
  bookLines('DraftKings', -3, 44.5, KC, BUF, '2025-09-21T16:50:00Z'),
  bookLines('BetMGM', -3.5, 45.5, KC, BUF, '2025-09-21T16:50:00Z'),
];
const week3 = [
  { id: 'kc-buf', commence_time: KICKOFF, home_team: KC, away_team: BUF, team1: KC, team2: BUF, bookmakers: books },
  {
    id: 'phi-dal',
    commence_time: '2025-09-21T20:25:00Z',
    home_team: PHI,
    away_team: DAL,
    bookmakers: [bookLines('FanDuel', -6.5, 47.5, PHI, DAL, '2025-09-21T20:00:00Z')],
  },
];
const scores = [
  scoreEntry('kc-buf', KC, BUF, [27, 24], KICKOFF),
  scoreEntry('phi-dal', PHI, DAL, [20, 24], '2025-09-21T20:25:00Z'),
];

/** Every string that names a team, respelled: another case per letter, padding, doubled spaces. */
function respell<T>(value: T, spelling: (name: string, at: number) => string, counter = { at: 0 }): T {
  if (typeof value === 'string') return (findTeam(value) ? spelling(value, counter.at++) : value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => respell(item, spelling, counter)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, respell(item, spelling, counter)])) as T;
  return value;
}

/** A respelling drawn by fast-check: per name, its case flipped letter by letter and spaces added. */
const spellings = fc
  .array(
    fc.record({
      flips: fc.array(fc.boolean(), { minLength: 24, maxLength: 24 }),
      before: fc.nat(2),
      after: fc.nat(2),
      doubled: fc.boolean(),
    }),
    { minLength: 1, maxLength: 12 },
  )
  .map((draws) => (name: string, at: number) => {
    const draw = draws[at % draws.length]!;
    const cased = [...name]
      .map((letter, index) => (draw.flips[index % 24] ? letter.toUpperCase() : letter.toLowerCase()))
      .join('');
    return `${' '.repeat(draw.before)}${draw.doubled ? cased.replace(/ /g, '  ') : cased}${' '.repeat(draw.after)}`;
  });

function serveWeek(odds: object[], final: object[]) {
  server.use(
    http.get(`${API}/teamOdds`, () => HttpResponse.json(odds)),
    http.get(`${API}/scores`, () => HttpResponse.json(final)),
  );
}

/** The /nfl cards' text once the results are in. */
async function cardsText(odds: object[], final: object[]): Promise<string[]> {
  jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2025-09-22T12:00:00Z'));
  serveWeek(odds, final);
  const { unmount } = renderWithProviders(<MatchupsPage />, {
    route: '/nfl?week=3&cards=detailed',
    preloadedState: { week: { selected: 3 } },
  });
  await screen.findByText(/^Final: Chiefs 27, Bills 24$/);
  await screen.findByText(/^Final: Eagles 20, Cowboys 24$/);
  const text = screen.getAllByRole('article').map((card) => card.textContent ?? '');
  unmount();
  window.sessionStorage.clear();
  jest.restoreAllMocks();
  return text;
}

describe('one rule for team names', () => {
  it('shows the same cards — best lines, holds, middles, results — whatever the case and spacing of the names', async () => {
    const expected = await cardsText(week3, scores);
    expect(expected.join(' ')).toContain('Middle:');
    expect(expected.join(' ')).toMatch(/Chiefs covered/);
    await fc.assert(
      fc.asyncProperty(spellings, async (spelling) => {
        expect(await cardsText(respell(week3, spelling), respell(scores, spelling))).toEqual(expected);
      }),
      { numRuns: 8 },
    );
  });

  it('finds the same best lines and best-price holds when each book spells the teams its own way', () => {
    const canonical = parseOdds(week3)[0]!.bookmakers;
    const read = (lines: ReturnType<typeof bestLines>) =>
      lines.map((line) => ({ ...line, outcome: teamNameKey(line.outcome) }));
    const holds = (found: ReturnType<typeof bestPriceHolds>) =>
      found.map((held) => ({
        ...held,
        prices: held.prices.map((price) => ({ ...price, outcome: teamNameKey(price.outcome) })),
      }));
    fc.assert(
      fc.property(spellings, (spelling) => {
        const respelled = respell(canonical, spelling);
        expect(read(bestLines(respelled))).toEqual(read(bestLines(canonical)));
        expect(middles(bestLines(respelled)).map((middle) => middle.width)).toEqual(
          middles(bestLines(canonical)).map((middle) => middle.width),
        );
        expect(holds(bestPriceHolds(respelled, spelling(KC, 99)))).toEqual(holds(bestPriceHolds(canonical, KC)));
      }),
      { numRuns: 200 },
    );
  });

  it('counts the same records against the number', () => {
    fc.assert(
      fc.property(spellings, (spelling) => {
        const games = new Map(parseOdds(respell(week3, spelling)).map((game) => [game.id, game]));
        const finals = completedGames(3, parseScores(respell(scores, spelling)), {
          game: (id) => games.get(id),
          answeredAt: Date.parse(KICKOFF) + 3_600_000,
        });
        for (const team of [KC, BUF, PHI, DAL]) {
          const canonical = new Map(parseOdds(week3).map((game) => [game.id, game]));
          const plain = completedGames(3, parseScores(scores), {
            game: (id) => canonical.get(id),
            answeredAt: Date.parse(KICKOFF) + 3_600_000,
          });
          expect(teamRecords(finals, team)).toEqual(teamRecords(plain, team));
        }
      }),
      { numRuns: 100 },
    );
  });

  it('finds the same opponents for the props', async () => {
    const opponents = async (odds: object[]) => {
      server.use(
        http.get(`${API}/playerProps`, () => HttpResponse.json(PROPS_ANSWER)),
        http.get(`${API}/teamOdds`, () => HttpResponse.json(odds)),
      );
      const { unmount } = renderWithProviders(<PlayerPropsPage />, {
        route: '/player-props',
        preloadedState: { week: { selected: 2 } },
      });
      await screen.findByRole('rowheader', { name: 'Jalen Test' });
      const rows = screen.getAllByRole('rowheader').map((th) => th.closest('tr')?.textContent ?? '');
      unmount();
      window.sessionStorage.clear();
      return rows;
    };
    const week2 = [{ id: 'w2', commence_time: '2025-09-14T17:00:00Z', home_team: PHI, away_team: DAL, bookmakers: [] }];
    const expected = await opponents(week2);
    expect(expected.join(' ')).toContain(DAL);
    await fc.assert(
      fc.asyncProperty(spellings, async (spelling) => {
        expect(await opponents(respell(week2, spelling))).toEqual(expected);
      }),
      { numRuns: 5 },
    );
  });
});
