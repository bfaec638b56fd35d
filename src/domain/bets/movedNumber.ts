/*
 * A leg's chances at its own number when the market closed at another (−2.5 taken, −3 at the close): the key-number
 * model of issue #42 (keyNumbers.ts), centred so that at the closing number the side's chance among the non-push
 * outcomes is the close's no-vig probability (CONTRACT §11, "The close and CLV").
 */

import { totalChances, type BetChances, type KeyNumberTable } from '../bettorMath/keyNumbers';
import { normalCdf, wholePointsAround } from '../bettorMath/normal';

/** The side's share of the non-push outcomes. */
const winShare = ({ win, loss }: BetChances): number => win / (win + loss);

/**
 * A spread side's chances at `point` (its own spread) when its margin (its points − the opponent's) is keyNumbers'
 * margin model about `centre`: N(centre, spreadSigma) on whole points, each margin k times w(|k|), renormalised. The
 * model is symmetric in k, so the side's own margin follows it with the side's own centre. marginDistribution fixes
 * the centre so that the market's number is an even bet; here the close's price sets it, so the centre is free.
 */
export function spreadChancesAbout(table: KeyNumberTable, centre: number, point: number): BetChances {
  const sd = table.spreadSigma;
  const chances = { win: 0, push: 0, loss: 0 };
  // 8 sd either side leaves out under 1e-15 of the mass.
  const margins = wholePointsAround(centre, sd, 8);
  let below = normalCdf((margins[0] ?? 0) - 0.5, centre, sd);
  for (const margin of margins) {
    const above = normalCdf(margin + 0.5, centre, sd);
    const share = (above - below) * (table.weights[Math.abs(margin)] ?? 1);
    below = above;
    const by = margin + point;
    if (by > 0) chances.win += share;
    else if (by < 0) chances.loss += share;
    else chances.push += share;
  }
  const sum = chances.win + chances.push + chances.loss;
  return { win: chances.win / sum, push: chances.push / sum, loss: chances.loss / sum };
}

/**
 * Where an increasing `f` reaches `target`, from [low, high] widened as needed, by the Illinois method (regula falsi
 * that halves a stuck end's value): each step costs a whole margin model, and it needs about 8 where bisection to
 * 1e-9 takes 36.
 */
function solveIncreasing(f: (x: number) => number, target: number, low: number, high: number): number {
  const at = (x: number) => f(x) - target;
  let [fLow, fHigh] = [at(low), at(high)];
  for (let step = 0; step < 20 && fLow > 0; step += 1) {
    low -= high - low;
    fLow = at(low);
  }
  for (let step = 0; step < 20 && fHigh < 0; step += 1) {
    high += high - low;
    fHigh = at(high);
  }
  let x = (low + high) / 2;
  let moved = 0;
  for (let step = 0; step < 100 && high - low > 1e-9; step += 1) {
    x = (low * fHigh - high * fLow) / (fHigh - fLow);
    const fx = at(x);
    if (Math.abs(fx) < 1e-14) break;
    if (fx < 0) {
      [low, fLow] = [x, fx];
      if (moved === -1) fHigh /= 2;
      moved = -1;
    } else {
      [high, fHigh] = [x, fx];
      if (moved === 1) fLow /= 2;
      moved = 1;
    }
  }
  return x;
}

/** How far either side of the closing number's even centre the search starts. */
const SEARCH_POINTS = 30;
/** Centres found, per table, by market, side, closing number and no-vig probability; cleared past this many. */
const CENTRES_PER_TABLE = 2048;
const centres = new WeakMap<KeyNumberTable, Map<string, number>>();

function remembered(table: KeyNumberTable, key: string, find: () => number): number {
  let known = centres.get(table);
  const centre = known?.get(key);
  if (centre !== undefined) return centre;
  if (!known || known.size >= CENTRES_PER_TABLE) centres.set(table, (known = new Map()));
  const found = find();
  known.set(key, found);
  return found;
}

export interface MovedLeg {
  market: 'spreads' | 'totals';
  /** 'Over' / 'Under' for a total; a spread is read in the side's own frame, so its team does not matter. */
  side: string;
  point: number;
}

/**
 * A leg's chances at its own number, the model centred so that at `closePoint` its side wins `fair` of the non-push
 * outcomes (0 < fair < 1). Spreads: the key-weighted margin (spreadChancesAbout); totals: issue #42's normal of the
 * total points (totalChances), centred the same way. Undefined for a total's side that is not Over or Under.
 */
export function movedNumberChances(
  table: KeyNumberTable,
  leg: MovedLeg,
  closePoint: number,
  fair: number,
): BetChances | undefined {
  if (leg.market === 'spreads') {
    const key = `s:${closePoint}:${fair}`;
    const at = (centre: number) => winShare(spreadChancesAbout(table, centre, closePoint));
    const centre = remembered(table, key, () =>
      solveIncreasing(at, fair, -closePoint - SEARCH_POINTS, -closePoint + SEARCH_POINTS),
    );
    return spreadChancesAbout(table, centre, leg.point);
  }
  const side = leg.side.trim().toLowerCase();
  if (side !== 'over' && side !== 'under') return undefined;
  // The Over's share rises with the expected total; the Under's is its complement.
  const overShare = side === 'over' ? fair : 1 - fair;
  const key = `t:${closePoint}:${overShare}`;
  const at = (expected: number) => winShare(totalChances(table, expected, 'over', closePoint));
  const expected = remembered(table, key, () =>
    solveIncreasing(at, overShare, closePoint - SEARCH_POINTS, closePoint + SEARCH_POINTS),
  );
  return totalChances(table, expected, side, leg.point);
}
