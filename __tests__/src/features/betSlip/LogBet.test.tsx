import { act, screen, within } from '@testing-library/react';
import { authStateChanged } from '../../../../src/features/auth/authSlice';
import { selectSlipLegs } from '../../../../src/features/betSlip/betSlipSlice';
import { selectOutboxFor } from '../../../../src/features/myBets/betOutboxSlice';
import { setFakeUser, userFor } from '../../../utils/fakeFirebase';
import { recordBetPosts } from '../../../utils/betsApi';
import { HttpResponse, setupMswServer } from '../../../utils/msw';
import { renderScreen } from './slipFixtures';

jest.mock('../../../../src/lib/firebase', () => jest.requireActual('../../../utils/fakeFirebase').fakeFirebase);

setupMswServer();

const ANN = userFor('ann@gridline.test');
const NOW = Date.parse('2025-09-20T12:00:00Z');
const PARLAY = 'week=3&slip=3:kc-buf:fanduel:spreads:home:-8,3:phi-dal:fanduel:spreads:away:-2';

/** /nfl with the slip of `search`, its user signed in (or out). */
async function slipScreen(search: string, user: typeof ANN | null = ANN) {
  setFakeUser(user);
  const rendered = renderScreen(search);
  act(() => void rendered.store.dispatch(authStateChanged(user)));
  await screen.findAllByRole('article');
  return rendered;
}

const slip = () => screen.getByRole('region', { name: /^Bet slip/ });
const dialog = () => screen.getByRole('dialog', { name: 'Log bet' });
/** Presses the slip's Log bet: its dialog comes with its own code. */
async function openLogBet(user: Awaited<ReturnType<typeof slipScreen>>['user']) {
  await user.click(within(slip()).getByRole('button', { name: 'Log bet' }));
  return screen.findByRole('dialog', { name: 'Log bet' });
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
});
afterEach(() => jest.restoreAllMocks());

describe("the slip's Log bet", () => {
  it('logs a parlay with its legs as the books show them, at the price taken and the time on the clock', async () => {
    const posted = recordBetPosts();
    const { user, store } = await slipScreen(PARLAY);
    const form = await openLogBet(user);
    expect(within(form).getByText('Parlay of 2 legs')).toBeInTheDocument();
    // The slip's stake (10) and its offered payout, 3.64× = +264, as its summary shows it; the legs' one book.
    expect(within(form).getByLabelText('Stake (units)')).toHaveValue('10');
    const price = within(form).getByLabelText('Price taken');
    expect(price).toHaveValue('+264');
    expect(price).toHaveAccessibleDescription('The line shown: +264. Books differ: type the price you got.');
    expect(within(form).getByLabelText('Book')).toHaveValue('fanduel');
    await user.clear(price);
    await user.type(price, '+250');
    await user.type(within(form).getByLabelText('Notes (optional)'), 'Sunday <script>');
    await user.click(within(form).getByRole('button', { name: 'Log bet' }));

    expect(await within(dialog()).findByText(/^Logged/)).toHaveTextContent('Logged — see My bets');
    expect(within(dialog()).getByRole('link', { name: 'see My bets' })).toHaveAttribute('href', '/my-bets');
    expect(posted).toHaveLength(1);
    const [bet] = posted;
    expect(bet).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      placed_at: '2025-09-20T12:00:00.000Z',
      stake: 10,
      book: 'fanduel',
      kind: 'parlay',
      price: 250,
      legs: [
        { game_id: 'kc-buf', market: 'spreads', side: 'Kansas City Chiefs', point: -8, price: -110 },
        { game_id: 'phi-dal', market: 'spreads', side: 'Dallas Cowboys', point: -2, price: -110 },
      ],
      notes: 'Sunday <script>',
    });
    expect(selectOutboxFor(store.getState(), ANN.uid)).toEqual([]);

    // Clearing the slip is offered, not forced.
    expect(selectSlipLegs(store.getState())).toHaveLength(2);
    await user.click(within(dialog()).getByRole('button', { name: 'Clear the slip' }));
    expect(selectSlipLegs(store.getState())).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("logs a teaser with its points and a two-leg teaser's price, and a mix of books as another book", async () => {
    const posted = recordBetPosts();
    const { user } = await slipScreen(
      'week=3&slip=3:kc-buf:fanduel:spreads:home:-8,3:phi-dal:draftkings:totals:over:47.5&teaser=6.5',
    );
    await openLogBet(user);
    expect(within(dialog()).getByText('6.5-point teaser of 2 legs')).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('Price taken')).toHaveValue('-120');
    expect(within(dialog()).getByLabelText('Book')).toHaveValue('other');
    await user.click(within(dialog()).getByRole('button', { name: 'Log bet' }));
    await within(dialog()).findByText(/^Logged/);
    expect(posted[0]).toMatchObject({
      kind: 'teaser',
      teaser_points: 6.5,
      price: -120,
      book: 'other',
      legs: [
        { game_id: 'kc-buf', market: 'spreads', side: 'Kansas City Chiefs', point: -8, price: -110 },
        { game_id: 'phi-dal', market: 'totals', side: 'Over', point: 47.5, price: -110 },
      ],
    });
  });

  it('names a bad stake or price beside its field and sends nothing', async () => {
    const posted = recordBetPosts();
    const { user } = await slipScreen('week=3&slip=3:kc-buf:betmgm:h2h:away');
    await openLogBet(user);
    expect(within(dialog()).getByText('Single')).toBeInTheDocument();
    const stake = within(dialog()).getByLabelText('Stake (units)');
    const price = within(dialog()).getByLabelText('Price taken');
    expect(price).toHaveValue('+130');
    await user.clear(stake);
    await user.type(stake, '0');
    await user.clear(price);
    await user.type(price, '+90');
    await user.click(within(dialog()).getByRole('button', { name: 'Log bet' }));
    expect(stake).toHaveAttribute('aria-invalid', 'true');
    expect(stake).toHaveAccessibleDescription('Stake must be more than 0');
    expect(price).toHaveAccessibleDescription(/^Price must be at most -100 or at least \+100/);
    expect(stake).toHaveFocus();
    expect(posted).toHaveLength(0);
  });

  it('shows the refusal of a leg whose game has kicked off, with the field the server named', async () => {
    const posted = recordBetPosts(() =>
      HttpResponse.json(
        {
          error: 'A field is not valid',
          fields: [{ field: 'placed_at', reason: "must be before kc-buf's kickoff (2025-09-20T11:00:00.000Z)" }],
        },
        { status: 400 },
      ),
    );
    const { user, store } = await slipScreen('week=3&slip=3:kc-buf:fanduel:spreads:home:-8');
    await openLogBet(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Log bet' }));
    const refusal = await within(dialog()).findByRole('alert');
    expect(refusal).toHaveTextContent('Not logged: the server refused this bet.');
    // The leg, and its game's kickoff in the user's time zone, from the field the server named.
    const kickoff = new Intl.DateTimeFormat('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }).format(Date.parse('2025-09-20T11:00:00Z'));
    expect(refusal).toHaveTextContent(
      `Kansas City Chiefs \u22128 -110 · FanDuel: its game kicked off ${kickoff}, and a bet is logged before kickoff`,
    );
    expect(posted[0]).toMatchObject({ kind: 'single', price: -110, legs: [{ side: 'Kansas City Chiefs', point: -8 }] });
    expect(selectOutboxFor(store.getState(), ANN.uid)).toMatchObject([{ state: 'refused' }]);
    await user.click(within(dialog()).getByRole('button', { name: 'Discard it' }));
    expect(selectOutboxFor(store.getState(), ANN.uid)).toEqual([]);
  });

  it('says a bet logged while the API fails is not saved yet, and that it is logged once the API answers', async () => {
    let down = true;
    const posted = recordBetPosts((bet) =>
      down
        ? HttpResponse.json({ error: 'The database is unavailable' }, { status: 503 })
        : HttpResponse.json({ ...bet, version: 1 }, { status: 201 }),
    );
    const { user } = await slipScreen('week=3&slip=3:kc-buf:fanduel:spreads:home:-8');
    await openLogBet(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Log bet' }));
    expect(await within(dialog()).findByText('Not saved yet — it will be sent when the server answers.')).toBeVisible();
    expect(within(dialog()).getByText(/^The database is unavailable\./)).toBeInTheDocument();
    down = false;
    // The outbox sends it again after its first wait (2 s).
    expect(await within(dialog()).findByText(/^Logged/, {}, { timeout: 6000 })).toBeInTheDocument();
    expect(new Set(posted.map((bet) => bet.id)).size).toBe(1);
  });

  it('closes with Escape, leaving the slip open, and gives the focus back to Log bet', async () => {
    const { user } = await slipScreen(PARLAY);
    const logBet = within(slip()).getByRole('button', { name: 'Log bet' });
    await openLogBet(user);
    expect(within(dialog()).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(slip()).getByRole('button', { name: /^Bet slip \(/ })).toHaveAttribute('aria-expanded', 'true');
    expect(logBet).toHaveFocus();
  });

  it('asks a signed-out user to sign in to log bets', async () => {
    await slipScreen(PARLAY, null);
    expect(within(slip()).queryByRole('button', { name: 'Log bet' })).not.toBeInTheDocument();
    expect(within(slip()).getByRole('link', { name: 'Sign in to log bets' })).toHaveAttribute('href', '/login');
  });
});
