import { ParseError } from '../../../../src/api/parse';
import { parseOddsHistory } from '../../../../src/features/lineHistory/parseOddsHistory';
import { unfrozenPaths } from '../../../utils/frozen';
import { historyAnswer } from '../../../utils/research';

const answer = () =>
  historyAnswer('g1', 'Buffalo Bills', 'Miami Dolphins', '2025-09-14T17:00:00Z', [
    ['2025-09-07T17:00:00Z', -2.5],
    ['2025-09-10T05:00:00Z', -3],
    ['2025-09-14T17:00:00Z', -3.5],
  ]);

describe('parseOddsHistory', () => {
  it('reads the game and every snapshot with its books, oldest first', () => {
    const history = parseOddsHistory(answer());
    expect(history).toMatchObject({
      id: 'g1',
      home_team: 'Buffalo Bills',
      away_team: 'Miami Dolphins',
      commence_time: '2025-09-14T17:00:00Z',
    });
    expect(history.snapshots.map((snapshot) => snapshot.timestamp)).toEqual([
      '2025-09-07T17:00:00Z',
      '2025-09-10T05:00:00Z',
      '2025-09-14T17:00:00Z',
    ]);
    expect(history.snapshots[2]?.bookmakers.map((book) => book.title)).toEqual(['FanDuel', 'DraftKings', 'BetMGM']);
    const spread = history.snapshots[2]?.bookmakers[0]?.markets.find((market) => market.key === 'spreads');
    expect(spread?.outcomes[0]).toEqual({ name: 'Buffalo Bills', price: -110, point: -3.5 });
  });

  it('hands the history over frozen through and through, as the store keeps it (its immer then skips it)', () => {
    const history = parseOddsHistory(answer());
    expect(history.snapshots[0]?.bookmakers[0]?.markets[0]?.outcomes.length).toBeGreaterThan(0);
    expect(unfrozenPaths(history)).toEqual([]);
  });

  it('puts snapshots sent out of order in time order', () => {
    const raw = answer();
    raw.snapshots.reverse();
    expect(parseOddsHistory(raw).snapshots.map((snapshot) => snapshot.timestamp)[0]).toBe('2025-09-07T17:00:00Z');
  });

  it('drops snapshots without a valid timestamp and books without a title', () => {
    const raw = answer() as { snapshots: unknown[] };
    raw.snapshots.push({ timestamp: 'soon', bookmakers: [] }, 'junk', {
      timestamp: '2025-09-14T18:00:00Z',
      bookmakers: [{ key: 'x' }],
    });
    const history = parseOddsHistory(raw);
    expect(history.snapshots).toHaveLength(4);
    expect(history.snapshots[3]?.bookmakers).toEqual([]);
  });

  it.each([
    ['a list', []],
    ['null', null],
    ['an answer without snapshots', { ...answer(), snapshots: undefined }],
    ['an answer without teams', { ...answer(), home_team: undefined }],
    ['an answer with a bad kickoff', { ...answer(), commence_time: 'TBD' }],
  ])('rejects %s with a ParseError', (_name, body) => {
    expect(() => parseOddsHistory(body)).toThrow(ParseError);
  });
});
