import type { LeafCategory } from './build-categories';
import type { SeedRandom } from './random';

/** The option values a product's variants are the cross product of. */
export interface OptionAxes {
  size: string[];
  width?: string[];
  length?: string[];
  fitType?: string[];
}

const halves = (from: number, to: number) => {
  const sizes: string[] = [];
  for (let size = from; size <= to; size += 0.5) sizes.push(String(size));
  return sizes;
};

const KIDS_SHOES = ['10K', '11K', '12K', '13K', '1', '2', '3'];
const KIDS_CLOTHES = ['4', '6', '8', '10', '12', '14'];
const LETTER_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const WAISTS = ['28', '30', '32', '34', '36'];
export const GIFT_CARD_AMOUNTS = ['25', '50', '100', '250'];

export function optionAxes(leaf: LeafCategory, random: SeedRandom): OptionAxes {
  const kids = leaf.rootKey === 'kids';
  switch (leaf.sizing) {
    case 'shoe':
      if (kids) return { size: KIDS_SHOES };
      return {
        size: leaf.rootKey === 'women' ? halves(5, 10) : halves(7, 12),
        ...(random.chance(0.35) ? { width: ['Regular', 'Wide'] } : {}),
      };
    case 'apparel':
      if (kids) return { size: KIDS_CLOTHES };
      return { size: LETTER_SIZES, ...(random.chance(0.25) ? { fitType: ['Regular', 'Slim'] } : {}) };
    case 'trousers':
      return kids ? { size: KIDS_CLOTHES } : { size: WAISTS, length: ['30', '32', '34'] };
    case 'shorts':
      return { size: kids ? KIDS_CLOTHES : WAISTS };
    case 'tent':
      return { size: leaf.key === 'family-tents' ? ['4P', '6P'] : ['1P', '2P', '3P'] };
    case 'sleepingbag':
      return { size: ['Regular', 'Long'] };
    case 'pack':
      return { size: ['S/M', 'M/L'] };
    case 'giftcard':
      return { size: GIFT_CARD_AMOUNTS };
    case 'onesize':
      return { size: ['One Size'] };
  }
}

/** Every combination of the axes, in a stable order (colour outermost). */
export function combinations(colors: string[], axes: OptionAxes) {
  const out: Array<{ color: string; size: string; width?: string; length?: string; fitType?: string }> = [];
  for (const color of colors)
    for (const fitType of axes.fitType ?? [undefined])
      for (const width of axes.width ?? [undefined])
        for (const size of axes.size)
          for (const length of axes.length ?? [undefined])
            out.push({ color, size, ...(width ? { width } : {}), ...(length ? { length } : {}), ...(fitType ? { fitType } : {}) });
  return out;
}
