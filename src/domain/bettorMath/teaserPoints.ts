/*
 * A teaser's sizes and their usual prices, apart from the teaser's maths (teaser.ts and the key-number model it
 * reads): the bet slip's state and address need only these, and they load with the app's first script.
 */

/** The points a teaser moves each leg by. */
export type TeaserPoints = 6 | 6.5 | 7;
export const TEASER_POINTS: readonly TeaserPoints[] = [6, 6.5, 7];

/** The usual price of a two-team teaser at each size (the books' standard board, issue #42). */
export const TWO_LEG_TEASER_PRICE: Record<TeaserPoints, number> = { 6: -110, 6.5: -120, 7: -130 };
