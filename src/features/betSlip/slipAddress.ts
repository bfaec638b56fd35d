import { MAX_SLIP_LEGS } from '../../domain/bettorMath/parlay';
import { TEASER_POINTS, type TeaserPoints } from '../../domain/bettorMath/teaserPoints';

/** One outcome of one book, as the slip keeps it: the line is read again from the book's current odds. */
export interface SlipLeg {
  week: number;
  gameId: string;
  bookKey: string;
  market: 'h2h' | 'spreads' | 'totals';
  side: 'home' | 'away' | 'over' | 'under';
  /** The spread or total when it was added (a line that moves since is shown as moved). */
  point?: number;
}

export type SlipKind = 'parlay' | 'teaser';

const MARKETS: ReadonlyArray<SlipLeg['market']> = ['h2h', 'spreads', 'totals'];
const SIDES: Record<SlipLeg['market'], ReadonlyArray<SlipLeg['side']>> = {
  h2h: ['home', 'away'],
  spreads: ['home', 'away'],
  totals: ['over', 'under'],
};

/** The same bet: one game, book, market and side (its point may have moved). */
export const sameBet = (a: SlipLeg, b: SlipLeg): boolean =>
  a.gameId === b.gameId && a.bookKey === b.bookKey && a.market === b.market && a.side === b.side;

export const isTeaserPoints = (value: unknown): value is TeaserPoints => TEASER_POINTS.includes(value as TeaserPoints);

/** A leg read from anywhere (the address, a replayed action): undefined unless every field is one the slip knows. */
export function slipLeg(raw: unknown): SlipLeg | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { week, gameId, bookKey, market, side, point } = raw as Record<string, unknown>;
  if (typeof week !== 'number' || !Number.isInteger(week) || week < 1) return undefined;
  if (typeof gameId !== 'string' || gameId === '' || typeof bookKey !== 'string' || bookKey === '') return undefined;
  if (!MARKETS.includes(market as SlipLeg['market'])) return undefined;
  const marketKey = market as SlipLeg['market'];
  if (!SIDES[marketKey].includes(side as SlipLeg['side'])) return undefined;
  const hasPoint = typeof point === 'number' && Number.isFinite(point);
  if ((marketKey === 'h2h') === hasPoint) return undefined;
  return { week, gameId, bookKey, market: marketKey, side: side as SlipLeg['side'], ...(hasPoint ? { point } : {}) };
}

// A field keeps letters, digits, '_', '.' and '-' as they are; anything else (the separators ':' and ',' included)
// is written '~' and four hex digits, which neither the address nor URLSearchParams change.
const escape = (field: string) =>
  field.replace(/[^A-Za-z0-9_.-]/g, (c) => `~${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
const unescape = (field: string) =>
  field.replace(/~([0-9a-f]{4})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** '3:2179e682…:fanduel:spreads:home:-3.5,3:…:h2h:away': week, game, book, market, side and point per leg. */
export function slipSearchValue(legs: readonly SlipLeg[]): string {
  return legs
    .map((leg) =>
      [leg.week, leg.gameId, leg.bookKey, leg.market, leg.side, ...(leg.point === undefined ? [] : [leg.point])]
        .map((field) => escape(String(field)))
        .join(':'),
    )
    .join(',');
}

/** The legs an address names, each checked; a leg that does not read is dropped, and so is a repeat. */
export function legsFromSearchValue(value: string | null): SlipLeg[] {
  if (!value) return [];
  const legs: SlipLeg[] = [];
  for (const part of value.split(',')) {
    const [week, gameId, bookKey, market, side, point] = part.split(':').map(unescape);
    const leg = slipLeg({
      week: Number(week),
      gameId,
      bookKey,
      market,
      side,
      ...(point === undefined || point === '' ? {} : { point: Number(point) }),
    });
    if (leg && !legs.some((kept) => sameBet(kept, leg))) legs.push(leg);
  }
  return legs;
}

/** The slip an address names: its legs (at most MAX_SLIP_LEGS) and, for a teaser, its points. */
export interface SlipInAddress {
  legs: SlipLeg[];
  teaser?: TeaserPoints;
}

export function slipFromAddress(slip: string | null | undefined, teaser: string | null | undefined): SlipInAddress {
  const points = Number(teaser);
  return {
    legs: legsFromSearchValue(slip ?? null).slice(0, MAX_SLIP_LEGS),
    ...(teaser !== null && teaser !== undefined && teaser !== '' && isTeaserPoints(points) ? { teaser: points } : {}),
  };
}

/** '&slip=…' with the legs, and '&teaser=6.5' for a teaser; '' for an empty parlay slip. */
export function slipSearch(legs: readonly SlipLeg[], kind: SlipKind, teaser: TeaserPoints): string {
  return `${legs.length > 0 ? `&slip=${slipSearchValue(legs)}` : ''}${kind === 'teaser' ? `&teaser=${teaser}` : ''}`;
}
