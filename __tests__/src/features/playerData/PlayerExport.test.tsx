import { screen, within } from '@testing-library/react';
import { captureDownloads, csvRecords } from '../../../utils/downloads';
import { setupMswServer } from '../../../utils/msw';
import { player } from './fixtures';
import { groupSelect, renderLoadedScreen, searchBox, serveSeasons, shownNames } from './screenHarness';

setupMswServer();
const downloads = captureDownloads();
beforeEach(() => window.sessionStorage.clear());

const rows = [
  player({
    name: 'Quinn Arden',
    position: 'QB',
    pass_yards: 4000,
    pass_completions: 300,
    pass_attempts: 450,
    rush_yards: 120,
  }),
  player({
    name: 'Rory Banks',
    position: 'RB',
    team_name: 'Buffalo Bills',
    rush_yards: 1100,
    rush_avg_yards: 4.4,
    games_played: 16,
  }),
  player({ name: 'Wade Cole', position: 'WR', rush_yards: 35, rec_yards: 1200, rec_receptions: 90, rec_targets: 130 }),
  player({ name: 'Éric Naïf', position: 'RB', team_name: '=cmd|calc', rush_yards: -12 }),
  player({ name: 'Tate Dunn', position: 'TE', rec_yards: 700 }),
  player({ name: 'Sam Ames', position: 'LB', tackles: 90 }),
  player({ name: 'Ned Idle', position: 'RB', games_played: 0 }),
];

const exportButton = () => screen.getByRole('button', { name: 'Export CSV' });
const columnHeader = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}[▲▼]?$`) });

describe('Export CSV on the Player Data screen', () => {
  beforeEach(() => serveSeasons({ s2025: rows }));

  it('is there only while the table shows rows', async () => {
    const { user } = await renderLoadedScreen();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
    await user.type(searchBox(), 'zzz');
    expect(screen.getByText('No results found.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
    await user.clear(searchBox());
    await user.type(searchBox(), 'a');
    expect(screen.getByText('5 players').parentElement).toContainElement(exportButton());
  });

  it('downloads the shown rows, filtered and in the shown order, with the shown columns', async () => {
    const { user } = await renderLoadedScreen();
    await user.type(searchBox(), 'r');
    await user.selectOptions(groupSelect(), 'Running Back (RB)');
    await user.click(columnHeader('Rushing Yards'));
    await user.click(columnHeader('Rushing Yards')); // descending
    expect(shownNames()).toEqual(['Rory Banks', 'Éric Naïf']);

    await user.click(exportButton());
    expect(downloads.map((download) => download.filename)).toEqual(['gridline-players-2025-rb.csv']);
    const records = await csvRecords(downloads[0]);
    expect(records[0]).toEqual([
      'Player',
      'Team',
      'Position',
      'Games Played',
      'Rushing Attempts',
      'Rushing Yards',
      'Avg Per Rush',
      'Rushing TDs',
      'Receptions',
      'Targets',
      'Receiving Yards',
      'Avg Per Rec',
      'Receiving TDs',
    ]);
    expect(records.slice(1)).toEqual([
      ['Rory Banks', 'Buffalo Bills', 'RB', '16', '', '1100', '4.4', '', '', '', '', '', ''],
      ['Éric Naïf', "'=cmd|calc", 'RB', '17', '', '-12', '', '', '', '', '', '', ''],
    ]);
  });

  it('exports every row of a long result, not only those the table renders', async () => {
    const many = Array.from({ length: 250 }, (_, i) =>
      player({ name: `Back ${String(i).padStart(3, '0')}`, position: 'RB', rush_yards: i }),
    );
    serveSeasons({ s2025: many });
    const { user } = await renderLoadedScreen();
    await user.type(searchBox(), 'back');
    expect(screen.getByText('250 players')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('rowheader').length).toBeLessThan(100);

    await user.click(exportButton());
    const records = await csvRecords(downloads[0]);
    expect(records).toHaveLength(251);
    expect(records[1]?.[0]).toBe('Back 000');
    expect(records[250]?.[0]).toBe('Back 249');
  });
});
