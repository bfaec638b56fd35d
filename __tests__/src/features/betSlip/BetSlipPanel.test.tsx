import { screen, within } from '@testing-library/react';
import { BUILT_IN_KEY_NUMBERS } from '../../../../src/config/keyNumbers';
import { spreadChances } from '../../../../src/domain/bettorMath/keyNumbers';
import { selectSlipLegs } from '../../../../src/features/betSlip/betSlipSlice';
import { setupMswServer } from '../../../utils/msw';
import { renderScreen } from './slipFixtures';

setupMswServer();
beforeEach(() => window.sessionStorage.clear());

const slipPanel = () => screen.getByRole('region', { name: /^Bet slip/ });

describe('the bet slip', () => {
  it('adds outcomes from the cards and prices them as a parlay against its fair payout', async () => {
    const { user, router, store } = renderScreen();
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('region', { name: /^Bet slip/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Chiefs (-8) -110 (FanDuel): bet slip' }));
    await user.click(screen.getByRole('button', { name: 'Cowboys (-2) -110 (FanDuel): bet slip' }));
    expect(screen.getByRole('button', { name: 'Chiefs (-8) -110 (FanDuel): bet slip' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(selectSlipLegs(store.getState())).toHaveLength(2);
    expect(router.state.location.search).toBe(
      '?week=3&slip=3:kc-buf:fanduel:spreads:home:-8,3:phi-dal:fanduel:spreads:away:-2',
    );
    const panel = slipPanel();
    expect(within(panel).getByRole('heading')).toHaveTextContent('Bet slip (2 legs of 10)');
    // Two −110 legs: 1.909091² = 3.64 (+264); every book at −110/−110, so each leg is fair at 50%: 4.00× (+300),
    // 3.644628 / 4 = 91.1% of fair.
    expect(within(panel).getByText('Pays 3.64× (+264) for 1 staked')).toBeInTheDocument();
    expect(
      within(panel).getByText(/^Fair payout 4\.00× \(\+300\): it pays 91\.1% of fair, the legs' holds compounded/),
    ).toBeInTheDocument();
    expect(within(panel).getAllByText('fair 50.0% from DraftKings and BetMGM, multiplicative method')).toHaveLength(2);
  });

  it('teases the legs: each teased number, its chance from the key numbers, the break-even and the 3-and-7 mark', async () => {
    const { user } = renderScreen(
      'week=3&slip=3:kc-buf:fanduel:spreads:home:-8,3:phi-dal:fanduel:spreads:away:-2&teaser=6',
    );
    await screen.findAllByRole('article');
    const panel = slipPanel();
    expect(within(panel).getByRole('combobox', { name: 'Bet' })).toHaveValue('teaser-6');
    // The Chiefs −8 teased 6 is −2, around the books' −8 (an expected home margin of 8); the Cowboys (away) −2
    // teased to +4, the Eagles being +2 at home (an expected home margin of −2).
    const chiefs = spreadChances(BUILT_IN_KEY_NUMBERS, 8, 'home', -2);
    const cowboys = spreadChances(BUILT_IN_KEY_NUMBERS, -2, 'away', 4);
    const pct = (p: number) => `${(p * 100).toFixed(1)}%`;
    const items = within(panel).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(`teased to \u22122: wins ${pct(chiefs.win)}`);
    expect(within(items[0]!).getByText('Crosses 3 and 7')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent(`teased to +4: wins ${pct(cowboys.win)}`);
    expect(within(items[1]!).queryByText('Crosses 3 and 7')).not.toBeInTheDocument();
    // Two legs at −110: √(110/210) = 72.4% per leg.
    expect(
      within(panel).getByText('Two-leg 6-point teaser at -110: each leg must win 72.4% of the time to break even'),
    ).toBeInTheDocument();
    expect(
      within(panel).getByText(
        `All legs win ${pct(chiefs.win * cowboys.win)} of the time by the key-number model, the legs taken as independent`,
      ),
    ).toBeInTheDocument();
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Bet' }), 'Teaser, 7 points');
    expect(within(panel).getByText(/^Two-leg 7-point teaser at -130/)).toBeInTheDocument();
  });

  it('flags two legs of one game as correlated, and removes a leg and clears the slip', async () => {
    const { user, router } = renderScreen(
      'week=3&slip=3:kc-buf:fanduel:spreads:home:-8,3:kc-buf:fanduel:totals:over:47.5',
    );
    await screen.findAllByRole('article');
    const panel = slipPanel();
    expect(within(panel).getByText(/^Correlated: two legs from Kansas City vs Buffalo\./)).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: /^Remove Over 47\.5 -110 from the bet slip$/ }));
    expect(within(panel).queryByText(/^Correlated/)).not.toBeInTheDocument();
    expect(within(panel).getByText('Add another leg for a parlay or a teaser.')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Clear slip' }));
    expect(screen.queryByRole('region', { name: /^Bet slip/ })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?week=3');
  });

  it('says a leg is gone when its book no longer offers it', async () => {
    renderScreen('week=3&slip=3:kc-buf:caesars:h2h:home');
    const panel = await screen.findByRole('region', { name: /^Bet slip/ });
    await screen.findAllByRole('article');
    expect(
      within(panel).getByText('No longer offered by this book: remove it or pick another line'),
    ).toBeInTheDocument();
  });
});
