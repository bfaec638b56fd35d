/*
 * The fair-odds methods by name, apart from their maths (devig.ts): the store and the /nfl address need only these,
 * and they load with the app's first script.
 */

export type DevigMethod = 'multiplicative' | 'additive' | 'power' | 'shin';

/** The methods in the order they are offered; the first is the default. */
export const DEVIG_METHODS: readonly DevigMethod[] = ['multiplicative', 'additive', 'power', 'shin'];

export const DEFAULT_DEVIG_METHOD: DevigMethod = 'multiplicative';

/** Each method's name as it reads in a sentence: "power method", "Shin method". */
export const DEVIG_METHOD_NAMES: Record<DevigMethod, string> = {
  multiplicative: 'multiplicative',
  additive: 'additive',
  power: 'power',
  shin: 'Shin',
};

export function isDevigMethod(value: unknown): value is DevigMethod {
  return typeof value === 'string' && (DEVIG_METHODS as readonly string[]).includes(value);
}
