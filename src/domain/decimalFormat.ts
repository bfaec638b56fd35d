/**
 * en-US figures as `Intl.NumberFormat('en-US', { maximumFractionDigits, minimumFractionDigits,
 * signDisplay: 'negative' })` writes them, without Intl. A page's first Intl formatter loads its
 * locale data: about 57 ms at full speed, in the render that draws a player's game log once his
 * games arrive, four times that on a phone. A test holds these to Intl's own output.
 *
 * Intl rounds a number's shortest decimal form (what `String(n)` writes: 35.05, not the binary
 * 35.0499…) half away from zero, groups the whole part by thousands, and writes no minus sign for a
 * figure that rounds to zero.
 */

/** Adds one to a string of decimal digits, keeping its leading zeros: '0999' → '1000', '09' → '10', '99' → '100'. */
const incremented = (digits: string) => (BigInt(digits) + 1n).toString().padStart(digits.length, '0');

const grouped = (whole: string) => whole.replace(/\B(?=(\d{3})+$)/g, ',');

/**
 * A finite number with `maxFraction` digits after the point at most, and `minFraction` at least.
 * A number whose shortest form has an exponent (below 1e-6 or from 1e21) is left to Intl.
 */
export function formatDecimal(value: number, minFraction: number, maxFraction: number): string {
  const shortest = String(Math.abs(value));
  if (!Number.isFinite(value) || shortest.includes('e')) {
    return new Intl.NumberFormat('en-US', {
      minimumFractionDigits: minFraction,
      maximumFractionDigits: maxFraction,
      signDisplay: 'negative',
    }).format(value);
  }
  const [whole = '0', fraction = ''] = shortest.split('.');
  // The digits kept, as one integer string, rounded half away from zero on the next digit.
  let digits = whole + fraction.slice(0, maxFraction).padEnd(maxFraction, '0');
  if ((fraction[maxFraction] ?? '0') >= '5') digits = incremented(digits);
  const wholeDigits = digits.slice(0, digits.length - maxFraction) || '0';
  const fractionDigits = digits
    .slice(digits.length - maxFraction)
    .replace(/0+$/, '')
    .padEnd(minFraction, '0');
  const negative = value < 0 && /[1-9]/.test(digits);
  return `${negative ? '-' : ''}${grouped(wholeDigits)}${fractionDigits ? `.${fractionDigits}` : ''}`;
}

/** A probability as a percentage with one decimal: 0.52381 → '52.4%'. */
export function formatPercent(probability: number): string {
  return `${(probability * 100).toFixed(1)}%`;
}

/** A point with its sign, as bettors write it: '−2.5' (a real minus), '+3', and 'PK' for a pick'em. */
export function signedPoint(point: number): string {
  if (point === 0) return 'PK';
  return point > 0 ? `+${point}` : `\u2212${-point}`;
}
