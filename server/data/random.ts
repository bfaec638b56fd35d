import { FIRST_DEMO_SEASON } from './time';
/** Seeded randomness: every generated value is a pure function of the dataset seed and a key. */

// Hot paths: module-level aliases avoid slow global `Math` lookups in sandboxed runtimes (jest).
const { cos, exp, floor, imul, log, sqrt, PI } = Math;

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  float(min: number, max: number): number;
  normal(mean?: number, sd?: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  shuffle<T>(items: readonly T[]): T[];
}

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = imul(t ^ (t >>> 15), t | 1);
    t ^= t + imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A 32-bit hash of a string (cyrb-style mixing, good avalanche for short keys). */
export function hashString(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = imul(h1 ^ c, 2654435761);
    h2 = imul(h2 ^ c, 1597334677);
  }
  h1 = imul(h1 ^ (h1 >>> 16), 2246822507) ^ imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = imul(h2 ^ (h2 >>> 16), 2246822507) ^ imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h1 ^ h2) >>> 0;
}

/** Derives an independent seed, so lazily built parts do not depend on the order they are built in. */
export function deriveSeed(seed: number, ...parts: ReadonlyArray<string | number>): number {
  return hashString(`${seed}|${parts.join('|')}`);
}

export function createRng(seed: number): Rng {
  const next = mulberry32(seed);
  const rng: Rng = {
    next,
    int: (min, max) => min + floor(next() * (max - min + 1)),
    float: (min, max) => min + next() * (max - min),
    normal: (mean = 0, sd = 1) => {
      const u = 1 - next();
      const v = next();
      return mean + sd * sqrt(-2 * log(u)) * cos(2 * PI * v);
    },
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[floor(next() * items.length)] as (typeof items)[number];
    },
    shuffle: (items) => {
      const out = items.slice();
      for (let i = out.length - 1; i > 0; i--) {
        const j = floor(next() * (i + 1));
        const tmp = out[i] as (typeof out)[number];
        out[i] = out[j] as (typeof out)[number];
        out[j] = tmp;
      }
      return out;
    },
  };
  return rng;
}

export function rngFor(seed: number, ...parts: ReadonlyArray<string | number>): Rng {
  return createRng(deriveSeed(seed, ...parts));
}

/**
 * A stream of `season`'s: the first demo season's streams were drawn before the demo followed the calendar (issue
 * #59) and keep their keys, so its answers stay byte for byte; every other season's key names it.
 */
export function seasonRng(seed: number, season: number, name: string, ...parts: ReadonlyArray<string | number>): Rng {
  return season === FIRST_DEMO_SEASON ? rngFor(seed, name, ...parts) : rngFor(seed, name, season, ...parts);
}

/** Deterministic lower-case hex string of the given length for a key. */
export function hexFor(key: string, length: number): string {
  const next = mulberry32(hashString(key));
  let out = '';
  while (out.length < length)
    out += floor(next() * 4294967296)
      .toString(16)
      .padStart(8, '0');
  return out.slice(0, length);
}

/** A Poisson count (normal approximation for large means). */
export function poisson(rng: Rng, mean: number): number {
  if (mean <= 0) return 0;
  if (mean > 30) return Math.max(0, Math.round(rng.normal(mean, sqrt(mean))));
  const limit = exp(-mean);
  let k = 0;
  let p = rng.next();
  while (p > limit) {
    k++;
    p *= rng.next();
  }
  return k;
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
