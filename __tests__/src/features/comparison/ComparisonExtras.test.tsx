import { screen, within } from '@testing-library/react';
import type { PlayerStat } from '../../../../src/domain/playerStats';
import { captureDownloads, csvRecords } from '../../../utils/downloads';
import { setupMswServer } from '../../../utils/msw';
import { player } from '../playerData/fixtures';
import { renderLoadedScreen, serveSeasons } from '../playerData/screenHarness';

setupMswServer();
const downloads = captureDownloads();
beforeEach(() => window.sessionStorage.clear());

const qb = player({
  name: 'Quinn Arden',
  position: 'QB',
  pass_yards: 4000,
  pass_completions: 300,
  pass_attempts: 450,
  rush_yards: 120,
  games_played: 16,
});
const rb = player({
  name: 'Rory Banks',
  position: 'RB',
  team_name: 'Buffalo Bills',
  rush_yards: 1100,
  rush_touchdowns: 0,
  rec_yards: -5,
});
const wr = player({ name: 'Wade Cole', position: 'WR', rush_yards: 440, rec_yards: 1200 });
const oldQb = player({ name: 'Quinn Arden', position: 'QB', season_id: 's2024', pass_yards: 3500 });

const openComparison = (selected: PlayerStat[]) =>
  renderLoadedScreen({ comparison: { selected, refusedKey: null, dialogOpen: true } });
const dialog = () => within(screen.getByRole('dialog', { name: 'Player Comparison' }));
const chart = (label: RegExp) => dialog().getByRole('img', { name: label });
const bars = (img: HTMLElement) => [...img.querySelectorAll('rect')].map((rect) => rect.getAttribute('width'));
const texts = (img: HTMLElement) => [...img.querySelectorAll('text')].map((text) => text.textContent);

beforeEach(() => serveSeasons({ s2025: [qb, rb, wr], s2024: [oldQb] }));

describe('Export CSV in the Player Comparison dialog', () => {
  it("downloads Stat and the players' names, then the dialog's rows", async () => {
    const { user } = await openComparison([qb, rb]);
    await user.click(dialog().getByRole('button', { name: 'Export CSV' }));

    expect(downloads.map((download) => download.filename)).toEqual(['gridline-comparison-2025.csv']);
    const records = await csvRecords(downloads[0]);
    expect(records[0]).toEqual(['Stat', 'Quinn Arden', 'Rory Banks']);
    const tableRows = dialog()
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    const expanded = tableRows.flatMap(
      (header) =>
        ({
          'Completions / Attempts': ['Completions', 'Attempts'],
          'TDs / Ints': ['Passing TDs', 'Interceptions Thrown'],
          'Receptions / Targets': ['Receptions', 'Targets'],
        })[header ?? ''] ?? [header],
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

describe('the comparison chart', () => {
  it('draws a labelled chart per number any player has, none for Team or Position', async () => {
    await openComparison([qb, rb, wr]);
    const titles = dialog()
      .getAllByRole('img')
      .map((img) => img.closest('figure')?.querySelector('figcaption')?.textContent);
    expect(titles).toEqual([
      'Games Played',
      'Completions',
      'Attempts',
      'Passing Yards',
      'Avg Pass YPG',
      'Rushing Yards',
      'Rushing TDs',
      'Receiving Yards',
    ]);
    expect(dialog().getByText('Passing Yards', { selector: 'figcaption' })).toBeVisible();
  });

  it("names each chart by its stat and every player's value", async () => {
    await openComparison([qb, rb, wr]);
    expect(chart(/^Passing Yards:/)).toHaveAccessibleName(
      'Passing Yards: Quinn Arden 4,000; Rory Banks no value; Wade Cole no value',
    );
    expect(chart(/^Rushing Yards:/)).toHaveAccessibleName(
      'Rushing Yards: Quinn Arden 120; Rory Banks 1,100; Wade Cole 440',
    );
  });

  it('labels every player with the value in text, and scales the bars to the largest value', async () => {
    await openComparison([qb, rb, wr]);
    const rushing = chart(/^Rushing Yards:/);
    expect(texts(rushing)).toEqual(['Quinn Arden', '120', 'Rory Banks', '1,100', 'Wade Cole', '440']);
    expect(bars(rushing)).toEqual(['8.18%', '75%', '30%']); // of the width: the rest is room for the value
  });

  it('draws no bar for a missing, zero or negative value, and writes — for a missing one', async () => {
    await openComparison([qb, rb, wr]);
    expect(texts(chart(/^Passing Yards:/))).toEqual(['Quinn Arden', '4,000', 'Rory Banks', '—', 'Wade Cole', '—']);
    expect(bars(chart(/^Passing Yards:/))).toEqual(['75%']);
    expect(bars(chart(/^Rushing TDs:/))).toEqual([]); // 0 for the back, missing for the others
    expect(texts(chart(/^Receiving Yards:/))).toEqual(['Quinn Arden', '—', 'Rory Banks', '-5', 'Wade Cole', '1,200']);
    expect(bars(chart(/^Receiving Yards:/))).toEqual(['75%']);
  });

  it("gives each player's bar its own fill", async () => {
    await openComparison([qb, rb, wr]);
    const rects = [...chart(/^Rushing Yards:/).querySelectorAll('rect')];
    // The fills are theme colours set in CSS by class (custom properties cannot go in fill="…").
    expect(rects.map((rect) => rect.getAttribute('class'))).toEqual(['bar-0', 'bar-1', 'bar-2']);
  });
});
