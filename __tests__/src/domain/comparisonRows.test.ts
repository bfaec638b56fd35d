import { comparisonRows, COLUMNS } from '../../../src/domain/statColumns';
import type { PlayerStat } from '../../../src/domain/playerStats';
import { normalizePosition } from '../../../src/domain/positions';
import { player } from '../features/playerData/fixtures';

const qb = player({
  name: 'Andre Kingsford',
  position: 'QB',
  pass_completions: 344,
  pass_attempts: 542,
  pass_yards: 4070,
  games_played: 16,
  rush_attempts: 38,
});
const wr = player({ name: 'Wes Runner', position: 'WR', rec_receptions: 80, rec_targets: 120, rec_yards: 1100 });
const cb = player({ name: 'Julian Emberton', position: 'CB', tackles: 47, sacks: 0 });
const kicker = player({ name: 'Kay Kicker', position: 'K' });

const row = (rows: ReturnType<typeof comparisonRows>, header: string) => rows.find((r) => r.header === header)?.cells;
const headers = (players: PlayerStat[]) => comparisonRows(players).map((r) => r.header);

describe('comparisonRows', () => {
  it('has no rows without players', () => {
    expect(comparisonRows([])).toEqual([]);
  });

  it('never includes the Player column', () => {
    expect(headers([qb, wr, cb])).not.toContain('Player');
  });

  it('includes every column but Player when the players span offense and defense', () => {
    expect(headers([qb, wr, cb])).toEqual(COLUMNS.slice(1).map((c) => c.header));
  });

  it('includes only the column groups that apply to at least one player', () => {
    expect(headers([wr, player({ position: 'TE' })])).toEqual([
      'Team',
      'Position',
      'Games Played',
      'Rushing Attempts',
      'Rushing Yards',
      'Avg Per Rush',
      'Rushing TDs',
      'Receptions / Targets',
      'Receiving Yards',
      'Avg Per Rec',
      'Receiving TDs',
    ]);
  });

  it('shows only base rows for positions no stat group covers', () => {
    expect(headers([kicker, player({ position: 'P' })])).toEqual(['Team', 'Position', 'Games Played']);
  });

  it('leaves a cell empty where the stat does not apply to the position', () => {
    const rows = comparisonRows([qb, cb]);
    expect(row(rows, 'Passing Yards')).toEqual(['4,070', '']);
    expect(row(rows, 'Tackles')).toEqual(['', '47']);
    expect(row(rows, 'Receiving Yards')).toBeUndefined();
  });

  it('shows N/A where the stat applies but is missing', () => {
    const rows = comparisonRows([qb, wr]);
    expect(row(rows, 'Rushing Yards')).toEqual(['N/A', 'N/A']);
    expect(row(rows, 'Rushing Attempts')).toEqual(['38', 'N/A']);
    expect(row(rows, 'Receptions / Targets')).toEqual(['', '80 / 120']);
    expect(row(rows, 'TDs / Ints')).toEqual(['N/A / N/A', '']);
  });

  it('shows zero as 0, not as missing', () => {
    expect(row(comparisonRows([cb]), 'Sacks')).toEqual(['0']);
  });

  it('formats cells like the table', () => {
    const rows = comparisonRows([qb]);
    expect(row(rows, 'Completions / Attempts')).toEqual(['344 / 542']);
    expect(row(rows, 'Avg Pass YPG')).toEqual(['254.4']);
    expect(row(rows, 'Team')).toEqual(['Kansas City Chiefs']);
  });

  it('always fills the base rows, with N/A for a blank team', () => {
    const rows = comparisonRows([kicker, player({ position: 'K', team_name: ' ', games_played: null })]);
    expect(row(rows, 'Team')).toEqual(['Kansas City Chiefs', 'N/A']);
    expect(row(rows, 'Games Played')).toEqual(['17', 'N/A']);
  });

  it('applies defense to every defensive position, DT, FS and SS included', () => {
    const rows = comparisonRows(
      ['DE', 'DT', 'DL', 'OLB', 'MLB', 'LB', 'FS', 'SS', 'SAF', 'S', 'cb '].map((position) =>
        player({ position: normalizePosition(position), tackles: 1 }),
      ),
    );
    expect(row(rows, 'Tackles')).toEqual(Array(11).fill('1'));
  });

  it('keeps one cell per player in the players order', () => {
    const rows = comparisonRows([cb, qb, wr, kicker]);
    for (const r of rows) expect(r.cells).toHaveLength(4);
    expect(row(rows, 'Position')).toEqual(['CB', 'QB', 'WR', 'K']);
  });

  it('with a position group, drops column groups that the group does not include', () => {
    expect(comparisonRows([qb, wr], 'WR').map((r) => r.header)).toEqual([
      'Team',
      'Position',
      'Games Played',
      'Rushing Attempts',
      'Rushing Yards',
      'Avg Per Rush',
      'Rushing TDs',
      'Receptions / Targets',
      'Receiving Yards',
      'Avg Per Rec',
      'Receiving TDs',
    ]);
    expect(comparisonRows([qb, cb], 'Defense').map((r) => r.header)).toEqual([
      'Team',
      'Position',
      'Games Played',
      'Tackles',
      'Combined Tackles',
      'Sacks',
      'Passes Defended',
      'Interceptions',
    ]);
  });
});
