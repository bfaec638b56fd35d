import { screen, within } from '@testing-library/react';
import { selectSelectedPlayers } from '../../../../src/features/comparison/comparisonSlice';
import { setupMswServer } from '../../../utils/msw';
import { player } from '../playerData/fixtures';
import { renderLoadedScreen, searchBox, seasonSelect, serveSeasons } from '../playerData/screenHarness';

setupMswServer();
beforeEach(() => window.sessionStorage.clear());

const qb = player({ name: 'Quinn Arden', position: 'QB', pass_yards: 4000, pass_completions: 300, pass_attempts: 450 });
const rb = player({ name: 'Rory Banks', position: 'RB', team_name: 'Buffalo Bills', rush_yards: 1100 });
const wr = player({ name: 'Wade Cole', position: 'WR' });
const te = player({ name: 'Tate Dunn', position: 'TE' });
const fifth = player({ name: 'Finn Eames', position: 'WR' });
const oldQb = player({ name: 'Quinn Arden', position: 'QB', season_id: 's2024', pass_yards: 3500 });

const toggle = (name: string) => screen.getByRole('button', { name: new RegExp(`^Select(ed)? ${name}$`) });
const compareButton = () => screen.queryByRole('button', { name: /^Compare \(\d\)$/ });
const clearButton = () => screen.queryByRole('button', { name: 'Clear selection' });

async function searchAll() {
  const rendered = await renderLoadedScreen();
  await rendered.user.type(searchBox(), 'a');
  return rendered;
}

describe('choosing players to compare', () => {
  beforeEach(() => serveSeasons({ s2025: [qb, rb, wr, te, fifth], s2024: [oldQb] }));

  it('toggles a row between Select and Selected', async () => {
    const { user } = await searchAll();
    expect(toggle('Quinn Arden')).toHaveTextContent('Select');
    expect(toggle('Quinn Arden')).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle('Quinn Arden'));
    expect(toggle('Quinn Arden')).toHaveTextContent('Selected');
    expect(toggle('Quinn Arden')).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle('Quinn Arden'));
    expect(toggle('Quinn Arden')).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows Compare (n) and Clear selection from two players on; clearing empties the selection', async () => {
    const { user, store } = await searchAll();
    await user.click(toggle('Quinn Arden'));
    expect(compareButton()).not.toBeInTheDocument();
    expect(clearButton()).not.toBeInTheDocument();
    await user.click(toggle('Rory Banks'));
    expect(compareButton()).toHaveTextContent('Compare (2)');
    await user.click(toggle('Wade Cole'));
    expect(compareButton()).toHaveTextContent('Compare (3)');

    await user.click(clearButton() as HTMLElement);
    expect(selectSelectedPlayers(store.getState())).toEqual([]);
    expect(compareButton()).not.toBeInTheDocument();
    expect(toggle('Quinn Arden')).toHaveAttribute('aria-pressed', 'false');
  });

  it('ignores a fifth player and says why, until dismissed', async () => {
    const { user, store } = await searchAll();
    for (const name of ['Quinn Arden', 'Rory Banks', 'Wade Cole', 'Tate Dunn']) await user.click(toggle(name));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    await user.click(toggle('Finn Eames'));
    expect(toggle('Finn Eames')).toHaveAttribute('aria-pressed', 'false');
    expect(selectSelectedPlayers(store.getState())).toHaveLength(4);
    expect(screen.getByRole('status')).toHaveTextContent('At most 4 players can be compared.');
    expect(compareButton()).toHaveTextContent('Compare (4)');

    await user.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('keeps the selection across a season switch', async () => {
    const { user } = await searchAll();
    await user.click(toggle('Quinn Arden'));
    await user.click(toggle('Rory Banks'));
    await user.selectOptions(seasonSelect(), '2024');
    await screen.findByRole('rowheader', { name: 'Quinn Arden' });
    expect(toggle('Quinn Arden')).toHaveAttribute('aria-pressed', 'false'); // the 2024 row is another choice
    expect(compareButton()).toHaveTextContent('Compare (2)');
    await user.selectOptions(seasonSelect(), '2025');
    expect(await screen.findByRole('button', { name: 'Selected Quinn Arden' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('the Player Comparison dialog', () => {
  beforeEach(() => serveSeasons({ s2025: [qb, rb, wr, te, fifth], s2024: [oldQb] }));

  const dialogTable = () => within(screen.getByRole('dialog', { name: 'Player Comparison' }));
  const dialogRow = (header: string) =>
    dialogTable().getByRole('rowheader', { name: header }).closest('tr') as HTMLElement;

  it('has a column per player and a row per table column but Player and Select', async () => {
    const { user } = await searchAll();
    await user.click(toggle('Quinn Arden'));
    await user.click(toggle('Rory Banks'));
    await user.click(compareButton() as HTMLElement);

    const headers = dialogTable()
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Stat', 'Quinn Arden', 'Rory Banks']);
    const rows = dialogTable()
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(rows).toContain('Team');
    expect(rows).toContain('Passing Yards');
    expect(rows).toContain('Receiving Yards');
    expect(rows).not.toContain('Player');
    expect(rows).not.toContain('Select for Comparison');
    expect(rows).not.toContain('Tackles'); // applies to neither

    const cells = (header: string) =>
      within(dialogRow(header))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('Team')).toEqual(['Kansas City Chiefs', 'Buffalo Bills']);
    expect(cells('Passing Yards')).toEqual(['4,000', '']); // not a stat of a running back
    expect(cells('Completions / Attempts')).toEqual(['300 / 450', '']);
    expect(cells('Rushing Yards')).toEqual(['N/A', '1,100']); // missing for the quarterback
  });

  it('closes with its close button', async () => {
    const { user } = await searchAll();
    await user.click(toggle('Quinn Arden'));
    await user.click(toggle('Rory Banks'));
    await user.click(compareButton() as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(compareButton()).toHaveFocus();
  });

  it('names the season under each player when the selection spans seasons', async () => {
    const { user } = await searchAll();
    await user.click(toggle('Quinn Arden'));
    await user.selectOptions(seasonSelect(), '2024');
    await user.click(await screen.findByRole('button', { name: 'Select Quinn Arden' }));
    await user.click(compareButton() as HTMLElement);
    const headers = dialogTable()
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Stat', 'Quinn Arden (2025)', 'Quinn Arden (2024)']);
    expect(
      within(dialogRow('Passing Yards'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['4,000', '3,500']);
  });

  it("shows N/A for a player's blank name", async () => {
    const { user } = await renderLoadedScreen({
      comparison: { selected: [player({ name: ' ' }), qb], refusedKey: null, dialogOpen: true },
    });
    expect(
      dialogTable()
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Stat', 'N/A', 'Quinn Arden']);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says No players selected for comparison with none', async () => {
    await renderLoadedScreen({ comparison: { selected: [], refusedKey: null, dialogOpen: true } });
    expect(dialogTable().getByText('No players selected for comparison')).toBeInTheDocument();
    expect(dialogTable().queryByRole('table')).not.toBeInTheDocument();
  });
});
