/**
 * The order a shopper reads sizes in, one rule for the size facet and the buy box:
 * children's shoe sizes (10K … 13K) before the numbered sizes that follow them (1, 2, 3 … 8, 8.5, 9),
 * numbered sizes by value (half sizes between), sizes with a unit after the number (1P, 2P),
 * letter sizes from small to large (XS < S < M < L < XL, S/M < M/L), then words (Regular < Long, One Size).
 */

const LETTERS = ['XXXS', 'XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'];
const WORDS = ['short', 'regular', 'long', 'one size'];
const TODDLER = /^(\d+(?:[.,]\d+)?)\s*K$/i;
const NUMBER = /^\d+(?:[.,]\d+)?$/;
const NUMBER_AND_UNIT = /^(\d+(?:[.,]\d+)?)\s*[A-Za-z]+$/;

const number = (text: string) => Number.parseFloat(text.replace(',', '.'));

function letterRank(size: string): number | undefined {
  const parts = size.toUpperCase().split('/');
  const ranks = parts.map((part) => LETTERS.indexOf(part.replace(/^(\d)XL$/, (_, n: string) => 'X'.repeat(Number(n)) + 'L')));
  if (ranks.some((rank) => rank < 0)) return undefined;
  // S/M sits between S and M.
  return ranks.reduce((sum, rank) => sum + rank, 0) / ranks.length;
}

/** [group, position in the group]: sizes compare by group first. */
function sizeRank(size: string): [number, number] {
  const value = size.trim();
  const toddler = TODDLER.exec(value);
  if (toddler) return [0, number(toddler[1]!)];
  if (NUMBER.test(value)) return [1, number(value)];
  const withUnit = NUMBER_AND_UNIT.exec(value);
  if (withUnit) return [2, number(withUnit[1]!)];
  const letter = letterRank(value);
  if (letter !== undefined) return [3, letter];
  const word = WORDS.indexOf(value.toLowerCase());
  return [4, word < 0 ? WORDS.length : word];
}

/** Compares two size values for sorting (the values, not their localised labels). */
export function compareSizes(a: string, b: string): number {
  const [groupA, rankA] = sizeRank(a);
  const [groupB, rankB] = sizeRank(b);
  return groupA - groupB || rankA - rankB || a.localeCompare(b);
}

/** A copy of the sizes in the order a shopper expects. */
export function sortSizes<T extends string>(sizes: readonly T[]): T[] {
  return [...sizes].sort(compareSizes);
}
