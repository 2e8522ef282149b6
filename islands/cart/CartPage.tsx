import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import type { CartItem } from '../../schemas/commerce/cart';
import { linesOf } from '../../src/lib/cart/cart-display';
import { associateSignedIn } from '../../src/lib/session/associate-storage';
import { formatMoney } from '../../src/shared/i18n/money';
import { formatPercentValue } from '../../src/shared/i18n/numbers';
import type { CartMessages } from '../../src/shared/i18n/messages/cart/en';
import type { LocaleCode } from '../../src/shared/i18n/sites';
import { $cartDetails } from '../../src/stores/cart';
import { closeDialog, openDialog } from '../../src/stores/dialogs';
import { showToast } from '../../src/stores/toasts';
import type { PickupTexts } from '../product/pickup/pickup-texts';
import type { ApiTarget } from '../shared/api-target';
import ApproachingPromotions from './ApproachingPromotions';
import CartLineItem, { type CartLineHandlers } from './CartLineItem';
import CartNews from './CartNews';
import CartSummary from './CartSummary';
import CouponForm from './CouponForm';
import GiftChoice from './GiftChoice';
import SavedForLaterList from './SavedForLaterList';
import { cartPageActions } from './cart-page-actions';
import { shopHref, type CartContext, type CartLinks } from './cart-context';
import type { StoreDelivery } from './DeliveryChoice';
import type { StoreChoice } from './StorePickerDialog';
import { useCartPage } from './use-cart-page';
import type { PaypalExpressProps } from '../wallets/PaypalExpressButton';
import './cart.css';
import './cart-page.css';

/** Only an in-store associate's tab loads it (spec §6 price adjustments). */
const PriceAdjustments = lazy(() => import('../associate/PriceAdjustments'));
/** PayPal express under checkout; loaded beside the cart (the product page loads it the same way). */
const PaypalExpressButton = lazy(() => import('../wallets/PaypalExpressButton'));

interface Props {
  readonly target: ApiTarget & { readonly locale: LocaleCode };
  readonly texts: CartMessages;
  readonly links: CartLinks;
  readonly pickupTexts: PickupTexts;
  /** PayPal express under checkout (spec §4); absent: no express button. */
  readonly paypal?: PaypalExpressProps;
}

/** Shows the server-rendered empty-cart recommendations (CartView.astro) while the cart is empty. */
function useEmptyRecommendations(empty: boolean): void {
  useEffect(() => {
    const section = document.getElementById('cart-empty-recommendations');
    if (section) section.hidden = !empty;
  }, [empty]);
}

/**
 * The cart page (spec §2 /cart): every line with its controls, saved for later, the promo code,
 * approaching promotions, the totals and checkout, or the empty state. The page is rendered
 * without the cart (it is personal); this island reads it with the session cookie.
 */
export default function CartPage({ target, texts, links, pickupTexts, paypal }: Props) {
  const context: CartContext = useMemo(() => ({ target, texts, links }), [target, texts, links]);
  const state = useCartPage(context);
  const { t, cart, status, saved, news, lineErrors, couponError, topError, busy, registered } = state;
  const actions = cartPageActions(state);
  const empty = status === 'ready' && (!cart || cart.items.length === 0);
  // An in-store associate (this tab's session) adjusts prices here; read after hydration, like the cart.
  const [associate, setAssociate] = useState(false);
  useEffect(() => setAssociate(associateSignedIn()), []);
  useEmptyRecommendations(empty);

  async function chooseStore(item: CartItem, kind: StoreDelivery, store: StoreChoice) {
    const current = $cartDetails.get();
    const currentId = current?.favStoreId ?? null;
    const moving = current?.items.filter((line) => line.id !== item.id && line.storeId !== null && line.storeId !== store.id) ?? [];
    const apply = async (changed: boolean) => {
      if (!(await actions.store(store.id)) || !(await actions.delivery(item, kind, store.id))) return closeDialog();
      if (changed) void openDialog('store-changed', { title: t('storeChangedTitle'), context, storeName: store.name });
      else closeDialog();
    };
    if (currentId && currentId !== store.id && moving.length > 0) {
      const currentName = current?.items.flatMap((line) => line.shippingOptions).find((option) => option.storeInfo?.id === currentId)?.storeInfo?.name ?? currentId;
      await openDialog('change-store-confirmation', { title: t('changeStoreTitle'), context, storeName: store.name, currentName, onConfirm: () => apply(true) });
      return;
    }
    await apply(false);
  }

  const handlers: CartLineHandlers = {
    onQuantity: (item, qty) => void actions.quantity(item, qty),
    onRemove: (item) => void actions.remove(item),
    onSaveForLater: (item) => void actions.saveForLater(item),
    onHome: (item) => void actions.delivery(item, 'home'),
    onStore: (item, kind, storeId) => void actions.delivery(item, kind, storeId),
    onEdit: (item, opener) => {
      void import('../quickshop/open-quick-shop').then(({ openQuickShop }) => openQuickShop({
        productId: item.productId, productHref: shopHref(item.pdpUrl), apiBasePath: target.apiBasePath, siteId: target.siteId, locale: target.locale,
        opener, context: 'update', variantId: item.variantId, itemId: item.id,
      }));
    },
    onGiftOption: (item, opener) =>
      void openDialog('gift-option', {
        title: t('giftOptionTitle'), context, item,
        onSave: async (gift: CartItem['giftOption']) => {
          const done = await actions.giftOption(item, gift);
          if (done && gift) showToast({ title: t('giftSaved'), message: item.name, kind: 'success' });
          return done;
        },
      }, { returnFocusTo: opener }),
    onPickStore: (item, kind, opener) =>
      void openDialog('change-shipping-method', {
        title: t('storePickerTitle'), context, pickupTexts, kind, item: { productId: item.productId, variantId: item.variantId, name: item.name, qty: item.qty },
        onChoose: (store: StoreChoice) => chooseStore(item, kind, store),
      }, { returnFocusTo: opener }),
  };

  if (status === 'loading' && !cart) return <p className="cart-page__status" role="status">{t('cartLoading')}</p>;
  if (status === 'failed') {
    return (
      <div className="cart-banner cart-banner--error" role="alert" data-testid="cart-load-failed">
        <p>{t('cartLoadFailed')}</p>
        <button type="button" className="cart-button" onClick={() => void state.load()}>{t('tryAgain')}</button>
      </div>
    );
  }
  const savedList = registered && saved ? (
    <SavedForLaterList
      saved={saved} t={t} busy={busy} errors={lineErrors}
      onMoveToCart={(item, listId) => void actions.moveToCart(item, listId)} onRemove={(item, listId) => void actions.removeSaved(item, listId)}
    />
  ) : null;
  if (!cart || cart.items.length === 0) {
    return (
      <div className="cart-page__empty" data-testid="cart-empty">
        <h2>{t('emptyTitle')}</h2>
        <a className="cart-button cart-button--primary" href={links.home}>{t('continueShopping')}</a>
        {savedList}
      </div>
    );
  }
  const money = (minor: number) => formatMoney(minor, cart.currency, target.locale);
  const { paid, gifts } = linesOf(cart);
  return (
    <div className="cart-page__content" data-testid="cart-page" data-basket-id={cart.basketId}>
      <p className="cart-page__count" data-testid="cart-page-count">{t('cartCount', { count: cart.totals.totalUnits })}</p>
      <CartNews cart={cart} news={news} t={t} topError={topError} />
      <div className="cart-page__grid">
        <div className="cart-page__main">
          <ApproachingPromotions promotions={cart.approachingPromotions} surface="cart" money={money} t={t} />
          <ul className="cart-page__lines">
            {[...paid, ...gifts].map((item) => (
              <CartLineItem
                key={item.id} item={item} locale={target.locale} t={t} busy={busy === item.id || busy === 'store'} canSave={registered && !item.bonus}
                actionError={lineErrors[item.id]} flash={news.flash.filter((flash) => flash.itemId === item.id)} handlers={handlers}
              />
            ))}
          </ul>
          {cart.bonusChoices.map((offer) => (
            <GiftChoice key={offer.promotionId} offer={offer} t={t} busy={busy === `gift-${offer.promotionId}`} onSave={(ids) => void actions.chooseGifts(offer.promotionId, ids)} />
          ))}
          {savedList}
        </div>
        <aside className="cart-page__aside">
          {associate && (
            <Suspense fallback={null}>
              <PriceAdjustments cart={cart} target={target} locale={target.locale} money={money} />
            </Suspense>
          )}
          <CouponForm coupons={cart.couponItems} t={t} busy={busy === 'coupon'} error={couponError} onApply={actions.applyCoupon} onRemove={(code) => void actions.removeCoupon(code)} />
          <CartSummary cart={cart} t={t} money={money} percent={(value) => formatPercentValue(value, target.locale)} checkoutHref={links.checkout} express={paypal && <Suspense fallback={null}><PaypalExpressButton {...paypal} source="cart" /></Suspense>} />
        </aside>
      </div>
    </div>
  );
}
