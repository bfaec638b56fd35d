import { ParseError } from '../../../../src/api/parse';
import { parseProps, propKey } from '../../../../src/features/props/parseProps';

const record = (player: unknown, market: unknown, extra: Record<string, unknown> = {}) => ({
  player,
  props: {
    market,
    price: 150,
    selection: { name: 'Over', line: 24.5 },
    player: { team: { name: 'Chiefs' } },
    ...extra,
  },
});

describe('parseProps', () => {
  it('groups records by player in order of first appearance', () => {
    expect(parseProps([record('A', 'Rush Yds'), record('B', 'Rec Yds'), record('A', 'Anytime TD')])).toEqual([
      {
        player: 'A',
        team: 'Chiefs',
        lines: [
          { market: 'Rush Yds', price: 150, selectionName: 'Over', line: 24.5 },
          { market: 'Anytime TD', price: 150, selectionName: 'Over', line: 24.5 },
        ],
      },
      { player: 'B', team: 'Chiefs', lines: [{ market: 'Rec Yds', price: 150, selectionName: 'Over', line: 24.5 }] },
    ]);
  });

  it('hands its players over frozen, lines and all, as the store keeps them', () => {
    const players = parseProps([record('A', 'Rush Yds'), record('B', 'Rec Yds'), record('A', 'Anytime TD')]);
    expect(Object.isFrozen(players)).toBe(true);
    expect(
      players.flatMap((player) => [player, player.lines, ...player.lines]).every((part) => Object.isFrozen(part)),
    ).toBe(true);
  });

  it('keeps two players of one name apart by props.player.id, each with his own team and lines', () => {
    const withId = (id: unknown, team: string, market: string) =>
      record('Josh Allen', market, { player: { id, team: { name: team } } });
    const players = parseProps([
      withId('p1', 'Bills', 'Pass Yds'),
      withId('p2', 'Jaguars', 'Rec Yds'),
      withId('p1', 'Bills', 'Rush Yds'),
    ]);
    expect(players.map((p) => [p.player, p.playerId, p.team, p.lines.map((line) => line.market)])).toEqual([
      ['Josh Allen', 'p1', 'Bills', ['Pass Yds', 'Rush Yds']],
      ['Josh Allen', 'p2', 'Jaguars', ['Rec Yds']],
    ]);
    expect(new Set(players.map(propKey)).size).toBe(2);
  });

  it('without ids, keeps them apart by team; a record that names no team joins the one player of its name', () => {
    const onTeam = (team: string | undefined, market: string) =>
      record('Josh Allen', market, { player: team ? { team: { name: team } } : {} });
    const players = parseProps([
      onTeam('Bills', 'Pass Yds'),
      onTeam('Jaguars', 'Rec Yds'),
      onTeam(' bills', 'Rush Yds'),
    ]);
    expect(players.map((p) => [p.team, p.lines.map((line) => line.market)])).toEqual([
      ['Bills', ['Pass Yds', 'Rush Yds']],
      ['Jaguars', ['Rec Yds']],
    ]);
    expect(new Set(players.map(propKey)).size).toBe(2);
    const alone = parseProps([onTeam('Bills', 'Pass Yds'), onTeam(undefined, 'Anytime TD')]);
    expect(alone.map((p) => [p.team, p.lines.length])).toEqual([['Bills', 2]]);
    // With two teams to choose from, a record without one cannot be given to either.
    const unsure = parseProps([
      onTeam('Bills', 'Pass Yds'),
      onTeam('Jaguars', 'Rec Yds'),
      onTeam(undefined, 'Anytime TD'),
    ]);
    expect(unsure.map((p) => p.team)).toEqual(['Bills', 'Jaguars', undefined]);
  });

  it('keeps missing price, selection and line undefined (shown as N/A or hidden later)', () => {
    const [entry] = parseProps([
      { player: 'A', props: { market: 'First Touchdown Scorer', price: 'n/a', selection: null } },
    ]);
    expect(entry).toEqual({ player: 'A', lines: [{ market: 'First Touchdown Scorer' }] });
  });

  it.each([
    ['without a player', record('', 'M')],
    ['without a market', record('A', undefined)],
    ['without props', { player: 'A' }],
    ['that is not an object', 'junk'],
  ])('drops a record %s', (_name, bad) => {
    expect(parseProps([bad, record('Z', 'M')]).map((p) => p.player)).toEqual(['Z']);
  });

  it("reads only the API's records: players in the app's own grouped shape are dropped", () => {
    const appShaped = [{ player: 'A', team: 'Bills', lines: [{ market: 'M', line: 1.5 }] }];
    expect(parseProps(appShaped)).toEqual([]);
  });

  it.each([
    ['an object', {}],
    ['null', null],
  ])('rejects %s with a ParseError', (_name, body) => {
    expect(() => parseProps(body)).toThrow(ParseError);
  });
});
