import { screen, within } from '@testing-library/react';
import { makeStore } from '../../../../src/app/store';
import { selectSlipLegs, selectStakeText, stakeChanged } from '../../../../src/features/betSlip/betSlipSlice';
import { amountText, readStake, stakeReturn } from '../../../../src/features/betSlip/stake';
import { setupMswServer } from '../../../utils/msw';
import { chiefsBills, game, renderScreen } from './slipFixtures';

setupMswServer();
beforeEach(() => window.sessionStorage.clear());

/** Whether the page is a phone's (below 600 px): the stub's media query answers from it. */
let phone = false;
beforeAll(() => {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      get matches() {
        return query.includes('max-width: 599') && phone;
      },
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
});
afterEach(() => {
  phone = false;
});

const slip = () => screen.getByRole('region', { name: /^Bet slip/ });
const toggle = () => within(slip()).getByRole('button', { name: /^Bet slip \(/ });
const TWO_LEGS = 'week=3&slip=3:kc-buf:fanduel:spreads:home:-8,3:phi-dal:fanduel:spreads:away:-2';

describe('readStake', () => {
  it.each([
    ['10', 10],
    [' 12.5 ', 12.5],
    ['12.50', 12.5],
    ['.5', 0.5],
    ['1,000', 1000],
    ['1000000', 1_000_000],
  ])('reads %j as %d', (text, amount) => {
    expect(readStake(text)).toEqual({ kind: 'stake', amount });
  });

  it.each([
    ['ten', 'Stake must be a number, like 10 or 12.50'],
    ['-5', 'Stake must be a number, like 10 or 12.50'],
    ['1e3', 'Stake must be a number, like 10 or 12.50'],
    ['12.345', 'Stake takes at most two decimals, like 12.50'],
    ['0', 'Stake must be more than 0'],
    ['0.00', 'Stake must be more than 0'],
    ['1000000.01', 'Stake must be at most 1,000,000'],
  ])('refuses %j: %s', (text, problem) => {
    expect(readStake(text)).toEqual({ kind: 'invalid', problem });
  });

  it('reads nothing typed as empty, and returns the stake times the odds, to the cent', () => {
    expect(readStake('  ')).toEqual({ kind: 'empty' });
    const { payout, profit } = stakeReturn(25, (210 / 110) ** 2);
    expect([amountText(payout), amountText(profit)]).toEqual(['91.12', '66.12']);
    expect(amountText(1234.5)).toBe('1,234.50');
  });

  it('keeps the stake as typed, and ignores a replayed payload that is not text', () => {
    const store = makeStore();
    expect(selectStakeText(store.getState())).toBe('10');
    store.dispatch(stakeChanged('12.'));
    store.dispatch({ type: stakeChanged.type, payload: 25 });
    expect(selectStakeText(store.getState())).toBe('12.');
  });
});

describe('the slip dock', () => {
  it('says where a "+" was pressed and tells screen readers, with the legs now in the slip', async () => {
    const { user } = renderScreen();
    await screen.findAllByRole('article');
    const add = screen.getByRole('button', { name: 'Chiefs (-8) -110 (FanDuel): bet slip' });
    await user.click(add);
    // The bubble is drawn over the button from this attribute (its ::after).
    expect(add).toHaveAttribute('data-bubble', 'Added to slip');
    expect(screen.getByText('Added Chiefs (-8) -110 (FanDuel) to the bet slip, 1 leg')).toHaveAttribute(
      'role',
      'status',
    );
    await user.click(screen.getByRole('button', { name: 'Cowboys (-2) -110 (FanDuel): bet slip' }));
    expect(screen.getByText('Added Cowboys (-2) -110 (FanDuel) to the bet slip, 2 legs')).toBeInTheDocument();
    await user.click(add);
    expect(add).toHaveAttribute('data-bubble', 'Removed from slip');
    expect(screen.getByText('Removed Chiefs (-8) -110 (FanDuel) from the bet slip, 1 leg')).toBeInTheDocument();
  });

  it('names each leg’s week and game, and says what a stake pays and wins, to the cent', async () => {
    const { user } = renderScreen(TWO_LEGS);
    await screen.findAllByRole('article');
    const items = within(slip()).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Week 3 · Kansas City vs Buffalo · Spread');
    expect(items[1]).toHaveTextContent('Week 3 · Philadelphia vs Dallas · Spread');
    const stake = within(slip()).getByRole('textbox', { name: 'Stake' });
    // The default stake of 10 on two −110 legs: 10 × (210/110)² = 36.45.
    expect(stake).toHaveValue('10');
    expect(within(slip()).getByRole('status')).toHaveTextContent('Payout 36.45Profit 26.45');
    await user.clear(stake);
    expect(within(slip()).getByText('Enter a stake to see the payout and profit.')).toBeInTheDocument();
    await user.type(stake, '25');
    // The same payout as 'Pays 3.64× (+264) for 1 staked', times 25: 91.1157 → 91.12.
    expect(within(slip()).getByText('Pays 3.64× (+264) for 1 staked')).toBeInTheDocument();
    expect(within(slip()).getByRole('status')).toHaveTextContent('Payout 91.12Profit 66.12');
    await user.type(stake, 'x');
    expect(stake).toHaveAttribute('aria-invalid', 'true');
    expect(stake).toHaveAccessibleDescription('Stake must be a number, like 10 or 12.50');
    expect(within(slip()).queryByText(/^Payout/)).not.toBeInTheDocument();
  });

  it('prices one leg on its own, and a two-leg teaser at its usual price', async () => {
    const { user } = renderScreen('week=3&slip=3:kc-buf:fanduel:spreads:home:-8');
    await screen.findAllByRole('article');
    // 10 × 210/110 = 19.09.
    expect(within(slip()).getByRole('status')).toHaveTextContent('Payout 19.09Profit 9.09');
    await user.click(screen.getByRole('button', { name: 'Cowboys (-2) -110 (FanDuel): bet slip' }));
    await user.selectOptions(within(slip()).getByRole('combobox', { name: 'Bet' }), 'Teaser, 7 points');
    // At −130: 10 × (1 + 100/130) = 17.69.
    expect(within(slip()).getByRole('status')).toHaveTextContent('Payout 17.69Profit 7.69');
  });

  it('is open beside the cards on a wide screen, collapses, and closes with Escape, focus on its toggle', async () => {
    const { user } = renderScreen(TWO_LEGS);
    await screen.findAllByRole('article');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(within(slip()).getByRole('textbox', { name: 'Stake' })).toBeVisible();
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(within(slip()).queryByRole('textbox', { name: 'Stake' })).not.toBeInTheDocument();
    await user.click(toggle());
    await user.click(within(slip()).getByRole('textbox', { name: 'Stake' }));
    await user.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
  });

  it('is a bar with the number of legs on a phone, which opens the slip as a sheet', async () => {
    phone = true;
    const { user } = renderScreen(TWO_LEGS);
    await screen.findAllByRole('article');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveTextContent(/^2Bet slip \(2 legs of 10\)/);
    expect(within(slip()).queryByRole('list')).not.toBeInTheDocument();
    await user.click(toggle());
    expect(within(slip()).getAllByRole('listitem')).toHaveLength(2);
    await user.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
  });

  it('takes focus to its toggle when a leg is removed, and says so', async () => {
    const { user } = renderScreen(TWO_LEGS);
    await screen.findAllByRole('article');
    await user.click(within(slip()).getByRole('button', { name: /^Remove Dallas Cowboys/ }));
    expect(toggle()).toHaveFocus();
    expect(toggle()).toHaveAccessibleName('Bet slip (1 leg of 10)');
    expect(
      screen.getByText('Removed Dallas Cowboys \u22122 -110 (FanDuel) from the bet slip, 1 leg'),
    ).toBeInTheDocument();
  });
});

describe('a game that has kicked off', () => {
  const kickedOff = game('sf-lar', 'San Francisco 49ers', 'Los Angeles Rams', -3, '2020-09-21T20:25:00Z');

  it('refuses a new leg and says why, but lets a leg already in the slip be taken off', async () => {
    const { user, store } = renderScreen('week=3&slip=3:sf-lar:fanduel:h2h:home', [chiefsBills, kickedOff]);
    await screen.findAllByRole('article');
    const refused = screen.getByRole('button', { name: 'Rams (+3) -110 (FanDuel): bet slip' });
    expect(refused).toHaveAttribute('aria-disabled', 'true');
    expect(refused).toHaveAttribute('title', 'Kicked off: no new bets');
    expect(refused).toHaveAccessibleDescription('Kicked off: no new bets');
    await user.click(refused);
    expect(selectSlipLegs(store.getState())).toHaveLength(1);
    const kept = screen.getByRole('button', { name: '49ers -150 (FanDuel): bet slip' });
    expect(kept).toHaveAttribute('aria-pressed', 'true');
    expect(kept).not.toHaveAttribute('aria-disabled');
    await user.click(kept);
    expect(selectSlipLegs(store.getState())).toEqual([]);
    // A game still to come takes its leg.
    expect(screen.getByRole('button', { name: 'Chiefs (-8) -110 (FanDuel): bet slip' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });
});
