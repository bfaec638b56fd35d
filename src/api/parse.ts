/** Helpers for the parse functions at the network edge: unknown JSON in, app types or a clear error out. */

export class ParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ParseError';
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A finite number, or a numeric string; anything else is undefined. */
export function readNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const number = Number(value);
    return Number.isFinite(number) ? number : undefined;
  }
  return undefined;
}

/** A string (numbers are accepted and turned into text); anything else is undefined. */
export function readString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** What a list held: the items that parsed, and how many were dropped. */
export interface ParsedList<T> {
  items: T[];
  dropped: number;
}

/** Parses each item, keeping the ones that parse; one bad item does not blank a whole screen. */
export function parseItems<T>(list: readonly unknown[], parseItem: (item: unknown) => T | undefined): ParsedList<T> {
  const items: T[] = [];
  for (const item of list) {
    const parsed = parseItem(item);
    if (parsed !== undefined) items.push(parsed);
  }
  return { items, dropped: list.length - items.length };
}

/**
 * The list and its rows frozen, as the store keeps them: the store's immer, finding them frozen,
 * does not walk them again (for a season's 2,000+ rows, tens of milliseconds of one task). Each row
 * is frozen shallowly: a row that holds objects has them frozen first.
 */
export function frozenRows<T extends object>(rows: T[]): T[] {
  for (const row of rows) Object.freeze(row);
  return Object.freeze(rows) as T[];
}

/**
 * A nested list of an answer (a game's books, a book's markets), frozen as frozenRows freezes: the
 * items that parse, none when it is not a list. Each item's own nested lists are frozen first.
 */
export function frozenItems<T extends object>(list: unknown, parseItem: (item: unknown) => T | undefined): T[] {
  return frozenRows(Array.isArray(list) ? parseItems(list, parseItem).items : []);
}

/** A one-line description of a value, for error messages. */
export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : `${typeof value} ${String(value).slice(0, 40)}`;
}
