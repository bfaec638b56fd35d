import type { KeyNumberTable } from '../domain/bettorMath/keyNumbers';

/** Inlined at build time (webpack.config.js, from data/keyNumbers/); outside webpack, scripts/keyNumbersGlobal.ts. */
declare const __GRIDLINE_KEY_NUMBERS__: KeyNumberTable;

/** How often 2023's games ended by each margin: the key numbers shown until the server serves the real seasons'. */
export const BUILT_IN_KEY_NUMBERS: KeyNumberTable = __GRIDLINE_KEY_NUMBERS__;
