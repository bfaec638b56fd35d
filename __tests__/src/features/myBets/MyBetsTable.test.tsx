import { act, screen, waitFor, within } from '@testing-library/react';
import { meApi } from '../../../../src/features/myBets/meApi';
import { API, HttpResponse, http, server, setupMswServer } from '../../../utils/msw';
import { bet, entry, posted, KC_DET, leg, lost, renderMyBets, serveBets, won } from './myBetsFixtures';

jest.mock('../../../../src/lib/firebase', () => jest.requireActual('../../../utils/fakeFirebase').fakeFirebase);

setupMswServer();
beforeEach(() => window.sessionStorage.clear());

const table = () => screen.findByRole('table', { name: 'Your bets' });
/** The body's rows, each as the text of its row header (the bet). */
const betsShown = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('rowheader').firstChild?.textContent);
/** A cell by its whole text, parts on lines of their own included ('Bills @ Dolphins Week 3'). */
const cellText = (text: string) => (_content: string, element: Element | null) =>
  element?.tagName === 'TD' && element.textContent === text;
const rowOf = async (name: string | RegExp) =>
  within(await table())
    .getAllByRole('row')
    .find((row) => within(row).queryByRole('rowheader', { name }));

describe('the table of bets', () => {
  it('shows each bet: placed, game, bet, book, price, stake, status, profit, the close and its source, and CLV', async () => {
    serveBets(() => [
      won(0.0234, { placed_at: '2025-09-18T16:00:00Z' }),
      lost(-0.014, {
        book: 'fanduel',
        price: 135,
        legs: [
          leg({
            market: 'h2h',
            point: undefined,
            price: 135,
            close: { source: 'consensus', price: -115, clv: -0.014 },
          }),
        ],
      }),
    ]);
    renderMyBets();
    const first = (await rowOf('Buffalo Bills −2.5')) as HTMLElement;
    const cells = within(first)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 9)).toEqual([
      expect.stringMatching(/^Sep 18, 2025/),
      'Bills @ Dolphins Week 3',
      'DraftKings',
      '−110',
      '1',
      'Won',
      '+0.91',
      'DraftKings close −2.5 −110',
      '+2.3%',
    ]);
    const second = (await rowOf('Buffalo Bills moneyline')) as HTMLElement;
    expect(within(second).getByText('FanDuel')).toBeInTheDocument();
    expect(within(second).getByText('+135')).toBeInTheDocument();
    expect(within(second).getByText(cellText('closing consensus −115'))).toBeInTheDocument();
    expect(within(second).getByText('−1.4%')).toBeInTheDocument();
    expect(within(second).getByText('−1.00')).toBeInTheDocument();
  });

  it('says when a CLV came through the key-number model: −2.5 taken, −3 closed', async () => {
    serveBets(() => [won(0.031, { legs: [leg({ close: { source: 'book', price: -120, point: -3, clv: 0.031 } })] })]);
    renderMyBets();
    const row = (await rowOf('Buffalo Bills −2.5')) as HTMLElement;
    const note = within(row).getByText('via key numbers: −2.5 taken, −3 closed');
    expect(note.closest('td')).toHaveTextContent(/^DraftKings close −3 −120via key numbers/);
  });

  it('lists a parlay’s legs with their games and closes, and an Over by its total', async () => {
    serveBets(() => [
      bet({
        kind: 'parlay',
        price: 264,
        legs: [
          leg(),
          leg({
            game_id: KC_DET,
            market: 'totals',
            side: 'Over',
            point: 47.5,
            price: -105,
            close: { source: 'consensus', price: -110, point: 48.5, clv: 0.012 },
          }),
        ],
      }),
    ]);
    renderMyBets();
    const row = (await rowOf(/^2-leg parlay/)) as HTMLElement;
    expect(within(row).getByText('Buffalo Bills −2.5 −110')).toBeInTheDocument();
    expect(within(row).getByText('Over 47.5 −105')).toBeInTheDocument();
    expect(within(row).getByText('Chiefs @ Lions, Week 5')).toBeInTheDocument();
    // Each leg's close reads as a single's, its source and then its line beneath; then the leg's CLV.
    const clv = within(row).getByText('CLV +1.2%');
    expect(clv).toHaveClass('line');
    expect(clv.closest('li')?.textContent).toMatch(/^closing consensus 48\.5 −110 CLV \+1\.2%/);
    expect(within(row).getByText('via key numbers: 47.5 taken, 48.5 closed')).toBeInTheDocument();
  });

  it('shows notes as typed, as text', async () => {
    const notes = '<script>alert(1)</script> OR 1=1; DROP TABLE bets;--';
    serveBets(() => [bet({ notes })]);
    renderMyBets();
    const row = (await rowOf(/Buffalo Bills −2.5/)) as HTMLElement;
    expect(within(row).getByText(notes)).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
  });

  it('sorts by a column, both ways, with aria-sort and the sort in the address', async () => {
    serveBets(() => [
      won(0.01, { placed_at: '2025-09-18T10:00:00Z', legs: [leg({ side: 'First' })] }),
      won(0.05, { placed_at: '2025-09-18T11:00:00Z', legs: [leg({ side: 'Second' })] }),
      lost(-0.02, { placed_at: '2025-09-18T12:00:00Z', legs: [leg({ side: 'Third' })] }),
    ]);
    const { user, router } = renderMyBets();
    expect(await betsShown()).toEqual(['Third −2.5', 'Second −2.5', 'First −2.5']);
    const clv = screen.getByRole('button', { name: 'CLV' });
    await user.click(clv);
    expect(await betsShown()).toEqual(['Third −2.5', 'First −2.5', 'Second −2.5']);
    expect(clv.closest('th')).toHaveAttribute('aria-sort', 'ascending');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=clv&dir=asc'));
    await user.click(clv);
    expect(await betsShown()).toEqual(['Second −2.5', 'First −2.5', 'Third −2.5']);
    expect(clv.closest('th')).toHaveAttribute('aria-sort', 'descending');
  });

  it('restores filters and the sort from the address', async () => {
    serveBets(() => [
      won(0.01, { book: 'fanduel', legs: [leg({ side: 'First' })] }),
      won(0.05, { book: 'draftkings', legs: [leg({ side: 'Second' })] }),
      lost(-0.02, { book: 'fanduel', legs: [leg({ side: 'Third' })] }),
    ]);
    renderMyBets({ route: '/my-bets?book=fanduel&sort=clv&dir=desc' });
    expect(await betsShown()).toEqual(['First −2.5', 'Third −2.5']);
    expect(screen.getByLabelText('Book')).toHaveValue('fanduel');
  });

  it('filters by season, week, market, book and status in the browser, from one request', async () => {
    let requests = 0;
    server.use(
      http.get(`${API}/me/bets`, () => {
        requests += 1;
        const bets = [
          won(0.01, { legs: [leg({ side: 'Week three' })] }),
          lost(-0.02, { book: 'betmgm', legs: [leg({ game_id: KC_DET, side: 'Week five' })] }),
          bet({ legs: [leg({ game_id: KC_DET, market: 'totals', side: 'Under', point: 44 })] }),
        ];
        return HttpResponse.json({ bets, summary: { count: 3 } });
      }),
    );
    const { user } = renderMyBets();
    expect(await betsShown()).toHaveLength(3);
    await user.selectOptions(screen.getByLabelText('Week'), 'Week 5');
    expect(await betsShown()).toEqual(['Week five −2.5', 'Under 44']);
    await user.selectOptions(screen.getByLabelText('Market'), 'Totals');
    expect(await betsShown()).toEqual(['Under 44']);
    await user.selectOptions(screen.getByLabelText('Market'), 'All markets');
    await user.selectOptions(screen.getByLabelText('Status'), 'Lost');
    expect(await betsShown()).toEqual(['Week five −2.5']);
    await user.selectOptions(screen.getByLabelText('Book'), 'DraftKings');
    expect(screen.getByText('No bets match these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await betsShown()).toHaveLength(3);
    expect([...(screen.getByLabelText('Season') as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'All seasons',
      '2025',
    ]);
    expect(requests).toBe(1);
  });

  it('names a game its id does not (the demo’s) from the week’s odds, searching from the week it was placed in', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${API}/teamOdds`, ({ request }) => {
        const week = new URL(request.url).searchParams.get('week') ?? '';
        asked.push(week);
        const games =
          week === '4'
            ? [
                {
                  id: '9f2c0b7a1d3e4f5a6b7c8d9e0f1a2b3c',
                  commence_time: '2025-09-28T17:00:00Z',
                  home_team: 'Green Bay Packers',
                  away_team: 'Dallas Cowboys',
                  bookmakers: [],
                },
              ]
            : [];
        return HttpResponse.json(games);
      }),
    );
    // Placed in week 3 (Sep 18 is week 3 of 2025): week 3's odds are asked first, then week 4's.
    serveBets(() => [bet({ legs: [leg({ game_id: '9f2c0b7a1d3e4f5a6b7c8d9e0f1a2b3c', side: 'Dallas Cowboys' })] })]);
    renderMyBets();
    expect(await screen.findByText(cellText('Cowboys @ Packers Week 4'))).toBeInTheDocument();
    expect(asked).toEqual(['3', '4']);
  });
});

describe('bets not saved yet', () => {
  const unsaved = (id: string, side: string) => posted({ id, side });

  it('come first, marked, with the last attempt’s message and Try again now, which sends them at once', async () => {
    serveBets(() => [won(0.01, { legs: [leg({ side: 'Stored' })] })]);
    let posts = 0;
    server.use(
      http.post(`${API}/me/bets`, () => {
        posts += 1;
        return HttpResponse.json({ error: 'The database is unavailable' }, { status: 503 });
      }),
    );
    const { user } = renderMyBets({
      outbox: [entry({ bet: unsaved('a1', 'Waiting'), message: 'The server did not answer' })],
    });
    await screen.findByRole('rowheader', { name: /^Stored/ });
    expect(await betsShown()).toEqual(['Waiting −2.5', 'Stored −2.5']);
    const row = (await rowOf(/^Waiting/)) as HTMLElement;
    expect(row).toHaveClass('unsaved');
    expect(within(row).getByText('Not saved yet')).toBeInTheDocument();
    expect(within(row).getByText('Last try: The server did not answer')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: /^Try again now/ }));
    await waitFor(() => expect(posts).toBe(1));
    expect(await within(row).findByText('Last try: The database is unavailable')).toBeInTheDocument();
  });

  it('shows a refused bet’s message and named fields, and discards it', async () => {
    serveBets(() => []);
    const refused = entry({
      bet: unsaved('r1', 'Refused'),
      state: 'refused',
      message: 'A field is not valid',
      fields: [{ field: 'legs[0].game_id', reason: 'the game has kicked off' }],
    });
    const { user, store } = renderMyBets({ outbox: [refused] });
    const row = (await rowOf(/^Refused/)) as HTMLElement;
    expect(within(row).getByText('Not saved: refused')).toBeInTheDocument();
    expect(within(row).getByText('A field is not valid')).toBeInTheDocument();
    expect(within(row).getByText('legs[0].game_id: the game has kicked off')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: /^Discard/ }));
    expect(store.getState().betOutbox.entries).toEqual([]);
    expect(await screen.findByText(/No bets yet/)).toBeInTheDocument();
  });

  it('lists a bet once when it is both in the outbox and in the answer (sent, not yet confirmed)', async () => {
    const posted = unsaved('both', 'Both');
    serveBets(() => [bet({ id: 'both', legs: [leg({ side: 'Both' })], version: 0 })]);
    renderMyBets({ outbox: [entry({ bet: posted, state: 'sending', message: null })] });
    expect(await betsShown()).toEqual(['Both −2.5']);
    expect(screen.getByText('Not saved yet: sending…')).toBeInTheDocument();
  });

  it('never shows another user’s (this browser keeps every user’s)', async () => {
    serveBets(() => []);
    renderMyBets({ outbox: [entry({ bet: unsaved('b1', 'Bobs'), uid: 'uid-bob' })] });
    expect(await screen.findByText(/No bets yet/)).toBeInTheDocument();
    expect(screen.queryByText(/Bobs/)).not.toBeInTheDocument();
  });
});

describe('a long history', () => {
  it('draws the first 50 rows (a few at once, the rest just after) and adds more on request', async () => {
    serveBets(() => Array.from({ length: 80 }, (_, i) => won(0.01, { legs: [leg({ side: `Team ${i}` })] })));
    const { user } = renderMyBets();
    await waitFor(async () => expect(await betsShown()).toHaveLength(50));
    expect((await betsShown())[49]).toBe('Team 49 −2.5');
    expect(screen.getByText('Showing 50 of 80 bets')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show 30 more' }));
    await waitFor(async () => expect(await betsShown()).toHaveLength(80));
    expect(screen.getByText('80 bets')).toBeInTheDocument();
  });

  it('keeps every row drawn when new data comes under the same view (a refetch), and starts again for a new sort', async () => {
    let stake = 1.25;
    serveBets(() =>
      Array.from({ length: 40 }, (_, i) => won(0.01, { id: `bet-${i}`, stake, legs: [leg({ side: `Team ${i}` })] })),
    );
    const { store, user } = renderMyBets();
    await waitFor(async () => expect(await betsShown()).toHaveLength(40));
    stake = 1.75;
    const drawnCounts: number[] = [];
    const table = await screen.findByRole('table', { name: 'Your bets' });
    const observer = new MutationObserver(() => drawnCounts.push(table.querySelectorAll('tbody tr').length));
    observer.observe(table, { childList: true, characterData: true, subtree: true });
    await act(async () => {
      await store.dispatch(meApi.util.invalidateTags([{ type: 'Bet', id: 'LIST' }]));
    });
    await waitFor(() => expect(within(table).getAllByText('1.75')).toHaveLength(40));
    observer.disconnect();
    expect(drawnCounts.length).toBeGreaterThan(0);
    expect(Math.min(...drawnCounts)).toBe(40);
    await user.click(screen.getByRole('button', { name: 'Stake' }));
    await waitFor(async () => expect(await betsShown()).toHaveLength(40));
  });
});
