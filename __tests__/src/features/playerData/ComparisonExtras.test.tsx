import { screen, within } from '@testing-library/react';
import type { PlayerStat } from '../../../../src/features/playerData/types';
import { captureDownloads, csvRecords } from '../../../utils/downloads';
import { setupMswServer } from '../../../utils/msw';
import { player } from './fixtures';
import { renderLoadedScreen, serveSeasons } from './screenHarness';

setupMswServer();
const downloads = captureDownloads();
beforeEach(() => window.sessionStorage.clear());

const qb = player({ name: 'Quinn Arden', position: 'QB', pass_yards: 4000, pass_completions: 300, pass_attempts: 450, rush_yards: 120, games_played: 16 });
const rb = player({ name: 'Rory Banks', position: 'RB', team_name: 'Buffalo Bills', rush_yards: 1100, rush_touchdowns: 0, rec_yards: -5 });
const oldQb = player({ name: 'Quinn Arden', position: 'QB', season_id: 's2024', pass_yards: 3500 });

const openComparison = (selected: PlayerStat[]) =>
  renderLoadedScreen({ comparison: { selected, refusedKey: null, dialogOpen: true } });
const dialog = () => within(screen.getByRole('dialog', { name: 'Player Comparison' }));

beforeEach(() => serveSeasons({ s2025: [qb, rb], s2024: [oldQb] }));

describe('Export CSV in the Player Comparison dialog', () => {
  it("downloads Stat and the players' names, then the dialog's rows", async () => {
    const { user } = await openComparison([qb, rb]);
    await user.click(dialog().getByRole('button', { name: 'Export CSV' }));

    expect(downloads.map((download) => download.filename)).toEqual(['gridline-comparison-2025.csv']);
    const records = await csvRecords(downloads[0]);
    expect(records[0]).toEqual(['Stat', 'Quinn Arden', 'Rory Banks']);
    const tableRows = dialog().getAllByRole('rowheader').map((cell) => cell.textContent);
    const expanded = tableRows.flatMap((header) =>
      ({ 'Completions / Attempts': ['Completions', 'Attempts'], 'TDs / Ints': ['Passing TDs', 'Interceptions Thrown'], 'Receptions / Targets': ['Receptions', 'Targets'] })[
        header ?? ''
      ] ?? [header],
    );
    expect(records.slice(1).map((record) => record[0])).toEqual(expanded);
    const record = (stat: string) => records.find((r) => r[0] === stat)?.slice(1);
    expect(record('Team')).toEqual(['Kansas City Chiefs', 'Buffalo Bills']);
    expect(record('Passing Yards')).toEqual(['4000', '']);
    expect(record('Completions')).toEqual(['300', '']);
    expect(record('Rushing Yards')).toEqual(['120', '1100']);
    expect(record('Rushing TDs')).toEqual(['N/A', '0']);
  });

  it('names both seasons in the file and the headings when the selection spans them', async () => {
    const { user } = await openComparison([qb, oldQb]);
    await user.click(dialog().getByRole('button', { name: 'Export CSV' }));
    expect(downloads[0]?.filename).toBe('gridline-comparison-2025-2024.csv');
    expect((await csvRecords(downloads[0]))[0]).toEqual(['Stat', 'Quinn Arden (2025)', 'Quinn Arden (2024)']);
  });
});
