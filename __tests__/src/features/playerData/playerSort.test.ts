import fc from 'fast-check';
import { avgPassYpg } from '../../../../src/domain/statColumns';
import { sortPlayers } from '../../../../src/features/playerData/playerSort';
import { DEFAULT_SORT, type SortState } from '../../../../src/features/playerData/sortState';
import type { PlayerStat, SortColumn } from '../../../../src/domain/playerStats';
import { arbPlayer, player } from './fixtures';

const ids = (rows: PlayerStat[]) => rows.map((r) => r.player_id);
const asc = (column: SortColumn): SortState => ({ column, direction: 'asc' });
const desc = (column: SortColumn): SortState => ({ column, direction: 'desc' });

describe('sortPlayers', () => {
  it('compares numbers numerically, not as text (10 after 9)', () => {
    const rows = [
      player({ player_id: '100', games_played: 100 }),
      player({ player_id: '10', games_played: 10 }),
      player({ player_id: '9', games_played: 9 }),
    ];
    expect(ids(sortPlayers(rows, asc('games_played')))).toEqual(['9', '10', '100']);
    expect(ids(sortPlayers(rows, desc('games_played')))).toEqual(['100', '10', '9']);
  });

  it('orders negative numbers and fractions correctly', () => {
    const rows = [
      player({ player_id: 'a', rush_yards: 2 }),
      player({ player_id: 'b', rush_yards: -7 }),
      player({ player_id: 'c', rush_yards: 0.5 }),
    ];
    expect(ids(sortPlayers(rows, asc('rush_yards')))).toEqual(['b', 'c', 'a']);
  });

  it('compares strings ignoring case', () => {
    const rows = [
      player({ name: 'bob' }),
      player({ name: 'Carl' }),
      player({ name: 'alice' }),
      player({ name: 'Bea' }),
    ];
    expect(sortPlayers(rows, asc('name')).map((r) => r.name)).toEqual(['alice', 'Bea', 'bob', 'Carl']);
  });

  it('treats names that differ only in case or accents as ties, keeping input order', () => {
    const rows = [
      player({ player_id: '1', name: 'erin' }),
      player({ player_id: '2', name: 'Érin' }),
      player({ player_id: '3', name: 'ERIN' }),
    ];
    expect(ids(sortPlayers(rows, asc('name')))).toEqual(['1', '2', '3']);
    expect(ids(sortPlayers(rows, desc('name')))).toEqual(['1', '2', '3']);
  });

  it.each<[string, Partial<PlayerStat>]>([
    ['absent', {}],
    ['null', { pass_yards: null }],
    ['NaN', { pass_yards: Number.NaN }],
  ])('sorts a %s number as lowest: first ascending, last descending', (_, missing) => {
    const rows = [
      player({ player_id: 'high', pass_yards: 10 }),
      player({ player_id: 'missing', ...missing }),
      player({ player_id: 'negative', pass_yards: -3 }),
      player({ player_id: 'zero', pass_yards: 0 }),
    ];
    expect(ids(sortPlayers(rows, asc('pass_yards')))).toEqual(['missing', 'negative', 'zero', 'high']);
    expect(ids(sortPlayers(rows, desc('pass_yards')))).toEqual(['high', 'zero', 'negative', 'missing']);
  });

  it.each(['', '   '])('sorts the blank name %j as lowest', (name) => {
    const rows = [
      player({ player_id: 'b', name: 'Bo' }),
      player({ player_id: 'blank', name }),
      player({ player_id: 'a', name: 'Al' }),
    ];
    expect(ids(sortPlayers(rows, asc('name')))).toEqual(['blank', 'a', 'b']);
    expect(ids(sortPlayers(rows, desc('name')))).toEqual(['b', 'a', 'blank']);
  });

  it('keeps ties in their original order in both directions (desc is not a reverse)', () => {
    const rows = [
      player({ player_id: 't1', sacks: 2 }),
      player({ player_id: 'm1' }),
      player({ player_id: 'low', sacks: 1 }),
      player({ player_id: 't2', sacks: 2 }),
      player({ player_id: 'm2', sacks: null }),
      player({ player_id: 't3', sacks: 2 }),
    ];
    expect(ids(sortPlayers(rows, asc('sacks')))).toEqual(['m1', 'm2', 'low', 't1', 't2', 't3']);
    expect(ids(sortPlayers(rows, desc('sacks')))).toEqual(['t1', 't2', 't3', 'low', 'm1', 'm2']);
  });

  it('sorts Avg Pass YPG by the derived yards per game, not by passing yards', () => {
    const rows = [
      player({ player_id: 'volume', pass_yards: 3000, games_played: 17 }), // 176.5 per game
      player({ player_id: 'rate', pass_yards: 2000, games_played: 8 }), // 250 per game
      player({ player_id: 'none', games_played: 17 }),
    ];
    expect(ids(sortPlayers(rows, asc('avg_pass_ypg')))).toEqual(['none', 'volume', 'rate']);
    expect(ids(sortPlayers(rows, asc('pass_yards')))).toEqual(['none', 'rate', 'volume']);
  });

  it('returns a new array and leaves the input as it was', () => {
    const rows = Object.freeze([player({ name: 'Zed' }), player({ name: 'Abe' })]);
    const sorted = sortPlayers(rows, asc('name'));
    expect(sorted).not.toBe(rows);
    expect(rows.map((r) => r.name)).toEqual(['Zed', 'Abe']);
    expect(sorted.map((r) => r.name)).toEqual(['Abe', 'Zed']);
  });

  it('returns [] for no rows', () => {
    expect(sortPlayers([], DEFAULT_SORT)).toEqual([]);
  });
});

describe('DEFAULT_SORT', () => {
  it('defaults to Player name ascending (CONTRACT §5)', () => {
    expect(DEFAULT_SORT).toEqual({ column: 'name', direction: 'asc' });
  });
});

describe('sortPlayers properties', () => {
  const COLUMNS: SortColumn[] = [
    'name',
    'team_name',
    'position',
    'games_played',
    'pass_yards',
    'sacks',
    'rec_avg_yards',
    'avg_pass_ypg',
  ];
  const arbSort = fc.record({
    column: fc.constantFrom(...COLUMNS),
    direction: fc.constantFrom<'asc' | 'desc'>('asc', 'desc'),
  });
  const arbRows = fc.array(arbPlayer, { maxLength: 40 });

  // Written independently of the implementation: missing is -1, values compare after it.
  const value = (row: PlayerStat, column: SortColumn) => (column === 'avg_pass_ypg' ? avgPassYpg(row) : row[column]);
  const isMissing = (v: unknown) =>
    v === undefined || v === null || Number.isNaN(v) || (typeof v === 'string' && v.trim() === '');
  const compareAsc = (a: PlayerStat, b: PlayerStat, column: SortColumn): number => {
    const x = value(a, column);
    const y = value(b, column);
    if (isMissing(x) || isMissing(y)) return Number(!isMissing(x)) - Number(!isMissing(y));
    if (typeof x === 'string' && typeof y === 'string') return x.localeCompare(y, 'en', { sensitivity: 'base' });
    return Math.sign(Number(x) - Number(y));
  };
  const compare = (a: PlayerStat, b: PlayerStat, sort: SortState) =>
    (sort.direction === 'asc' ? 1 : -1) * compareAsc(a, b, sort.column);

  it('returns a permutation of the input', () => {
    fc.assert(
      fc.property(arbRows, arbSort, (rows, sort) => {
        const sorted = sortPlayers(rows, sort);
        expect(sorted).toHaveLength(rows.length);
        expect(new Set(sorted)).toEqual(new Set(rows));
        const count = (list: PlayerStat[], row: PlayerStat) => list.filter((r) => r === row).length;
        for (const row of rows) expect(count(sorted, row)).toBe(count(rows, row));
      }),
    );
  });

  it('orders every neighbouring pair by the comparator, keeping input order on ties (both directions)', () => {
    fc.assert(
      fc.property(arbRows, arbSort, (rows, sort) => {
        const sorted = sortPlayers(rows, sort);
        for (let i = 1; i < sorted.length; i++) {
          const a = sorted[i - 1] as PlayerStat;
          const b = sorted[i] as PlayerStat;
          const order = compare(a, b, sort);
          expect(order).toBeLessThanOrEqual(0);
          if (order === 0) expect(rows.indexOf(a)).toBeLessThan(rows.indexOf(b));
        }
      }),
    );
  });

  it('does not mutate the input array or its rows', () => {
    fc.assert(
      fc.property(arbRows, arbSort, (rows, sort) => {
        const before = structuredClone(rows);
        const order = [...rows];
        sortPlayers(rows, sort);
        expect(rows).toEqual(before);
        rows.forEach((row, i) => expect(row).toBe(order[i]));
      }),
    );
  });

  it('descending equals ascending reversed only between groups of equal keys', () => {
    fc.assert(
      fc.property(arbRows, fc.constantFrom(...COLUMNS), (rows, column) => {
        const up = sortPlayers(rows, asc(column));
        const down = sortPlayers(rows, desc(column));
        // Reversing the ascending result and then restoring input order within ties gives the descending one.
        const expected = [...up].reverse();
        const groups: PlayerStat[][] = [];
        for (const row of expected) {
          const last = groups.at(-1);
          if (last && compareAsc(last[0] as PlayerStat, row, column) === 0) last.push(row);
          else groups.push([row]);
        }
        const restored = groups.flatMap((g) => g.sort((a, b) => rows.indexOf(a) - rows.indexOf(b)));
        expect(down).toEqual(restored);
      }),
    );
  });
});
