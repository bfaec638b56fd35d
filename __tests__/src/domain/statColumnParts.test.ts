import fc from 'fast-check';
import { avgPassYpg, COLUMNS } from '../../../src/domain/statColumns';
import { arbPlayer, player } from '../features/playerData/fixtures';

const byId = (id: string) => COLUMNS.find((column) => column.id === id);
const oneDecimal = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  signDisplay: 'negative',
});

describe('column parts (the numbers behind a cell)', () => {
  it('gives text columns no parts and every numeric column one, or two for an a / b column', () => {
    expect(COLUMNS.map((column) => column.parts.length)).toEqual([
      0, 0, 0, 1, 2, 1, 2, 1, 1, 1, 1, 1, 2, 1, 1, 1, 1, 1, 1, 1, 1,
    ]);
    expect(byId('pass_touchdowns')?.parts.map((part) => part.header)).toEqual(['Passing TDs', 'Interceptions Thrown']);
    expect(byId('pass_yards')?.parts.map((part) => part.header)).toEqual(['Passing Yards']);
  });

  it('reads the raw number, undefined when missing, zero kept', () => {
    const [yards] = byId('pass_yards')?.parts ?? [];
    expect(yards?.value(player({ pass_yards: 4070 }))).toBe(4070);
    expect(yards?.value(player({ pass_yards: 0 }))).toBe(0);
    expect(yards?.value(player({ pass_yards: null }))).toBeUndefined();
    expect(yards?.value(player({ pass_yards: Number.NaN }))).toBeUndefined();
  });

  it('rounds Avg Pass YPG to the one decimal the table shows', () => {
    const [average] = byId('avg_pass_ypg')?.parts ?? [];
    expect(average?.value(player({ pass_yards: 4070, games_played: 16 }))).toBe(254.4);
    expect(average?.value(player({ pass_yards: 4183, games_played: 17 }))).toBe(246.1);
    expect(average?.value(player({ pass_yards: 70.1, games_played: 2 }))).toBe(35.1); // 35.05, as the table rounds it
    expect(average?.value(player({ pass_yards: 12345, games_played: 1 }))).toBe(12345);
  });

  it('still shows Avg Pass YPG exactly as the unrounded average formats', () => {
    const column = byId('avg_pass_ypg');
    const halves = fc.integer({ min: -2000, max: 200_000 }).map((n) => player({ pass_yards: n / 20, games_played: 1 }));
    fc.assert(
      fc.property(fc.oneof(arbPlayer, halves), (row) => {
        const raw = avgPassYpg(row);
        expect(column?.cell(row)).toBe(raw === undefined ? 'N/A' : oneDecimal.format(raw));
      }),
    );
  });
});
