import { $selectedColor } from '../../src/stores/product-selection';
import BuyBox, { type BuyBoxProps } from './BuyBox';

/** The product page's buy box: shares the chosen colour with the gallery island. */
export default function ProductBuyBox(props: Omit<BuyBoxProps, 'onColorChange'>) {
  return <BuyBox {...props} onColorChange={(color) => $selectedColor.set(color)} />;
}
