import type { CartItem, FlashMessage } from '../../schemas/commerce/cart';
import { flashText, type CartTranslator } from '../../src/lib/cart/cart-messages';
import type { LocaleCode } from '../../src/shared/i18n/sites';
import CartLineSummary from './CartLineSummary';
import DeliveryChoice, { type StoreDelivery } from './DeliveryChoice';
import QuantityStepper from './QuantityStepper';
import { shopHref } from './cart-context';

export interface CartLineHandlers {
  onQuantity(item: CartItem, qty: number): void;
  onRemove(item: CartItem): void;
  onEdit(item: CartItem, opener: HTMLElement): void;
  onSaveForLater(item: CartItem): void;
  onGiftOption(item: CartItem, opener: HTMLElement): void;
  onHome(item: CartItem): void;
  onStore(item: CartItem, kind: StoreDelivery, storeId: string): void;
  onPickStore(item: CartItem, kind: StoreDelivery, opener: HTMLElement): void;
}

interface Props {
  readonly item: CartItem;
  readonly locale: LocaleCode;
  readonly t: CartTranslator;
  readonly busy: boolean;
  /** Saved for later is for registered shoppers (spec §6). */
  readonly canSave: boolean;
  /** What the last call about this line failed with (§8: shown at the line). */
  readonly actionError: string | undefined;
  /** Flash messages the API gave about this line. */
  readonly flash: readonly FlashMessage[];
  readonly handlers: CartLineHandlers;
}

/**
 * A line of the cart page: the line itself, its quantity stepper (up to maxQty), remove, edit
 * (quick shop in update context), save for later, gift message and delivery; its own errors
 * (ITEM_NOT_AVAILABLE, NO_PRICE, INVALID_PRICE, a failed change) and flashes under it.
 */
export default function CartLineItem({ item, locale, t, busy, canSave, actionError, flash, handlers }: Props) {
  const errorsId = `cart-line-${item.id}-errors`;
  const itemErrors = item.errors.map((error) => {
    const key = `error_${error.errorId}` as const;
    return key in t.messages ? t(key) : error.message;
  });
  const problems = [...itemErrors, ...(actionError ? [actionError] : []), ...flash.map((entry) => flashText(t, entry, item.name))];
  const physical = !item.bonus && !item.isDigitalProduct && !item.isCustoms;
  return (
    <li className="cart-page__line" data-testid="cart-page-line" data-item-id={item.id} aria-busy={busy || undefined}>
      <CartLineSummary item={item} locale={locale} t={t} href={shopHref(item.pdpUrl)}>
        {item.giftOption?.to && <p className="cart-line__gift">{t('giftOptionFor', { to: item.giftOption.to })}</p>}
        {!item.bonus && (
          <div className="cart-line__controls">
            <QuantityStepper
              id={`qty-${item.id}`} itemName={item.name} qty={item.qty} max={item.maxQty} disabled={busy} t={t}
              describedBy={problems.length > 0 ? errorsId : undefined} onChange={(qty) => handlers.onQuantity(item, qty)}
            />
            <div className="cart-line__actions">
              <button type="button" className="cart-link-button" aria-label={t('editItem', { item: item.name })} disabled={busy} onClick={(event) => handlers.onEdit(item, event.currentTarget)}>{t('edit')}</button>
              <button type="button" className="cart-link-button" aria-label={t('removeItem', { item: item.name })} disabled={busy} onClick={() => handlers.onRemove(item)}>{t('remove')}</button>
              {canSave && (
                <button type="button" className="cart-link-button" aria-label={t('saveItemForLater', { item: item.name })} disabled={busy} onClick={() => handlers.onSaveForLater(item)}>{t('saveForLater')}</button>
              )}
              {physical && (
                <button type="button" className="cart-link-button" aria-haspopup="dialog" disabled={busy} onClick={(event) => handlers.onGiftOption(item, event.currentTarget)}>
                  {item.giftOption?.to ? t('giftOptionEdit') : t('giftOption')}
                </button>
              )}
            </div>
          </div>
        )}
        {physical && (
          <DeliveryChoice
            item={item} t={t} disabled={busy} onHome={() => handlers.onHome(item)}
            onStore={(kind, storeId) => handlers.onStore(item, kind, storeId)} onPickStore={(kind, opener) => handlers.onPickStore(item, kind, opener)}
          />
        )}
        {problems.length > 0 && (
          <div id={errorsId} className="cart-line__errors" role="alert" aria-label={t('itemErrorsLabel', { item: item.name })} data-testid="cart-line-errors">
            {problems.map((problem) => <p key={problem}>{problem}</p>)}
          </div>
        )}
      </CartLineSummary>
    </li>
  );
}
