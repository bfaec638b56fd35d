import { screen, within } from '@testing-library/react';
import type { PlayerStat } from '../../../../src/domain/playerStats';
import { selectComparisonView } from '../../../../src/features/comparison/comparisonViewSlice';
import { server, setupMswServer } from '../../../utils/msw';
import { gameLogRow, researchHandler } from '../../../utils/research';
import { player } from '../playerData/fixtures';
import { renderLoadedScreen, serveSeasons } from '../playerData/screenHarness';

setupMswServer();
beforeEach(() => window.sessionStorage.clear());

const wr = player({ player_id: 'w1', name: 'Wade Cole', position: 'WR', rec_yards: 70 });
const rb = player({ player_id: 'r1', name: 'Rory Banks', position: 'RB', rec_yards: 30 });
const oldWr = player({ player_id: 'w1', name: 'Wade Cole', position: 'WR', season_id: 's2024', rec_yards: 150 });

const rows: Record<string, ReturnType<typeof gameLogRow>[]> = {
  s2025: [
    gameLogRow('w1', 1, { rec_yards: 61, rec_receptions: 5 }),
    gameLogRow('r1', 1, { rec_yards: 12, rec_receptions: 2, rush_yards: 80 }, { position: 'RB' }),
    gameLogRow('r1', 2, { rec_yards: 18, rec_receptions: 3, rush_yards: 45 }, { position: 'RB' }),
    gameLogRow('w1', 3, { rec_yards: 9, rec_receptions: 1 }),
  ],
  s2024: [gameLogRow('w1', 2, { rec_yards: 150, rec_receptions: 9 }, { season_id: 's2024' })],
};

function serveLogs(status = 200) {
  const logs = researchHandler(
    '/playerGameLogs',
    (url) => {
      const ids = url.searchParams.get('player_id')?.split(',') ?? [];
      return status === 200
        ? (rows[url.searchParams.get('season_id') ?? ''] ?? []).filter((row) => ids.includes(row.player_id))
        : { error: 'down' };
    },
    { status },
  );
  server.use(logs.handler);
  return logs.requests;
}

const openComparison = (selected: PlayerStat[]) =>
  renderLoadedScreen({ comparison: { selected, refusedKey: null, dialogOpen: true } });
const dialog = () => within(screen.getByRole('dialog', { name: 'Player Comparison' }));

beforeEach(() => serveSeasons({ s2025: [wr, rb], s2024: [oldWr] }));

describe('the comparison By week view', () => {
  it('opens on the season table and charts as before, and asks for no game logs until By week is chosen', async () => {
    const requests = serveLogs();
    await openComparison([wr, rb]);
    expect(dialog().getByRole('button', { name: 'Season' })).toHaveAttribute('aria-pressed', 'true');
    expect(dialog().getByRole('button', { name: 'By week' })).toHaveAttribute('aria-pressed', 'false');
    expect(dialog().getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(
      dialog()
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toContain('Receiving Yards');
    expect(requests).toEqual([]);
  });

  it('draws the chosen stat by week, one line per player, from one batched request per season', async () => {
    const requests = serveLogs();
    const { user, store } = await openComparison([wr, rb, oldWr]);
    await user.click(dialog().getByRole('button', { name: 'By week' }));
    expect(selectComparisonView(store.getState())).toBe('byWeek');
    const stat = dialog().getByLabelText('Stat');
    await user.selectOptions(stat, 'Receiving Yards');
    const chart = await dialog().findByRole('img', { name: /^Receiving Yards by week: / });
    expect(chart).toHaveAccessibleName(
      'Receiving Yards by week: Wade Cole (2025), Rory Banks (2025), Wade Cole (2024). The table below lists every week.',
    );
    expect(chart.querySelectorAll('.marker')).toHaveLength(5);
    expect(
      within(dialog().getByRole('list', { name: 'Receiving Yards by week: legend' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Wade Cole (2025)', 'Rory Banks (2025)', 'Wade Cole (2024)']);
    expect(requests.map((url) => [url.searchParams.get('season_id'), url.searchParams.get('player_id')])).toEqual([
      ['s2025', 'r1,w1'],
      ['s2024', 'w1'],
    ]);

    await user.click(dialog().getByText('Show by week as a table'));
    const table = dialog().getByRole('table', { name: 'Receiving Yards by week' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)),
    ).toEqual([
      ['Week', 'Wade Cole (2025)', 'Rory Banks (2025)', 'Wade Cole (2024)'],
      ['1', '61', '12', '—'],
      ['2', '—', '18', '150'],
      ['3', '9', '—', '—'],
      ['Season average', '35', '15', '150'],
    ]);

    await user.selectOptions(stat, 'Rushing Yards');
    expect(await dialog().findByRole('img', { name: /^Rushing Yards by week/ })).toBeInTheDocument();
    expect(
      dialog()
        .getByRole('img', { name: /^Rushing Yards by week/ })
        .querySelectorAll('.marker'),
    ).toHaveLength(2); // receivers have no rushing
    expect(requests).toHaveLength(2); // the logs are asked for once
  });

  it('says briefly that the game logs are unavailable, and the season view still works', async () => {
    serveLogs(500);
    const { user } = await openComparison([wr, rb]);
    await user.click(dialog().getByRole('button', { name: 'By week' }));
    expect(await dialog().findByText('Game logs are unavailable')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(dialog().getByRole('button', { name: 'Season' }));
    expect(
      dialog()
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toContain('Receiving Yards');
  });
});
