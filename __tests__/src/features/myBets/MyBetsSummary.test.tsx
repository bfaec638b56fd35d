import { screen, within } from '@testing-library/react';
import { betsToTellSkill, summarizeBets } from '../../../../src/domain/bets/summary';
import type { GradedBet } from '../../../../src/domain/bets/types';
import { signedPercent, signedUnits, unitsText } from '../../../../src/features/myBets/betText';
import { setupMswServer } from '../../../utils/msw';
import { bet, KC_DET, leg, lost, renderMyBets, serveBets, won } from './myBetsFixtures';

jest.mock('../../../../src/lib/firebase', () => jest.requireActual('../../../utils/fakeFirebase').fakeFirebase);

setupMswServer();

/** The summary's figure under its label ('ROI' → '+4.2%'), its detail line included. */
const figure = (label: string) => {
  const term = within(screen.getByRole('region', { name: 'Summary' })).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
};

// Week 3 on DraftKings and FanDuel, week 5 at BetMGM; a push, a void and an open bet; a parlay.
const BETS: GradedBet[] = [
  won(0.031),
  won(0.012, { book: 'fanduel', stake: 2, profit: 1.82 }),
  lost(-0.02),
  lost(0.004, { book: 'betmgm', legs: [leg({ game_id: KC_DET, close: { source: 'book', price: -110, clv: 0.004 } })] }),
  bet({ status: 'push', profit: 0, stake: 3, clv: -0.006 }),
  bet({ status: 'void', profit: 0, stake: 4 }),
  bet({ status: 'open', clv: 0.05 }),
  bet({ kind: 'parlay', price: 264, status: 'won', profit: 2.64, legs: [leg(), leg({ game_id: KC_DET })], clv: 0.021 }),
];

describe('the summary', () => {
  it('shows the API’s own figures of the bets shown: record, units, ROI, mean CLV with its interval and n, beat the close', async () => {
    serveBets(() => BETS);
    renderMyBets();
    await screen.findByRole('region', { name: 'Summary' });
    const summary = summarizeBets(BETS);
    expect(figure('Record (W-L-P)')).toBe('3-2-1' + '1 void · 1 open');
    expect(figure('Units staked')).toBe(`${unitsText(summary.staked)}on graded bets`);
    expect(figure('Units won')).toBe(signedUnits(summary.profit));
    expect(figure('ROI')).toBe(signedPercent(summary.roi as number));
    const [low, high] = summary.clv.ci95 as [number, number];
    expect(figure('Mean CLV')).toBe(
      `${signedPercent(summary.clv.mean as number)}95% interval ${signedPercent(low)} to ${signedPercent(high)} · n = 7`,
    );
    expect(figure('Beat the close')).toBe(`${Math.round((summary.clv.beat_close as number) * 100)}%of bets with a CLV`);
  });

  it('sums only the filtered bets, as the API would for the same set', async () => {
    serveBets(() => BETS);
    const { user } = renderMyBets();
    await screen.findByRole('region', { name: 'Summary' });
    await user.selectOptions(screen.getByLabelText('Book'), 'DraftKings');
    const shown = BETS.filter((each) => each.book === 'draftkings');
    const summary = summarizeBets(shown);
    expect(figure('Units won')).toBe(signedUnits(summary.profit));
    expect(figure('ROI')).toBe(signedPercent(summary.roi as number));
    expect(figure('Mean CLV')).toMatch(
      new RegExp(`^\\${signedPercent(summary.clv.mean as number)}.* n = ${summary.clv.n}$`),
    );
  });

  it('says below 30 graded bets that the sample cannot tell skill from luck yet, and about how many bets would', async () => {
    serveBets(() => BETS);
    renderMyBets();
    const clvs = BETS.flatMap((each) => (each.clv === null ? [] : [each.clv]));
    const needed = betsToTellSkill(clvs) as number;
    expect(needed).toBe(13);
    expect(
      await screen.findByText(
        `6 graded bets cannot tell skill from luck yet: at the spread of closing-line value seen so far, about ${needed.toLocaleString('en-US')} bets would.`,
      ),
    ).toBeInTheDocument();
  });

  it('says nothing of the sample from 30 graded bets on', async () => {
    serveBets(() => Array.from({ length: 30 }, (_, i) => (i % 2 ? won(0.02) : lost(-0.01))));
    renderMyBets();
    await screen.findByRole('region', { name: 'Summary' });
    expect(screen.queryByText(/cannot tell skill from luck/)).not.toBeInTheDocument();
  });

  it('breaks the bets down by market, book and week, each group by the same summary', async () => {
    serveBets(() => BETS);
    renderMyBets();
    const byBook = await screen.findByRole('table', { name: 'By book' });
    const fanduel = within(byBook).getByRole('rowheader', { name: 'FanDuel' }).closest('tr') as HTMLElement;
    expect(
      within(fanduel)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '1-0-0', '2', '+1.82', signedPercent(1.82 / 2), '+1.2%', '100%']);
    const byMarket = screen.getByRole('table', { name: 'By market' });
    expect(
      within(byMarket)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Parlays', 'Spreads']);
    const byWeek = screen.getByRole('table', { name: 'By week' });
    // The parlay settles in week 5, with its later leg.
    expect(
      within(byWeek)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Week 3', 'Week 5']);
    const week5 = within(byWeek).getByRole('rowheader', { name: 'Week 5' }).closest('tr') as HTMLElement;
    expect(within(week5).getAllByRole('cell')[0]).toHaveTextContent('2');
  });

  it('charts cumulative units and CLV by bet, each named in words with its figures as a table', async () => {
    serveBets(() => BETS);
    const { user } = renderMyBets();
    const units = await screen.findByRole('img', { name: /^Cumulative units won over 6 graded bets/ });
    expect(units).toHaveAccessibleName(/\+3\.37 after the last/);
    expect(
      screen.getByRole('img', { name: /^Closing-line value of 7 bets, in the order placed: 5 above 0/ }),
    ).toBeInTheDocument();
    const [unitsTable] = screen.getAllByText('Show the figures as a table');
    await user.click(unitsTable as HTMLElement);
    const table = await screen.findByRole('table', { name: 'Cumulative units' });
    expect(within(table).getAllByRole('row')).toHaveLength(7);
  });
});
