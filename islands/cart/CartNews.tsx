import type { Cart } from '../../schemas/commerce/cart';
import { itemNameOf } from '../../src/lib/cart/cart-display';
import { flashText, noticeText, type CartTranslator } from '../../src/lib/cart/cart-messages';
import type { CartNews as News } from './use-cart-page';

interface Props {
  readonly cart: Cart;
  readonly news: News;
  readonly t: CartTranslator;
  readonly topError: string | null;
}

/**
 * What the cart page says above the lines: the SOME_PRODUCTS_NO_INVENTORY banner while some lines
 * cannot be bought (a banner, not a toast, §8), a failed call that belongs to no line, the §8
 * flashes about lines that are gone or the whole cart, and the §4 notices (merge, delivery moves).
 */
export default function CartNews({ cart, news, t, topError }: Props) {
  const noInventory = cart.items.some((item) => !item.bonus && item.errors.some((error) => error.errorId === 'ITEM_NOT_AVAILABLE'));
  const lineIds = new Set(cart.items.map((item) => item.id));
  const topFlash = news.flash.filter((flash) => !flash.itemId || !lineIds.has(flash.itemId));
  const notices = news.notifications.map((notice) => ({ notice, ...noticeText(t, notice, itemNameOf(cart, notice.itemId)) }));
  return (
    <>
      {noInventory && <div className="cart-banner cart-banner--error" role="alert" data-testid="cart-no-inventory">{t('error_SOME_PRODUCTS_NO_INVENTORY')}</div>}
      {topError && <div className="cart-banner cart-banner--error" role="alert" data-testid="cart-top-error">{topError}</div>}
      {(topFlash.length > 0 || notices.length > 0) && (
        <div className="cart-news" role="status" data-testid="cart-news">
          {topFlash.map((flash) => (
            <p key={`${flash.type}-${flash.itemId}`} className="cart-banner cart-banner--warning" data-flash={flash.type}>
              {flashText(t, flash, undefined)}
            </p>
          ))}
          {notices.map(({ notice, title, detail }) => (
            <div key={`${notice.code}-${notice.itemId}`} className={`cart-banner cart-banner--${notice.severity === 'error' ? 'warning' : 'info'}`} data-notice={notice.code}>
              <p className="cart-banner__title">{title}</p>
              {detail && <p>{detail}</p>}
            </div>
          ))}
        </div>
      )}
    </>
  );
}
