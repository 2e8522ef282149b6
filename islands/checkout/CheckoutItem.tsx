import { imageUrl } from '../../src/lib/media/image-url';
import type { CheckoutTranslator } from '../../src/lib/checkout/checkout-messages';

/** One line of the checkout summary or of an order: picture, name, quantity, what it costs. */
export default function CheckoutItem({ name, qty, amount, image, t, money }: {
  readonly name: string;
  readonly qty: number;
  /** Minor units. */
  readonly amount: number;
  readonly image: string;
  readonly t: CheckoutTranslator;
  readonly money: (minor: number) => string;
}) {
  return (
    <li className="checkout-item">
      <img src={imageUrl(image, { width: 128, height: 128 })} alt="" width={64} height={64} loading="lazy" decoding="async" />
      <span className="checkout-item__name">{name}</span>
      <span className="checkout-item__qty">{t('quantityShort', { qty })}</span>
      <span className="checkout-item__price">{money(amount)}</span>
    </li>
  );
}
