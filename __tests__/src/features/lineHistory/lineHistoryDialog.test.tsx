import { act, screen, waitFor, within } from '@testing-library/react';
import { delay } from 'msw';
import MatchupsPage from '../../../../src/app/pages/MatchupsPage';
import { weekSelected } from '../../../../src/features/week/weekSlice';
import { renderWithProviders } from '../../../utils/renderWithProviders';
import { API, HttpResponse, http, server, setupMswServer } from '../../../utils/msw';
import { historyAnswer, HISTORY_GAME, HISTORY_SNAPSHOTS, researchHandler } from '../../../utils/research';

setupMswServer();
beforeEach(() => window.sessionStorage.clear());

const game = HISTORY_GAME;
const { home_team: HOME, away_team: AWAY, commence_time: KICKOFF } = game;
const SNAPSHOTS = HISTORY_SNAPSHOTS;

function serve(history: () => Response | Promise<Response>) {
  const requests: URL[] = [];
  const unitRankings = researchHandler('/teamData/unit-rankings', () => ({}));
  server.use(
    http.get(`${API}/teamOdds`, () => HttpResponse.json([game])),
    http.get(`${API}/teamOdds/history`, ({ request }) => {
      requests.push(new URL(request.url));
      return history();
    }),
    unitRankings.handler,
  );
  return { requests, rankingRequests: unitRankings.requests };
}
const serveHistory = (snapshots = SNAPSHOTS) =>
  serve(() => HttpResponse.json(historyAnswer('kc-buf', HOME, AWAY, KICKOFF, snapshots)));

const renderScreen = () =>
  renderWithProviders(<MatchupsPage />, {
    route: '/nfl?week=3&cards=detailed',
    preloadedState: { week: { selected: 3 } },
  });
const historyButton = () => screen.findByRole('button', { name: 'Line history for Kansas City vs Buffalo' });

describe('the line history dialog', () => {
  it('asks for the history only when the card’s button is pressed, and opens it instead of the rankings', async () => {
    const { requests, rankingRequests } = serveHistory();
    const { user, store } = renderScreen();
    const button = await historyButton();
    expect(button).toHaveTextContent(/^Line history$/);
    expect(requests).toHaveLength(0);

    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Line history: Kansas City vs Buffalo' });
    expect(requests.map((url) => url.searchParams.get('event_id'))).toEqual(['kc-buf']);
    expect(store.getState().matchups.lineHistoryGameId).toBe('kc-buf');
    expect(store.getState().matchups.openGameId).toBeNull();
    expect(rankingRequests).toHaveLength(0);

    const charts = await within(dialog).findAllByRole('img');
    expect(charts.map((chart) => chart.getAttribute('aria-label')?.split(',')[0])).toEqual([
      'Chiefs win chance',
      'Chiefs spread (points)',
      'Total (points)',
    ]);
    expect(charts[1]).toHaveAccessibleName(
      /FanDuel opened -2\.5 and closed -3\.5; DraftKings opened -2\.5 and closed -3\.5; BetMGM opened -2\.5 and closed -3\.5\.$/,
    );
    expect(within(dialog).getByRole('list', { name: 'Legend' })).toHaveTextContent(/FanDuel.*DraftKings.*BetMGM/);
  });

  it('shows the same data as a table per market, a row per snapshot with every book', async () => {
    serveHistory();
    const { user, store } = renderScreen();
    await user.click(await historyButton());
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Show as table' }));
    expect(store.getState().matchups.lineHistoryTableShown).toBe(true);
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();

    const spread = within(dialog).getByRole('table', {
      name: /^Spread: Chiefs spread \(points\), with the Chiefs spread price in brackets$/,
    });
    expect(
      within(spread)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Time', 'FanDuel', 'DraftKings', 'BetMGM']);
    const rows = within(spread).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      ),
    ).toEqual([
      ['-2.5 (-110)', '-2.5 (-110)', '-2.5 (-110)'],
      ['-3 (-110)', '-3 (-110)', '-3 (-110)'],
      ['-3.5 (-110)', '-3.5 (-110)', '-3.5 (-110)'],
    ]);
    const headers = rows.map((row) => within(row).getByRole('rowheader'));
    expect(headers[0]).toHaveTextContent(/Opening$/);
    expect(headers[1]).not.toHaveTextContent(/Opening|Closing/);
    expect(headers[2]).toHaveTextContent(/Closing$/);
    const time = headers[0]!.querySelector('time');
    expect(time).toHaveAttribute('dateTime', '2025-09-14T20:25:00Z');
    expect(time).toHaveTextContent(/^\w{3}, Sep 14 \d{1,2}:\d{2} [AP]M$/);

    // -150 / +130 on every book: fair 0.6 / 1.034783 = 58.0%; the total 47.5 at Over -110.
    const moneyline = within(dialog).getByRole('table', { name: /^Moneyline: / });
    expect(within(moneyline).getAllByRole('cell')[0]).toHaveTextContent('58.0% (-150)');
    const total = within(dialog).getByRole('table', { name: /^Total: / });
    expect(within(total).getAllByRole('cell')[0]).toHaveTextContent('44.5 (-110)');
  });

  it('closes with Escape and gives focus back to the button; a week change closes it too', async () => {
    serveHistory();
    const { user, store } = renderScreen();
    const button = await historyButton();
    await user.click(button);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(store.getState().matchups.lineHistoryGameId).toBeNull();

    await user.click(button);
    await screen.findByRole('dialog');
    act(() => {
      store.dispatch(weekSelected(4));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says "Line history is unavailable" when the history fails, and the card stays as it was', async () => {
    serve(async () => {
      await delay(100);
      return HttpResponse.json({ error: 'boom' }, { status: 500 });
    });
    const { user } = renderScreen();
    const card = await screen.findByRole('article');
    const before = card.textContent;
    await user.click(await historyButton());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading line history...');
    expect(await within(dialog).findByText('Line history is unavailable')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(card.textContent).toBe(before);
  });

  it('says so for a game without snapshots', async () => {
    serveHistory([]);
    const { user } = renderScreen();
    await user.click(await historyButton());
    expect(await screen.findByText('No line history for this game yet.')).toBeInTheDocument();
  });
});
