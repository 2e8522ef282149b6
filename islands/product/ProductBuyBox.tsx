import { $selectedColor } from '../../src/stores/product-selection';
import { useMemo } from 'react';
import BuyBox, { type BuyBoxProps } from './BuyBox';
import { unpackBuyBoxProduct, type PackedBuyBoxProduct } from './buy-box-product';

type Props = Omit<BuyBoxProps, 'onColorChange' | 'product'> & { readonly product: PackedBuyBoxProduct };

/** The product page's buy box: shares the chosen colour with the gallery island. */
export default function ProductBuyBox({ product, ...props }: Props) {
  const unpacked = useMemo(() => unpackBuyBoxProduct(product), [product]);
  return <BuyBox {...props} product={unpacked} onColorChange={(color) => $selectedColor.set(color)} />;
}
