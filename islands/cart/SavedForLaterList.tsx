import type { SavedForLater } from '../../schemas/commerce/cart';
import type { CartTranslator } from '../../src/lib/cart/cart-messages';
import { shopHref } from './cart-context';

type SavedItem = SavedForLater['items'][number];

interface Props {
  readonly saved: SavedForLater;
  readonly t: CartTranslator;
  readonly busy: string | null;
  readonly errors: Readonly<Record<string, string>>;
  onMoveToCart(item: SavedItem, saveForLaterId: string): void;
  onRemove(item: SavedItem, saveForLaterId: string): void;
}

/** The registered shopper's saved-for-later list (spec §3, §4): back to the cart (quantity kept) or removed; unavailable items stay listed. */
export default function SavedForLaterList({ saved, t, busy, errors, onMoveToCart, onRemove }: Props) {
  const listId = saved.saveForLaterId;
  if (!listId || saved.items.length === 0) return null;
  return (
    <section className="cart-saved" aria-labelledby="cart-saved-title" data-testid="saved-for-later">
      <h2 id="cart-saved-title">{t('savedForLaterTitle')} <span className="cart-saved__count">({saved.total})</span></h2>
      <ul className="cart-saved__list">
        {saved.items.map((item) => {
          // The list carries ids and the product page, not a name: the page's slug names it.
          const label = item.pageUrl.split('/').pop()?.replace(/-[A-Z0-9]+$/, '').replace(/-/g, ' ') || item.productId;
          return (
            <li key={item.itemId} className="cart-saved__item" data-testid="saved-item" data-variant-id={item.variantId} aria-busy={busy === item.itemId || undefined}>
              <a className="cart-saved__name" href={shopHref(item.pageUrl)}>{label}</a>
              <span className="cart-saved__qty">{t('quantityShort', { qty: item.qty })}</span>
              {!item.available && <span className="cart-saved__unavailable">{t('savedItemUnavailable')}</span>}
              <span className="cart-saved__actions">
                <button
                  type="button" className="cart-link-button" disabled={!item.available || busy === item.itemId}
                  aria-label={t('moveItemToCart', { item: label })} onClick={() => onMoveToCart(item, listId)}
                >
                  {t('moveToCart')}
                </button>
                <button type="button" className="cart-link-button" disabled={busy === item.itemId} aria-label={t('removeSavedItem', { item: label })} onClick={() => onRemove(item, listId)}>
                  {t('remove')}
                </button>
              </span>
              {errors[item.itemId] && <p className="cart-line__errors" role="alert">{errors[item.itemId]}</p>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
