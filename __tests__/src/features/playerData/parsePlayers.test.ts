import { ParseError } from '../../../../src/api/parse';
import { parsePlayerStats, parseSeasons } from '../../../../src/features/playerData/parsePlayers';

describe('parseSeasons', () => {
  it('keeps the order sent and labels a season without one by its id', () => {
    expect(parseSeasons([{ id: 'a', label: '2025' }, { id: 'b' }, { label: 'no id' }, null])).toEqual([
      { id: 'a', label: '2025' },
      { id: 'b', label: 'b' },
    ]);
  });

  it.each([
    ['an object', {}],
    ['null', null],
  ])('rejects %s with a ParseError', (_name, body) => {
    expect(() => parseSeasons(body)).toThrow(ParseError);
  });
});

describe('parsePlayerStats', () => {
  it('reads the fields, trims names and upper-cases positions', () => {
    expect(
      parsePlayerStats(
        [
          {
            player_id: 'p1',
            name: ' Ann Lee ',
            team_name: 'Buffalo Bills',
            position: ' wr',
            season_id: 's1',
            games_played: '12',
            rec_yards: 800,
            sacks: null,
          },
        ],
        's1',
      ),
    ).toEqual([
      {
        player_id: 'p1',
        name: 'Ann Lee',
        team_name: 'Buffalo Bills',
        position: 'WR',
        season_id: 's1',
        games_played: 12,
        rec_yards: 800,
      },
    ]);
  });

  it('fills blanks: no name or team is "", no games is null, no season is the requested one', () => {
    expect(parsePlayerStats([{ player_id: 'p', position: 'QB' }], 's9')[0]).toEqual({
      player_id: 'p',
      name: '',
      team_name: '',
      position: 'QB',
      season_id: 's9',
      games_played: null,
    });
  });

  it.each([
    ['a string stat', { pass_yards: 'lots' }],
    ['an infinite stat', { pass_yards: Number.POSITIVE_INFINITY }],
    ['an object stat', { pass_yards: { value: 1 } }],
  ])('leaves %s missing', (_name, stat) => {
    expect(parsePlayerStats([{ player_id: 'p', name: 'X', ...stat }], 's')[0]).not.toHaveProperty('pass_yards');
  });

  it('derives an id when none is sent and keeps the first of duplicates', () => {
    const rows = parsePlayerStats(
      [
        { name: 'A', team_name: 'T', position: 'QB' },
        { player_id: 'd', name: 'B' },
        { player_id: 'd', name: 'C' },
        'junk',
      ],
      's',
    );
    expect(rows.map((row) => [row.player_id, row.name])).toEqual([
      ['A|T|QB', 'A'],
      ['d', 'B'],
    ]);
  });

  it('hands its rows over frozen, list and rows, as the store keeps them', () => {
    const rows = parsePlayerStats(
      [
        { player_id: 'a', name: 'A', pass_yards: 10 },
        { player_id: 'b', name: 'B' },
      ],
      's',
    );
    expect(Object.isFrozen(rows)).toBe(true);
    expect(rows.map((row) => Object.isFrozen(row))).toEqual([true, true]);
    // Flat rows: frozen shallowly, frozen whole.
    expect(
      rows.flatMap((row) => Object.values(row)).filter((value) => value !== null && typeof value === 'object'),
    ).toEqual([]);
  });

  it.each([
    ['an object', { players: [] }],
    ['null', null],
    ['text', 'x'],
  ])('rejects %s with a ParseError', (_name, body) => {
    expect(() => parsePlayerStats(body, 's')).toThrow(ParseError);
  });
});
