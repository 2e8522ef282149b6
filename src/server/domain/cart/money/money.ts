/**
 * Money arithmetic of the cart: integer minor units end to end (docs/architecture.md "Money
 * paths: the cart", rounding rule). One exact primitive, `mulDivRound`, multiplies by a
 * rational and rounds half away from zero to the minor unit, in BigInt so no float ever touches
 * an amount; percentages, tax rates and proportional shares are all expressed through it.
 * Amounts are already in the currency's minor unit, so the rule is the same for a currency
 * with 0, 2 or 3 minor digits.
 */

/** A currency's minor digits have one rule, shared with the storefront's formatting. */
export { minorDigits } from '../../../../shared/i18n/money';

/** A decimal rate as an integer and its decimal places: 0.14975 is { units: 14975, scale: 5 }. */
export interface Rate {
  readonly units: number;
  readonly scale: number;
}

export const BASIS_POINTS = 10_000;

function assertMinor(amount: number, what = 'amount'): void {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`${what} must be an integer number of minor units, got ${amount}`);
}

/** round(amount × numerator / denominator), halves away from zero. */
export function mulDivRound(amount: number, numerator: number, denominator: number): number {
  assertMinor(amount);
  assertMinor(numerator, 'numerator');
  assertMinor(denominator, 'denominator');
  if (denominator <= 0) throw new RangeError('denominator must be positive');
  const product = BigInt(amount) * BigInt(numerator);
  const d = BigInt(denominator);
  const negative = product < 0n;
  const magnitude = negative ? -product : product;
  let quotient = magnitude / d;
  if ((magnitude % d) * 2n >= d) quotient += 1n;
  return Number(negative ? -quotient : quotient);
}

/** basisPoints/100 percent of an amount (1500 = 15 %), rounded to the minor unit. */
export function percentOf(amount: number, basisPoints: number): number {
  return mulDivRound(amount, basisPoints, BASIS_POINTS);
}

/** Tax added on top of a net amount (US, CA sales tax). */
export function taxOnTop(net: number, rate: Rate): number {
  return mulDivRound(net, rate.units, 10 ** rate.scale);
}

/** The tax inside a gross amount (VAT included): gross × r / (1 + r). */
export function taxIncluded(gross: number, rate: Rate): number {
  const base = 10 ** rate.scale;
  return mulDivRound(gross, rate.units, base + rate.units);
}

/** Parses a numeric column ('0.14975') into a Rate without floats. */
export function parseRate(text: string): Rate {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) throw new RangeError(`Not a rate: ${text}`);
  const fraction = match[2] ?? '';
  return { units: Number(`${match[1]}${fraction}`), scale: fraction.length };
}

export const ZERO_RATE: Rate = { units: 0, scale: 0 };

/**
 * Splits `total` over `weights` in proportion, by largest remainder (Hamilton): every share is
 * the floor of its exact share, and the units left over go one each to the largest fractional
 * remainders (ties: the earlier weight). The shares add up to `total` exactly, a zero weight
 * gets 0, and no share moves more than one unit away from its exact value.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  assertMinor(total, 'total');
  if (total < 0) return allocate(-total, weights).map((share) => -share);
  weights.forEach((weight) => {
    assertMinor(weight, 'weight');
    if (weight < 0) throw new RangeError('weights must not be negative');
  });
  const sum = weights.reduce((acc, weight) => acc + BigInt(weight), 0n);
  if (sum === 0n) {
    if (total === 0) return weights.map(() => 0);
    throw new RangeError('cannot allocate a non-zero total over zero weights');
  }
  const t = BigInt(total);
  const shares = weights.map((weight) => (t * BigInt(weight)) / sum);
  const remainders = weights.map((weight, index) => ({ index, remainder: (t * BigInt(weight)) % sum }));
  let left = Number(t - shares.reduce((acc, share) => acc + share, 0n));
  remainders.sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of remainders) {
    if (left === 0) break;
    shares[index]! += 1n;
    left -= 1;
  }
  return shares.map(Number);
}

export function sumMinor(amounts: readonly number[]): number {
  let total = 0;
  for (const amount of amounts) {
    assertMinor(amount);
    total += amount;
  }
  assertMinor(total, 'sum');
  return total;
}

/**
 * Percent helper of spec §9 on money: part / whole × 100, one decimal, halves away from zero
 * (exact: computed in tenths of a percent with mulDivRound).
 */
export function percentageOf(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return mulDivRound(part, 1000, whole) / 10;
}
