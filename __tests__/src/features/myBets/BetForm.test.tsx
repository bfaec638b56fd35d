import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import type { Bet } from '../../../../src/domain/bets/types';
import { authStateChanged } from '../../../../src/features/auth/authSlice';
import type { BetFormGame } from '../../../../src/features/myBets/betFormRules';
import { selectOutboxFor } from '../../../../src/features/myBets/betOutboxSlice';
import { LogBetForm } from '../../../../src/features/myBets/LogBetForm';
import { setFakeUser, userFor } from '../../../utils/fakeFirebase';
import { recordBetPosts } from '../../../utils/betsApi';
import { API, HttpResponse, http, server, setupMswServer } from '../../../utils/msw';
import { renderWithProviders } from '../../../utils/renderWithProviders';

jest.mock('../../../../src/lib/firebase', () => jest.requireActual('../../../utils/fakeFirebase').fakeFirebase);

setupMswServer();

const ANN = userFor('ann@gridline.test');
/** Saturday of week 3, noon where the test runs. */
const NOW = new Date(2025, 8, 20, 12, 0).getTime();

const WEEK_3: BetFormGame[] = [
  { id: '2025_03_BUF_MIA', home: 'Miami Dolphins', away: 'Buffalo Bills', kickoff: '2025-09-21T17:00:00Z' },
  { id: '2025_03_KC_NYG', home: 'New York Giants', away: 'Kansas City Chiefs', kickoff: '2025-09-22T00:20:00Z' },
];
const WEEK_4: BetFormGame[] = [
  { id: '2025_04_DAL_CHI', home: 'Chicago Bears', away: 'Dallas Cowboys', kickoff: '2025-09-28T17:00:00Z' },
];

/** The form as the My bets screen composes it: the week's games from the odds, by week. */
function Composed({ onDone }: { onDone: () => void }) {
  const [week, setWeek] = useState(3);
  return (
    <LogBetForm
      onDone={onDone}
      week={week}
      onWeekChange={setWeek}
      games={week === 3 ? WEEK_3 : week === 4 ? WEEK_4 : []}
      gamesStatus="ready"
    />
  );
}

function renderForm() {
  setFakeUser(ANN);
  const onDone = jest.fn();
  const rendered = renderWithProviders(<Composed onDone={onDone} />, { route: '/my-bets' });
  act(() => void rendered.store.dispatch(authStateChanged(ANN)));
  return { ...rendered, onDone };
}

const field = (label: string) => screen.getByLabelText(label);

/** Fills in a good spread bet on the Bills. */
async function fillGoodBet(user: ReturnType<typeof renderForm>['user']) {
  await user.selectOptions(field('Game'), '2025_03_BUF_MIA');
  await user.selectOptions(field('Side'), 'Buffalo Bills (away)');
  await user.type(field('Number'), '-2.5');
  await user.type(field('Price'), '-110');
  await user.selectOptions(field('Book'), 'DraftKings');
  await user.clear(field('Stake (units)'));
  await user.type(field('Stake (units)'), '2');
}

beforeEach(() => {
  window.localStorage.clear();
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
});
afterEach(() => jest.restoreAllMocks());

describe('the form for a bet placed elsewhere', () => {
  it('checks each field by the rules the server holds and says what is wrong beside it', async () => {
    const posted = recordBetPosts();
    const { user } = renderForm();
    expect(field('Time placed')).toHaveValue('2025-09-20T12:00');
    await user.click(screen.getByRole('button', { name: 'Log bet' }));
    expect(field('Game')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Game')).toHaveAccessibleDescription("Game: choose one of the week's games");
    expect(field('Game')).toHaveFocus();
    expect(field('Price')).toHaveAccessibleDescription(
      'Price must be American odds, like -110 or +150 American odds: -110, +150',
    );

    await user.selectOptions(field('Game'), '2025_03_BUF_MIA');
    expect(field('Side')).toHaveAccessibleDescription('Side: choose Miami Dolphins or Buffalo Bills');
    await user.selectOptions(field('Side'), 'Miami Dolphins (home)');
    await user.type(field('Number'), '2.25');
    await user.type(field('Price'), '+90');
    await user.clear(field('Stake (units)'));
    await user.type(field('Stake (units)'), '1000001');
    fireEvent.change(field('Time placed'), { target: { value: '2025-09-21T18:00' } });
    await user.click(field('Notes (optional)'));
    await user.paste('x'.repeat(501));
    expect(field('Side')).toHaveAttribute('aria-invalid', 'false');
    expect(field('Number')).toHaveAccessibleDescription(/^Number must be a whole or half number/);
    expect(field('Price')).toHaveAccessibleDescription(/^Price must be at most -100 or at least \+100/);
    expect(field('Stake (units)')).toHaveAccessibleDescription('Stake must be at most 1,000,000');
    expect(field('Time placed')).toHaveAccessibleDescription(/^Time placed must be before kickoff \(Sun, Sep 21, /);
    expect(field('Notes (optional)')).toHaveAccessibleDescription(/^Notes must be at most 500 characters/);
    expect(posted).toHaveLength(0);
  });

  it('hides the number for a moneyline and offers Over and Under for a total', async () => {
    const { user } = renderForm();
    await user.selectOptions(field('Game'), '2025_03_KC_NYG');
    await user.selectOptions(field('Market'), 'Moneyline');
    expect(screen.queryByLabelText('Number')).not.toBeInTheDocument();
    await user.selectOptions(field('Market'), 'Total');
    expect(screen.getAllByRole('option', { name: /^(Over|Under)$/ })).toHaveLength(2);
    expect(field('Number')).toHaveAccessibleDescription('The total: 47.5');
  });

  it("offers the chosen week's games", async () => {
    const { user } = renderForm();
    expect(screen.getByRole('option', { name: /^Buffalo Bills at Miami Dolphins · Sun, Sep 21/ })).toBeInTheDocument();
    await user.selectOptions(field('Week'), 'Week 4');
    expect(screen.queryByRole('option', { name: /^Buffalo Bills at Miami Dolphins/ })).not.toBeInTheDocument();
    expect(screen.getByRole('option', { name: /^Dallas Cowboys at Chicago Bears/ })).toBeInTheDocument();
  });

  it('logs a single through the outbox at the time placed', async () => {
    const posted = recordBetPosts();
    const { user, onDone, store } = renderForm();
    await fillGoodBet(user);
    fireEvent.change(field('Time placed'), { target: { value: '2025-09-19T21:30' } });
    await user.click(screen.getByRole('button', { name: 'Log bet' }));
    expect(await screen.findByText('Logged: the bet is in My bets.')).toBeInTheDocument();
    expect(posted).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        placed_at: new Date(2025, 8, 19, 21, 30).toISOString(),
        stake: 2,
        book: 'draftkings',
        kind: 'single',
        price: -110,
        legs: [{ game_id: '2025_03_BUF_MIA', market: 'spreads', side: 'Buffalo Bills', point: -2.5, price: -110 }],
      },
    ]);
    expect(selectOutboxFor(store.getState(), ANN.uid)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it("shows a refused bet's fields beside the form's own", async () => {
    recordBetPosts(() =>
      HttpResponse.json(
        {
          error: 'Fields are not valid',
          fields: [
            { field: 'legs[0].point', reason: 'must be a whole or half number' },
            { field: 'placed_at', reason: "must be before 2025_03_BUF_MIA's kickoff (2025-09-21T17:00:00.000Z)" },
            { field: 'id', reason: 'must be a UUID' },
          ],
        },
        { status: 400 },
      ),
    );
    const { user, store } = renderForm();
    await fillGoodBet(user);
    await user.click(screen.getByRole('button', { name: 'Log bet' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not logged: the server refused this bet (Fields are not valid).');
    expect(alert).toHaveTextContent('id: must be a UUID');
    expect(field('Number')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Number')).toHaveAccessibleDescription(/^Number must be a whole or half number/);
    // The server's reason said as the form's own check says it.
    expect(field('Time placed')).toHaveAccessibleDescription(/^Time placed must be before kickoff \(Sun, Sep 21, /);
    expect(selectOutboxFor(store.getState(), ANN.uid)).toMatchObject([{ state: 'refused' }]);

    // Logged again: the refused copy leaves the outbox, the new one goes.
    server.use(
      http.post(`${API}/me/bets`, async ({ request }) =>
        HttpResponse.json({ ...((await request.json()) as Bet), version: 1 }, { status: 201 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Log bet' }));
    expect(await screen.findByText('Logged: the bet is in My bets.')).toBeInTheDocument();
    expect(selectOutboxFor(store.getState(), ANN.uid)).toEqual([]);
  });

  it('asks a signed-out user to sign in', () => {
    renderWithProviders(<Composed onDone={() => undefined} />, { route: '/my-bets' });
    expect(screen.getByRole('link', { name: 'Sign in to log bets' })).toHaveAttribute('href', '/login');
  });
});
