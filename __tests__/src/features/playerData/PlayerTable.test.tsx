import { screen, within } from '@testing-library/react';
import { setupMswServer } from '../../../utils/msw';
import { player } from './fixtures';
import {
  groupSelect,
  playerTable,
  renderLoadedScreen,
  rowCells,
  searchBox,
  serveSeasons,
  shownHeaders,
  shownNames,
} from './screenHarness';

setupMswServer();
beforeEach(() => window.sessionStorage.clear());

const BASE = ['Player', 'Team', 'Position', 'Games Played'];
const PASSING = ['Completions / Attempts', 'Passing Yards', 'TDs / Ints', 'Avg Pass YPG'];
const RUSHING = ['Rushing Attempts', 'Rushing Yards', 'Avg Per Rush', 'Rushing TDs'];
const RECEIVING = ['Receptions / Targets', 'Receiving Yards', 'Avg Per Rec', 'Receiving TDs'];
const DEFENSE = ['Tackles', 'Combined Tackles', 'Sacks', 'Passes Defended', 'Interceptions'];
const SELECT = 'Select for Comparison';

const qb = player({
  name: 'Quinn Arden',
  team_name: 'Kansas City Chiefs',
  position: 'QB',
  games_played: 16,
  pass_completions: 300,
  pass_attempts: 450,
  pass_yards: 4000,
  pass_touchdowns: 30,
  pass_interceptions: 10,
  rush_attempts: 40,
  rush_yards: 150,
  rush_avg_yards: 3.75,
  rush_touchdowns: 2,
});
const rb = player({
  name: 'Rory Banks',
  team_name: '',
  position: 'RB',
  games_played: 15,
  rush_yards: 1100,
  rec_yards: 300,
});
const te = player({ name: 'Theo Crane', team_name: 'Buffalo Bills', position: 'TE', games_played: 17, rec_yards: 800 });
const lb = player({
  name: 'Lars Dane',
  team_name: 'Buffalo Bills',
  position: 'OLB',
  games_played: 17,
  tackles: 90,
  sacks: 7.5,
});

describe('Player Data table', () => {
  beforeEach(() => serveSeasons({ s2025: [qb, rb, te, lb] }));

  it('shows the base columns, the groups the rows call for, and Select for Comparison last', async () => {
    const { user } = await renderLoadedScreen();
    await user.type(searchBox(), 'r');
    expect(shownNames()).toEqual(['Quinn Arden', 'Rory Banks', 'Theo Crane']);
    expect(shownHeaders()).toEqual([...BASE, ...PASSING, ...RUSHING, ...RECEIVING, SELECT]);

    await user.clear(searchBox());
    await user.type(searchBox(), 'theo');
    expect(shownHeaders()).toEqual([...BASE, ...RECEIVING, SELECT]);

    await user.clear(searchBox());
    await user.type(searchBox(), 'a');
    await user.selectOptions(groupSelect(), 'Defense');
    expect(shownNames()).toEqual(['Lars Dane']);
    expect(shownHeaders()).toEqual([...BASE, ...DEFENSE, SELECT]);
  });

  it("shows 'a / b' cells, Avg Pass YPG to one decimal, and averages to one decimal", async () => {
    const { user } = await renderLoadedScreen();
    await user.type(searchBox(), 'quinn');
    expect(rowCells('Quinn Arden').slice(0, 11)).toEqual([
      'Kansas City Chiefs',
      'QB',
      '16',
      '300 / 450',
      '4,000',
      '30 / 10',
      '250.0',
      '40',
      '150',
      '3.8',
      '2',
    ]);
  });

  it('shows N/A for a blank team and for missing stats', async () => {
    const { user } = await renderLoadedScreen();
    await user.type(searchBox(), 'rory');
    expect(rowCells('Rory Banks').slice(0, 5)).toEqual(['N/A', 'RB', '15', 'N/A', '1,100']);
  });

  it("gives each team name its team's colour class", async () => {
    const { user } = await renderLoadedScreen();
    await user.type(searchBox(), 'r');
    expect(within(playerTable()).getByText('Kansas City Chiefs')).toHaveClass('team-kansas-city-chiefs');
    expect(within(playerTable()).getByText('Buffalo Bills')).toHaveClass('team-buffalo-bills');
  });

  it('sorts by Player ascending at first, then by the clicked header: ascending, then toggling', async () => {
    const { user, store } = await renderLoadedScreen();
    await user.type(searchBox(), 'r');
    const header = (name: string) => screen.getByRole('columnheader', { name });
    expect(header('Player')).toHaveAttribute('aria-sort', 'ascending');

    await user.click(screen.getByRole('button', { name: 'Receiving Yards' }));
    expect(header('Receiving Yards')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Player')).not.toHaveAttribute('aria-sort');
    expect(shownNames()).toEqual(['Quinn Arden', 'Rory Banks', 'Theo Crane']); // missing lowest

    await user.click(screen.getByRole('button', { name: 'Receiving Yards' }));
    expect(header('Receiving Yards')).toHaveAttribute('aria-sort', 'descending');
    expect(shownNames()).toEqual(['Theo Crane', 'Rory Banks', 'Quinn Arden']);

    await user.click(screen.getByRole('button', { name: 'Player' }));
    expect(header('Player')).toHaveAttribute('aria-sort', 'ascending');
    expect(store.getState().playerData.sort).toEqual({ column: 'name', direction: 'asc' });
  });

  it('keeps a long result in one table but puts only a window of its rows in the DOM', async () => {
    const many = Array.from({ length: 400 }, (_, i) =>
      player({ name: `Runner ${String(i).padStart(3, '0')}`, position: 'RB' }),
    );
    serveSeasons({ s2025: many });
    const { user } = await renderLoadedScreen();
    await user.type(searchBox(), 'runner');
    expect(playerTable()).toHaveAttribute('aria-rowcount', '401');
    const rows = within(playerTable()).getAllByRole('row');
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThan(60);
    expect(rows[0]).toHaveAttribute('aria-rowindex', '1');
    expect(rows[1]).toHaveAttribute('aria-rowindex', '2');
    expect(shownNames()[0]).toBe('Runner 000');
  });
});

describe('a name the Player column cuts (issue #60)', () => {
  beforeEach(() => {
    serveSeasons({ s2025: [qb, rb, te, lb] });
    // jsdom lays nothing out: the column is 168 px wide, and only Quinn Arden's name is wider.
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('name') ? 168 : 0;
    });
    jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
      if (!this.classList.contains('name')) return 0;
      return this.textContent === 'Quinn Arden' ? 200 : 120;
    });
  });
  afterEach(() => jest.restoreAllMocks());

  const nameBox = (name: string) => within(screen.getByRole('rowheader', { name })).getByText(name);

  it('carries the full name as a title and is marked to show in full once the pointer comes to its row', async () => {
    const { user } = await renderLoadedScreen();
    await user.type(searchBox(), 'r');
    expect(nameBox('Quinn Arden')).not.toHaveAttribute('title');
    await user.hover(nameBox('Quinn Arden'));
    expect(nameBox('Quinn Arden')).toHaveAttribute('title', 'Quinn Arden');
    expect(nameBox('Quinn Arden')).toHaveClass('name', 'cut');
    // The accessible name stays the name alone.
    expect(screen.getByRole('rowheader', { name: 'Quinn Arden' })).toBeInTheDocument();
  });

  it('leaves a name that fits as it is', async () => {
    const { user } = await renderLoadedScreen();
    await user.type(searchBox(), 'r');
    await user.hover(nameBox('Rory Banks'));
    expect(nameBox('Rory Banks')).not.toHaveAttribute('title');
    expect(nameBox('Rory Banks')).not.toHaveClass('cut');
  });

  it('is marked to show in full when focus comes to a control of its row', async () => {
    const { user } = await renderLoadedScreen();
    await user.type(searchBox(), 'quinn');
    const toggle = within(playerTable()).getByRole('button', { name: 'Select Quinn Arden' });
    while (document.activeElement !== toggle) await user.tab();
    expect(nameBox('Quinn Arden')).toHaveClass('cut');
    expect(nameBox('Quinn Arden')).toHaveAttribute('title', 'Quinn Arden');
  });
});
