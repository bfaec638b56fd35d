import { ParseError, describe, isRecord, readNumber, readString } from '../../api/parse';
import { MAX_KEY_MARGIN, type KeyNumberTable } from '../../domain/bettorMath/keyNumbers';

const FIELDS = '{source, games, margins, spreadSigma, totalSigma, weights}';

const fail = (what: string): never => {
  throw new ParseError(`Key numbers: ${what}`);
};

/** MAX_KEY_MARGIN + 1 figures (numbers or numeric strings), each `valid`; else a ParseError naming the bad one. */
function figures(raw: unknown, name: string, valid: (value: number) => boolean, rule: string): number[] {
  if (!Array.isArray(raw) || raw.length !== MAX_KEY_MARGIN + 1)
    return fail(
      `${name} must list ${MAX_KEY_MARGIN + 1} figures (margins 0 to ${MAX_KEY_MARGIN}), got ${describe(raw)}`,
    );
  return raw.map((item, k) => {
    const value = readNumber(item);
    return value !== undefined && valid(value) ? value : fail(`${name}[${k}] must be ${rule}, got ${describe(item)}`);
  });
}

const positive = (raw: unknown, name: string): number => {
  const value = readNumber(raw);
  return value !== undefined && value > 0 ? value : fail(`${name} must be a positive number, got ${describe(raw)}`);
};

/**
 * /keyNumbers (issue #42): the real seasons' key-number table. Figures sent as numeric strings are read; a table with
 * any figure missing or out of range is rejected whole (a hole at 3 or 7 would change every price shown), so the
 * screens keep the built-in table.
 */
export function parseKeyNumbers(raw: unknown): KeyNumberTable {
  if (!isRecord(raw)) return fail(`expected ${FIELDS}, got ${describe(raw)}`);
  const source = readString(raw.source)?.trim();
  if (!source) return fail(`source must name where the games came from, got ${describe(raw.source)}`);
  const games = readNumber(raw.games);
  if (games === undefined || !Number.isInteger(games) || games <= 0)
    return fail(`games must be a positive whole number, got ${describe(raw.games)}`);
  const margins = figures(raw.margins, 'margins', (share) => share >= 0 && share <= 1, 'a share from 0 to 1');
  // Rounding in the sender may add a hair over 1.
  if (margins.reduce((sum, share) => sum + share, 0) > 1 + 1e-9) return fail('margins add up to more than 1');
  return {
    source,
    games,
    margins,
    spreadSigma: positive(raw.spreadSigma, 'spreadSigma'),
    totalSigma: positive(raw.totalSigma, 'totalSigma'),
    weights: figures(raw.weights, 'weights', (weight) => weight >= 0, 'a weight of 0 or more'),
  };
}
