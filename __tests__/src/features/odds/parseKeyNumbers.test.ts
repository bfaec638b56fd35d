import { ParseError } from '../../../../src/api/parse';
import { MAX_KEY_MARGIN } from '../../../../src/domain/bettorMath/keyNumbers';
import { parseKeyNumbers } from '../../../../src/features/odds/parseKeyNumbers';

/** A table as the server sends it: 41 margins and weights (3 at 0.147, 7 at 0.081), the two sigmas. */
const answer = () => {
  const margins: unknown[] = Array.from({ length: MAX_KEY_MARGIN + 1 }, () => 0.01);
  margins[3] = 0.147;
  margins[7] = 0.081;
  return {
    source: 'nflverse 2023–2024 (333 games)',
    games: 333,
    margins,
    spreadSigma: 13.41,
    totalSigma: 12.83,
    weights: Array.from({ length: MAX_KEY_MARGIN + 1 }, (_, k): unknown => (k === 3 ? 2.7 : 1)),
  };
};

describe('parseKeyNumbers', () => {
  it('keeps a good table as it was sent', () => {
    expect(parseKeyNumbers(answer())).toEqual(answer());
  });

  it('reads figures sent as numeric strings, trims the source and drops fields it does not know', () => {
    const raw = { ...answer(), source: ' nflverse 2023 ', games: '285', spreadSigma: '13.15', extra: true };
    expect(parseKeyNumbers(raw)).toEqual({ ...answer(), source: 'nflverse 2023', games: 285, spreadSigma: 13.15 });
  });

  it.each<[string, (raw: ReturnType<typeof answer>) => unknown, string]>([
    ['not an object', () => [], 'expected {source, games, margins, spreadSigma, totalSigma, weights}, got a list'],
    ['no source', (raw) => ({ ...raw, source: ' ' }), 'source must name where the games came from'],
    ['games not whole', (raw) => ({ ...raw, games: 2.5 }), 'games must be a positive whole number'],
    ['no games', (raw) => ({ ...raw, games: 0 }), 'games must be a positive whole number'],
    ['a margin short', (raw) => ({ ...raw, margins: raw.margins.slice(1) }), 'margins must list 41 figures'],
    ['a margin not a number', (raw) => ({ ...raw, margins: raw.margins.with(3, 'x') }), 'margins[3] must be a share'],
    ['a negative share', (raw) => ({ ...raw, margins: raw.margins.with(7, -0.1) }), 'margins[7] must be a share'],
    ['shares over 1', (raw) => ({ ...raw, margins: raw.margins.with(0, 0.5) }), 'margins add up to more than 1'],
    ['a sigma of 0', (raw) => ({ ...raw, spreadSigma: 0 }), 'spreadSigma must be a positive number'],
    ['no total sigma', (raw) => ({ ...raw, totalSigma: null }), 'totalSigma must be a positive number'],
    ['a negative weight', (raw) => ({ ...raw, weights: raw.weights.with(3, -1) }), 'weights[3] must be a weight'],
    ['weights missing', (raw) => ({ ...raw, weights: undefined }), 'weights must list 41 figures'],
  ])('rejects a table with %s, saying what is wrong', (_name, change, message) => {
    const parse = () => parseKeyNumbers(change(answer()));
    expect(parse).toThrow(ParseError);
    expect(parse).toThrow(`Key numbers: ${message}`);
  });
});
