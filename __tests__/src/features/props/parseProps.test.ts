import { ParseError } from '../../../../src/api/parse';
import { parseProps } from '../../../../src/features/props/parseProps';

const record = (player: unknown, market: unknown, extra: Record<string, unknown> = {}) => ({
  player,
  props: { market, price: 150, selection: { name: 'Over', line: 24.5 }, player: { team: { name: 'Chiefs' } }, ...extra },
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

  it('keeps missing price, selection and line undefined (shown as N/A or hidden later)', () => {
    const [entry] = parseProps([{ player: 'A', props: { market: 'First Touchdown Scorer', price: 'n/a', selection: null } }]);
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

  it.each([['an object', {}], ['null', null]])('rejects %s with a ParseError', (_name, body) => {
    expect(() => parseProps(body)).toThrow(ParseError);
  });
});
