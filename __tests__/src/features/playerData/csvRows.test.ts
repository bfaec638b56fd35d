import fc from 'fast-check';
import { comparisonRows, COLUMNS, visibleColumns } from '../../../../src/domain/statColumns';
import { comparisonCsvRows } from '../../../../src/features/comparison/comparisonCsv';
import { playerCsvRows } from '../../../../src/features/playerData/csvRows';
import { arbGroup, arbPlayer, player } from './fixtures';

const qb = player({
  name: 'Andre Kingsford',
  position: 'QB',
  games_played: 16,
  pass_completions: 344,
  pass_attempts: 542,
  pass_yards: 4070,
  pass_touchdowns: 30,
  pass_interceptions: 9,
  rush_attempts: 38,
  rush_yards: -4,
  rush_avg_yards: -0.1,
});
const rb = player({
  name: 'Rory Banks',
  position: 'RB',
  team_name: ' ',
  rush_yards: 1100,
  rec_receptions: 40,
  rec_avg_yards: 7.25,
});
const cb = player({ name: 'Julian Emberton', position: 'CB', tackles: 47, sacks: 0 });

describe('playerCsvRows', () => {
  it('heads the shown columns, an a / b column as its two numbers', () => {
    const [header] = playerCsvRows([qb, rb], visibleColumns([qb, rb], 'Offense'));
    expect(header).toEqual([
      'Player',
      'Team',
      'Position',
      'Games Played',
      'Completions',
      'Attempts',
      'Passing Yards',
      'Passing TDs',
      'Interceptions Thrown',
      'Avg Pass YPG',
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
  });

  it('writes a line per row in the given order: text as the table shows it, numbers raw, missing as empty', () => {
    const columns = COLUMNS.filter((c) => ['base', 'passing', 'rushing'].includes(c.group));
    const [, first, second] = playerCsvRows([qb, rb], columns);
    expect(first).toEqual([
      'Andre Kingsford',
      'Kansas City Chiefs',
      'QB',
      16,
      344,
      542,
      4070,
      30,
      9,
      254.4,
      38,
      -4,
      -0.1,
      undefined,
    ]);
    expect(second?.slice(0, 4)).toEqual(['Rory Banks', 'N/A', 'RB', 17]);
    expect(second?.slice(4, 10)).toEqual(Array(6).fill(undefined));
    expect(second?.[11]).toBe(1100);
  });

  it('keeps only the base columns for a group without stat columns', () => {
    expect(playerCsvRows([cb], visibleColumns([cb], 'Offense'))).toEqual([
      ['Player', 'Team', 'Position', 'Games Played'],
      ['Julian Emberton', 'Kansas City Chiefs', 'CB', 17],
    ]);
  });

  it('has one line per row plus the header, each as long as the header', () => {
    fc.assert(
      fc.property(fc.array(arbPlayer, { maxLength: 12 }), arbGroup, (rows, group) => {
        const lines = playerCsvRows(rows, visibleColumns(rows, group));
        expect(lines).toHaveLength(rows.length + 1);
        for (const line of lines) expect(line).toHaveLength(lines[0]?.length ?? 0);
        expect(lines.slice(1).map((line) => line[0])).toEqual(rows.map((row) => row.name.trim() || 'N/A'));
      }),
    );
  });
});

describe('comparisonCsvRows', () => {
  it("heads Stat and the players, then the dialog's rows, a / b rows as two", () => {
    const lines = comparisonCsvRows(['Andre Kingsford', 'Julian Emberton'], comparisonRows([qb, cb]));
    expect(lines[0]).toEqual(['Stat', 'Andre Kingsford', 'Julian Emberton']);
    expect(lines.map((line) => line[0])).toEqual([
      'Stat',
      'Team',
      'Position',
      'Games Played',
      'Completions',
      'Attempts',
      'Passing Yards',
      'Passing TDs',
      'Interceptions Thrown',
      'Avg Pass YPG',
      'Rushing Attempts',
      'Rushing Yards',
      'Avg Per Rush',
      'Rushing TDs',
      'Tackles',
      'Combined Tackles',
      'Sacks',
      'Passes Defended',
      'Interceptions',
    ]);
  });

  it('writes numbers raw, N/A where missing and empty where the stat does not apply', () => {
    const lines = comparisonCsvRows(['A', 'B'], comparisonRows([qb, cb]));
    const line = (stat: string) => lines.find((l) => l[0] === stat)?.slice(1);
    expect(line('Team')).toEqual(['Kansas City Chiefs', 'Kansas City Chiefs']);
    expect(line('Position')).toEqual(['QB', 'CB']);
    expect(line('Passing Yards')).toEqual([4070, '']);
    expect(line('Attempts')).toEqual([542, '']);
    expect(line('Rushing TDs')).toEqual(['N/A', '']);
    expect(line('Tackles')).toEqual(['', 47]);
    expect(line('Sacks')).toEqual(['', 0]);
    expect(line('Combined Tackles')).toEqual(['', 'N/A']);
  });

  it('has only the header without players', () => {
    expect(comparisonCsvRows([], comparisonRows([]))).toEqual([['Stat']]);
  });
});
