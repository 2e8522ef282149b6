import type { ReactNode } from 'react';
import type { CartItem } from '../../schemas/commerce/cart';
import { formatMoney } from '../../src/shared/i18n/money';
import type { LocaleCode } from '../../src/shared/i18n/sites';
import { imageUrl } from '../../src/lib/media/image-url';
import type { CartTranslator } from '../../src/lib/cart/cart-messages';

interface Props {
  readonly item: CartItem;
  readonly locale: LocaleCode;
  readonly t: CartTranslator;
  /** Where the name links (the product page, carried query kept). */
  readonly href: string;
  /** What goes under the attributes (the cart page's quantity stepper and actions). */
  readonly children?: ReactNode;
  readonly imageSize?: number;
}

/**
 * One cart line as the mini cart and the cart page show it: picture, name, attributes and what it
 * costs, all as the API answered (the line amount after discounts, the unit list price struck
 * through when it is reduced). Gifts say so and cost nothing.
 */
export default function CartLineSummary({ item, locale, t, href, children, imageSize = 96 }: Props) {
  const money = (minor: number) => formatMoney(minor, item.price.currency, locale);
  const reduced = !item.bonus && item.price.amount < item.price.original * item.qty;
  return (
    <div className="cart-line" data-testid="cart-line" data-item-id={item.id} data-variant-id={item.variantId} data-bonus={item.bonus || undefined}>
      <a className="cart-line__media" href={href} tabIndex={-1} aria-hidden="true">
        <img src={imageUrl(item.productImageURL, { width: imageSize, height: imageSize })} alt="" width={imageSize} height={imageSize} loading="lazy" decoding="async" />
      </a>
      <div className="cart-line__body">
        <p className="cart-line__name">
          <a href={href}>{item.name}</a>
        </p>
        {item.bonus && <p className="cart-line__badge">{t('freeGift')}</p>}
        {item.attributes.length > 0 && (
          <ul className="cart-line__attributes">
            {item.attributes.map((attribute) => <li key={attribute.type}>{attribute.label}</li>)}
          </ul>
        )}
        {item.productPromotions.map((promotion) => promotion.calloutMessage && (
          <p key={promotion.promotionId} className="cart-line__promotion">{promotion.calloutMessage}</p>
        ))}
        {children}
      </div>
      <div className="cart-line__price" data-testid="cart-line-price">
        {reduced && (
          <p className="cart-line__original"><span className="visually-hidden">{t('originalPrice')} </span><s>{money(item.price.original * item.qty)}</s></p>
        )}
        <p className="cart-line__amount"><span className="visually-hidden">{t('currentPrice')} </span>{money(item.price.amount)}</p>
        {item.qty > 1 && <p className="cart-line__each">{t('each', { price: money(item.price.current) })}</p>}
      </div>
    </div>
  );
}
