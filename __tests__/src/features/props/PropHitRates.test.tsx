import { screen, waitFor, within } from '@testing-library/react';
import PlayerPropsPage from '../../../../src/app/pages/PlayerPropsPage';
import { FIRST_ROWS } from '../../../../src/features/props/PropsTable';
import { renderWithProviders } from '../../../utils/renderWithProviders';
import { API, HttpResponse, countedJson, http, server, setupMswServer } from '../../../utils/msw';
import { PROPS_ANSWER, propRecord } from './fixtures';
import { ID_PROPS, LOGS, idPropsOdds, researchHandlers } from './hitRateFixtures';
import { playerResearch } from '../../../../src/features/props/propResearch';
import type * as PropResearch from '../../../../src/features/props/propResearch';

// Counted, as it is: which players' hit rates are worked out, and when.
jest.mock('../../../../src/features/props/propResearch', () => {
  const actual = jest.requireActual<typeof PropResearch>('../../../../src/features/props/propResearch');
  return { ...actual, playerResearch: jest.fn(actual.playerResearch) };
});
const researchCounted = jest.mocked(playerResearch);

setupMswServer();
beforeEach(() => window.sessionStorage.clear());

/** Player Props in week 6 by default: every logged game (weeks 1–5) came before the props' own. */
function renderProps({
  body = ID_PROPS,
  logsStatus,
  week = 6,
}: { body?: unknown; logsStatus?: number; week?: number } = {}) {
  const research = researchHandlers(logsStatus ? { logsStatus } : {});
  server.use(countedJson('/playerProps', body).handler, idPropsOdds(), ...research.handlers);
  const view = renderWithProviders(<PlayerPropsPage />, {
    route: '/player-props',
    preloadedState: { week: { selected: week } },
  });
  return { ...view, research };
}

const rowOf = (player: string) => screen.getByRole('rowheader', { name: player }).closest('tr') as HTMLElement;
/** The line under a player's row: his matchup and hit rates. */
const researchOf = (player: string) => rowOf(player).nextElementSibling?.textContent ?? '';
const players = () => screen.getAllByRole('rowheader').map((th) => th.textContent);

describe('prop hit rates and matchups on Player Props', () => {
  it("shows under each row the opponent's rank against his position and his hit rates per market, from one batched request", async () => {
    const { research } = renderProps();
    await waitFor(() => expect(researchOf('Quinn Arm')).toContain('last 5'));
    expect(researchOf('Quinn Arm')).toBe(
      'vs BUF: 30th vs QB Favourable' +
        'Passing Yards 250.5: last 5 3/5 · last 10 3/5 · season 3/5 · Over 1' +
        'Anytime Touchdown Scorer 0.5: last 5 1/5 · last 10 1/5 · season 1/5 · Under 3',
    );
    expect(researchOf('Wade Hands')).toBe(
      'vs KC: 5th vs WR Tough provisional' +
        'Receiving Yards 61.5: last 5 2/3 · last 10 2/3 · season 2/3 · Over 1 · small sample' +
        'Receptions 5.5: last 5 1/3 · last 10 1/3 · season 1/3 · Over 1 · small sample' +
        'First Touchdown Scorer 0.5: not in box scores',
    );
    expect(researchOf('Rookie Bench')).toBe('No completed games this season');
    // Each line's cell names its row's header, so a screen reader says whose it is.
    const line = rowOf('Wade Hands').nextElementSibling?.querySelector('td');
    expect(line?.getAttribute('headers')).toBe(screen.getByRole('rowheader', { name: 'Wade Hands' }).id);

    expect(research.logs).toHaveLength(1);
    expect(Object.fromEntries(research.logs[0]!.searchParams)).toEqual({
      season_id: 's2025',
      player_id: 'qb1,rb9,wr1',
    });
    expect(research.defense.map((url) => url.searchParams.get('season_id'))).toEqual(['s2025']);
    // The spec's table is as it was: its four columns, one row header per player.
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Odds',
      'Player Name',
      'Team',
      'Opponent',
    ]);
    expect(players()).toEqual(['Quinn Arm', 'Wade Hands', 'Rookie Bench']);
    // The note says how they are counted in one line, opened on demand (a long paragraph moved the table as it came).
    const note = screen.getByText('How hit rates and matchups are counted');
    expect(note.tagName).toBe('SUMMARY');
    expect(note.closest('details')).not.toHaveAttribute('open');
    expect(
      within(note.closest('details')!).getByText(/A push \(exactly on the line\) is not a hit/),
    ).toBeInTheDocument();
  });

  it('grades no line by its own game: in week 3 the rates are of weeks 1–2, and the final week-3 game is shown beside them', async () => {
    renderProps({ week: 3 });
    await waitFor(() => expect(researchOf('Wade Hands')).toContain('This game'));
    // Wade: 77 and 34 yards, 5 and 2 catches before; 100 yards and 9 catches in week 3.
    expect(researchOf('Wade Hands')).toBe(
      'vs KC: 5th vs WR Tough provisional' +
        'Receiving Yards 61.5: last 5 1/2 · last 10 1/2 · season 1/2 · Under 1 · small sampleThis game: Over 61.5, 100 yds' +
        'Receptions 5.5: last 5 0/2 · last 10 0/2 · season 0/2 · Under 2 · small sampleThis game: Over 5.5, 9 rec' +
        'First Touchdown Scorer 0.5: not in box scores',
    );
    // Quinn: 300 and 240 yards and a rushing TD in week 2 before; 251 yards and no TD in week 3.
    expect(researchOf('Quinn Arm')).toBe(
      'vs BUF: 30th vs QB Favourable' +
        'Passing Yards 250.5: last 5 1/2 · last 10 1/2 · season 1/2 · Under 1 · small sampleThis game: Over 250.5, 251 yds' +
        'Anytime Touchdown Scorer 0.5: last 5 1/2 · last 10 1/2 · season 1/2 · Over 1 · small sampleThis game: Under 0.5, 0 TD',
    );
  });

  it('sorts the rows by last-10 hit rate, each way, and back to the listed order', async () => {
    const { user, store } = renderProps();
    const sort = await screen.findByRole('combobox', { name: 'Sort players' });
    expect(sort).toHaveDisplayValue('As listed');
    await user.selectOptions(sort, 'Last-10 hit rate, high to low');
    expect(store.getState().props.sort).toBe('lastTenHighFirst');
    // Quinn's best market, 3/5, is surer than Wade's 2/3 (the low ends of their 95% ranges: 23% and 21%);
    // Rookie has no rate and goes last.
    expect(players()).toEqual(['Quinn Arm', 'Wade Hands', 'Rookie Bench']);
    expect(
      screen.getByText(
        '3 players, by last-10 hit rate, small samples after full ones (the low end of its 95% range), high to low',
      ),
    ).toBeInTheDocument();
    await user.selectOptions(sort, 'Last-10 hit rate, low to high');
    // The high ends: Quinn 88%, Wade 94%.
    expect(players()).toEqual(['Quinn Arm', 'Wade Hands', 'Rookie Bench']);
    expect(
      screen.getByText(
        '3 players, by last-10 hit rate, small samples after full ones (the high end of its 95% range), low to high',
      ),
    ).toBeInTheDocument();
    await user.selectOptions(sort, 'As listed');
    expect(players()).toEqual(['Quinn Arm', 'Wade Hands', 'Rookie Bench']);
    expect(screen.getByText('3 players')).toBeInTheDocument();
  });

  it('draws the expanded row’s last games as bars against the line, said in words, beside the spec’s lines', async () => {
    const { user } = renderProps();
    await waitFor(() => expect(researchOf('Quinn Arm')).toContain('last 5'));
    await user.click(screen.getByRole('button', { name: 'Show odds for Quinn Arm' }));
    const lines = screen.getByRole('table', { name: 'Odds for Quinn Arm' });
    expect(
      within(lines)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Market', 'Line', 'Price']);
    const detail = lines.closest('td') as HTMLElement;
    const charts = within(detail).getAllByRole('img');
    expect(charts.map((chart) => chart.getAttribute('aria-label'))).toEqual([
      'Passing Yards in the last 5 games against the line 250.5: 3 over, 2 under. ' +
        'week 1 vs DEN 300, over; week 2 vs DEN 240, under; week 3 vs DEN 251, over; week 4 vs DEN 250, under; week 5 vs DEN 260, over.',
      'Anytime Touchdown Scorer in the last 5 games against the line 0.5: 1 over, 4 under. ' +
        'week 1 vs DEN 0, under; week 2 vs DEN 1, over; week 3 vs DEN 0, under; week 4 vs DEN 0, under; week 5 vs DEN 0, under.',
    ]);
    // Over bars are filled and under bars hollow (in CSS), so the two differ without colour.
    expect([...charts[0]!.querySelectorAll('rect')].map((bar) => bar.getAttribute('class'))).toEqual([
      'over',
      'under',
      'over',
      'under',
      'over',
    ]);
    expect(within(detail).getAllByText('Filled bar: over · hollow: under · under each: week, opponent')).toHaveLength(
      2,
    );
    expect(charts[0]!.querySelector('line.line')).not.toBeNull();
  });

  it.each([
    ['failing', 500],
    ['missing', 404],
  ])('leaves the table exactly as the spec has it when /playerGameLogs is %s', async (_name, logsStatus) => {
    const { research } = renderProps({ logsStatus });
    await waitFor(() => expect(research.logs).toHaveLength(1));
    await waitFor(() => expect(rowOf('Quinn Arm').querySelectorAll('td')[2]).toHaveTextContent('Buffalo Bills'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('combobox', { name: 'Sort players' })).not.toBeInTheDocument();
    expect(screen.queryByText(/last 5|vs BUF|hit rate/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Odds',
      'Player Name',
      'Team',
      'Opponent',
    ]);
    expect(screen.getAllByRole('row')).toHaveLength(4);
  });

  it('draws a table held for its hit rates from its first rows when it shows, not all at once', async () => {
    const many = Array.from({ length: FIRST_ROWS * 3 }, (_, n) =>
      propRecord(`Player ${n}`, 'Receptions', {
        price: -110,
        selection: 'Over',
        line: 4.5,
        team: 'Chiefs',
        id: `p${n}`,
      }),
    );
    let answerLogs = () => {};
    const logsAnswered = new Promise<void>((resolve) => (answerLogs = resolve));
    renderProps({ body: many });
    // The game logs come late: the table waits for them (RESEARCH_WAIT_MS at most), then shows.
    server.use(http.get(`${API}/playerGameLogs`, async () => (await logsAnswered, HttpResponse.json(LOGS))));
    let firstDrawn: number | undefined;
    const watch = new MutationObserver(() => {
      if (firstDrawn === undefined && document.querySelector('table'))
        firstDrawn = document.querySelectorAll('tbody:not(.waiting) th[scope="row"]').length;
    });
    watch.observe(document.body, { childList: true, subtree: true });
    try {
      await waitFor(() => expect(screen.queryAllByRole('rowheader')).toHaveLength(FIRST_ROWS * 3));
    } finally {
      watch.disconnect();
      answerLogs();
    }
    // The rows came in steps, the first ones first, as for any new list.
    expect(firstDrawn).toBe(FIRST_ROWS);
  });

  it("counts a player's hit rates as his row is drawn, once, not every player's when the logs arrive", async () => {
    const many = Array.from({ length: FIRST_ROWS * 3 }, (_, n) =>
      propRecord(`Player ${n}`, 'Receptions', {
        price: -110,
        selection: 'Over',
        line: 4.5,
        team: 'Chiefs',
        id: `p${n}`,
      }),
    );
    researchCounted.mockClear();
    const { user } = renderProps({ body: many });
    let countedAtFirstDraw: number | undefined;
    const watch = new MutationObserver(() => {
      if (countedAtFirstDraw === undefined && document.querySelector('td.research'))
        countedAtFirstDraw = researchCounted.mock.calls.length;
    });
    watch.observe(document.body, { childList: true, subtree: true });
    try {
      await waitFor(() => expect(document.querySelectorAll('td.research')).toHaveLength(FIRST_ROWS * 3));
    } finally {
      watch.disconnect();
    }
    // The first rows' own, when they show; then each row's as its step draws it, once.
    expect(countedAtFirstDraw).toBe(FIRST_ROWS);
    expect(researchCounted).toHaveBeenCalledTimes(FIRST_ROWS * 3);
    // A sort by hit rate finds them counted.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort players' }), 'Last-10 hit rate, high to low');
    await waitFor(() =>
      expect(
        screen.getByText(
          `${FIRST_ROWS * 3} players, by last-10 hit rate, small samples after full ones (the low end of its 95% range), high to low`,
        ),
      ).toBeInTheDocument(),
    );
    expect(researchCounted).toHaveBeenCalledTimes(FIRST_ROWS * 3);
  });

  it('asks for no research when the props carry no player ids', async () => {
    const { research } = renderProps({ body: PROPS_ANSWER });
    await screen.findByRole('table');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect([research.seasons.length, research.logs.length, research.defense.length]).toEqual([0, 0, 0]);
  });
});
