import fc from 'fast-check';
import { filterPlayers, type PlayerQuery } from '../../../../src/features/playerData/playerFilter';
import { matchesGroup, normalizePosition } from '../../../../src/domain/positions';
import type { PlayerStat } from '../../../../src/domain/playerStats';
import { arbGroup, arbPlayer, player } from './fixtures';

const query = (overrides: Partial<PlayerQuery> = {}): PlayerQuery => ({
  seasonId: 's2025',
  search: 'a',
  group: 'Offense',
  ...overrides,
});

const names = (rows: PlayerStat[]) => rows.map((r) => r.name);

describe('filterPlayers', () => {
  it.each<[string, Partial<PlayerStat>, Partial<PlayerQuery>, boolean]>([
    ['keeps a row that meets every rule', {}, {}, true],
    ['drops a row from another season', { season_id: 's2024' }, {}, false],
    ['drops a row with 0 games played', { games_played: 0 }, {}, false],
    ['drops a row with null games played', { games_played: null }, {}, false],
    ['drops a row with negative games played', { games_played: -1 }, {}, false],
    ['drops a row with NaN games played', { games_played: Number.NaN }, {}, false],
    ['keeps a row with 1 game played', { games_played: 1 }, {}, true],
    ['matches the search ignoring case', { name: 'Patrick Mahomes' }, { search: 'MAHOMES' }, true],
    ['matches a lower-case name with an upper-case search', { name: 'patrick mahomes' }, { search: 'Pat' }, true],
    ['matches a substring in the middle of the name', { name: 'Patrick Mahomes' }, { search: 'ck ma' }, true],
    ['trims the search', { name: 'Josh Allen' }, { search: '  allen  ' }, true],
    ['drops a row whose name lacks the search', { name: 'Josh Allen' }, { search: 'mahomes' }, false],
    ['treats regex characters in the search literally', { name: 'Josh Allen' }, { search: '.*' }, false],
    ['finds a name containing regex characters', { name: 'A.J. Brown' }, { search: 'a.j.' }, true],
    ['drops a position outside the group', { position: 'CB' }, { group: 'Offense' }, false],
    ['matches the position ignoring case and padding', { position: normalizePosition(' qb ') }, { group: 'QB' }, true],
    ['puts DE in the DL group', { position: 'DE' }, { group: 'DL' }, true],
    ['puts DT in the DL group', { position: 'DT' }, { group: 'DL' }, true],
    ['puts FS in the S group', { position: 'FS' }, { group: 'S' }, true],
    ['puts SS in the S group', { position: 'SS' }, { group: 'S' }, true],
    ['puts SAF in the S group', { position: 'SAF' }, { group: 'S' }, true],
    ['puts OLB in the LB group', { position: 'OLB' }, { group: 'LB' }, true],
    ['puts MLB in the LB group', { position: 'MLB' }, { group: 'LB' }, true],
    ['puts MLB in the Defense group', { position: 'MLB' }, { group: 'Defense' }, true],
    ['keeps DT out of the Defense group (spec §5)', { position: 'DT' }, { group: 'Defense' }, false],
  ])('%s', (_, row, q, shown) => {
    const rows = [player({ name: 'Aaron Rodgers', ...row })];
    expect(filterPlayers(rows, query(q))).toHaveLength(shown ? 1 : 0);
  });

  it.each(['', '   ', '\t\n'])('returns no rows for the blank search %j', (search) => {
    expect(filterPlayers([player({ name: ' ' }), player()], query({ search }))).toEqual([]);
  });

  it('keeps the input order and the row objects themselves', () => {
    const rows = [
      player({ name: 'Cam' }),
      player({ name: 'Bam', position: 'CB' }),
      player({ name: 'Abe' }),
      player({ name: 'Sam' }),
    ];
    const result = filterPlayers(rows, query({ search: 'AM' }));
    expect(names(result)).toEqual(['Cam', 'Sam']);
    expect(result[0]).toBe(rows[0]);
  });

  it('does not mutate the input', () => {
    const rows = Object.freeze([player({ name: 'Zed' }), player({ name: 'Abe' })]);
    filterPlayers(rows, query({ search: 'e' }));
    expect(names([...rows])).toEqual(['Zed', 'Abe']);
  });
});

describe('filterPlayers properties', () => {
  const arbQuery = fc.record({
    seasonId: fc.constantFrom('s2025', 's2024'),
    search: fc.oneof(fc.constantFrom('', ' ', 'a', 'AN', ' n ', 'é', 'Érin', 'lee'), fc.string({ maxLength: 3 })),
    group: arbGroup,
  });
  const arbRows = fc.array(arbPlayer, { maxLength: 40 });

  // An independent statement of spec §5, written the slow, obvious way.
  const shown = (row: PlayerStat, q: PlayerQuery) => {
    const search = q.search.trim().toLowerCase();
    return (
      search !== '' &&
      row.season_id === q.seasonId &&
      (row.games_played ?? 0) > 0 &&
      row.name.toLowerCase().includes(search) &&
      matchesGroup(row.position, q.group)
    );
  };

  it('returns exactly the rows that satisfy the rule, in input order', () => {
    fc.assert(
      fc.property(arbRows, arbQuery, (rows, q) => {
        expect(filterPlayers(rows, q)).toEqual(rows.filter((r) => shown(r, q)));
      }),
    );
  });

  it('returns a subsequence of the input (same objects, same order)', () => {
    fc.assert(
      fc.property(arbRows, arbQuery, (rows, q) => {
        let cursor = 0;
        for (const row of filterPlayers(rows, q)) {
          while (cursor < rows.length && rows[cursor] !== row) cursor += 1;
          expect(cursor).toBeLessThan(rows.length);
          cursor += 1;
        }
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(arbRows, arbQuery, (rows, q) => {
        const once = filterPlayers(rows, q);
        expect(filterPlayers(once, q)).toEqual(once);
      }),
    );
  });
});
