import './buy-box.css';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { ProductInventory } from '../../schemas/commerce/product';
import { DEFAULT_QTY } from '../../schemas/constants';
import { LOCALES, type LocaleCode } from '../../src/shared/i18n/sites';
import { dispatchAddToCart, type AddToCartDetail } from '../../src/lib/product/add-to-cart-event';
import { buyButtonState, type BuyContext } from '../../src/lib/product/buy-button';
import { isDigitalGiftCard, parseGiftCardAmount } from '../../src/lib/product/gift-card-amount';
import { attributeStates, findVariant, initialSelection, selectOption, withLiveInventory, type Selection } from '../../src/lib/product/variant-selection';
import { $session } from '../../src/stores/session';
import type { BuyBoxProduct } from './buy-box-product';
import type { ApiTarget } from '../shared/api-target';
import BuyButton from './BuyButton';
import GiftCardAmount from './GiftCardAmount';
import type { BuyBoxLabels } from './labels';
import NotifyMeForm from './NotifyMeForm';
import OptionPicker from './OptionPicker';
import PriceTag from './PriceTag';
import type { PickupRequest } from './pickup/pickup-texts';
import type { PaypalExpressProps } from '../wallets/PaypalExpressButton';

/** Loads when a product page that offers PayPal express hydrates its buy box (not in quick shop). */
const PaypalExpressButton = lazy(() => import('../wallets/PaypalExpressButton'));

/** Announces that the shopper is asked to sign in before buying (presale); islands/cart/sign-in-to-buy.ts does it and retries. */
export const SIGN_IN_REQUEST_EVENT = 'storefront:sign-in-request';

export interface BuyBoxProps {
  readonly product: BuyBoxProduct;
  readonly locale: LocaleCode;
  readonly labels: BuyBoxLabels;
  readonly target: ApiTarget;
  readonly context: BuyContext;
  readonly notifyMeEnabled: boolean;
  /** Live stock already fetched (quick shop); when undefined the buy box fetches it. */
  readonly inventory?: ProductInventory | null | undefined;
  /** The cart line's variant in update context. */
  readonly preselectedVariantId?: string | undefined;
  /** The cart line quick shop edits in update context. */
  readonly cartItemId?: string | undefined;
  readonly quantity?: number | undefined;
  readonly idPrefix: string;
  onColorChange?(color: string): void;
  /** Shows the pickup-in-store view; the product page's default opens it as a dialog. */
  onPickupInStore?(request: PickupRequest): void;
  /** The product page's PayPal express button (spec §4): buys the chosen item through PayPal. */
  readonly paypal?: PaypalExpressProps | undefined;
}

function openPickupDialog(request: PickupRequest): void {
  // The dialog, its host and the pickup view load on this click, not with the page.
  void import('./pickup/open-pickup').then(({ openPickup }) => openPickup(request));
}

/** The cart performs the add (or the line update): its code loads on the click, not with the page. */
async function sendToCart(
  target: ApiTarget, detail: AddToCartDetail, itemId: string | undefined, previousVariantId: string | undefined, paypal: PaypalExpressProps | undefined,
): Promise<void> {
  const { requestAddToCart } = await import('../cart/add-to-cart');
  const intent = { productId: detail.productId, variantId: detail.variantId, qty: detail.qty, customAmount: detail.customAmount };
  await requestAddToCart(itemId ? { kind: 'update', target, intent: { ...intent, itemId, previousVariantId } } : { kind: 'add', target, intent, paypal });
}

async function fetchInventory(target: ApiTarget, productId: string): Promise<ProductInventory> {
  const { liveInventory } = await import('../shared/product-api');
  return liveInventory(target, productId);
}

/**
 * Pickers, price, stock and the footer button of a product, shared by the product page and the
 * quick-shop panel. All decisions come from src/lib/product; this file only wires them to the UI.
 */
export default function BuyBox(props: BuyBoxProps) {
  const { product, locale, labels, target, context, notifyMeEnabled, idPrefix, onColorChange, onPickupInStore = openPickupDialog } = props;
  const { text } = labels;
  const session = useStore($session);
  const [inventory, setInventory] = useState<ProductInventory | null>(props.inventory ?? null);
  const [selection, setSelection] = useState<Selection>(() => initialSelection(product, props.preselectedVariantId));
  const [amount, setAmount] = useState('');
  const [amountInvalid, setAmountInvalid] = useState(false);
  const [sending, setSending] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  // Marks the box once React runs in the browser (the server render has no such mark).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  // Live stock is read when the shopper reaches for the box (pointer, touch or keyboard), not on
  // load: the typed client and its schemas stay out of the page's initial JavaScript budget, and
  // the server-rendered stock (at most a few minutes old) is what a shopper sees before that.
  useEffect(() => {
    const element = root.current;
    if (props.inventory !== undefined || !element) return;
    let current = true;
    const events = ['pointerenter', 'touchstart', 'focusin'] as const;
    const load = () => {
      events.forEach((name) => element.removeEventListener(name, load));
      fetchInventory(target, product.id).then(
        (fresh) => current && setInventory(fresh),
        () => undefined, // the server-rendered stock stays; a failed live read is not worth an error
      );
    };
    events.forEach((name) => element.addEventListener(name, load, { passive: true }));
    return () => {
      current = false;
      events.forEach((name) => element.removeEventListener(name, load));
    };
  }, [product.id, target, props.inventory]);

  const live = useMemo(
    () => withLiveInventory(product, inventory, { inStock: text.inStock, outOfStock: text.outOfStock }),
    [product, inventory, text],
  );
  const attributes = attributeStates(live, selection);
  const variant = findVariant(live, selection);
  const state = buyButtonState({ product, variant, session: session.status, context, notifyMeEnabled, now: new Date() });
  const giftCard = isDigitalGiftCard(product);
  const formatDate = (iso: string) => new Intl.DateTimeFormat(LOCALES[locale].tag, { dateStyle: 'long' }).format(new Date(iso));

  function choose(type: (typeof attributes)[number]['type'], value: string) {
    setSelection((previous) => selectOption(live, previous, type, value));
    if (type === 'color') onColorChange?.(value);
  }

  function intent(): AddToCartDetail | null {
    if (!variant) return null;
    let customAmount: number | undefined;
    if (giftCard) {
      const parsed = parseGiftCardAmount(amount);
      setAmountInvalid(!parsed.ok);
      if (!parsed.ok) return null;
      customAmount = parsed.amount;
    }
    return {
      productId: product.id,
      variantId: variant.id,
      qty: props.quantity ?? DEFAULT_QTY,
      ...(context === 'update' ? { update: true } : {}),
      ...(customAmount !== undefined ? { customAmount } : {}),
    };
  }

  function addToCart() {
    const detail = intent();
    if (!detail || !root.current || sending) return;
    dispatchAddToCart(root.current, detail);
    setSending(true);
    const itemId = context === 'update' ? props.cartItemId : undefined;
    // The product page offers PayPal: the mini cart that opens on the add shows its button too.
    sendToCart(target, detail, itemId, props.preselectedVariantId, context === 'page' ? props.paypal : undefined).catch(() => undefined).finally(() => setSending(false));
  }

  // Store pickup is for physical, ready-made items: not gift cards, customised or coming-soon products.
  const pickupTexts = labels.pickup;
  const canPickUp = pickupTexts !== undefined && product.productType === 'physical' && state.kind !== 'customize' && state.kind !== 'coming-soon';

  function checkStores() {
    if (!variant || !pickupTexts) return;
    const options = attributes.map((attribute) => attribute.options.find((option) => option.selected)?.label).filter(Boolean);
    onPickupInStore({
      productId: product.id,
      variantId: variant.id,
      itemLabel: [product.name, ...options].join(', '),
      target,
      texts: pickupTexts,
    });
  }

  /** Focus on the first option group with nothing chosen yet (its first choosable option). */
  function showMissingOption() {
    for (const group of root.current?.querySelectorAll('fieldset[data-attribute]') ?? []) {
      if (group.querySelector('input:checked')) continue;
      group.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus();
      return;
    }
  }

  function signIn() {
    const retry = intent();
    root.current?.dispatchEvent(new CustomEvent(SIGN_IN_REQUEST_EVENT, { detail: { reason: 'presale', retry }, bubbles: true }));
    // After sign-in the add is tried again (spec §4); the sign-in code loads on this click.
    if (retry) void import('../cart/sign-in-to-buy').then(({ signInToBuy }) => signInToBuy(target, retry));
  }

  return (
    <div className="buy-box" ref={root} data-testid="buy-box" data-variant-id={variant?.id} data-qty={props.quantity ?? DEFAULT_QTY} data-hydrated={hydrated ? 'true' : 'false'}>
      <PriceTag price={variant?.price ?? product.price} locale={locale} text={text} range={!variant} />
      {product.presale && <p className="bb-notice">{text.presale}</p>}
      {attributes.map((attribute) => (
        <OptionPicker
          key={attribute.type}
          attribute={attribute}
          legend={text[attribute.type]}
          locale={locale}
          idPrefix={idPrefix}
          notifyMeEnabled={notifyMeEnabled}
          onSelect={(value) => choose(attribute.type, value)}
        />
      ))}
      {variant && (
        <p className={variant.productInventoryState === 'InStock' ? 'bb-stock' : 'bb-stock is-out'} data-testid="buy-box-stock" aria-live="polite">
          {variant.stockStatusLabel}
        </p>
      )}
      {giftCard && state.kind === 'add-to-cart' && (
        <GiftCardAmount value={amount} invalid={amountInvalid} currency={product.currency} locale={locale} text={text} idPrefix={idPrefix} onChange={setAmount} />
      )}
      <div className="bb-footer">
        {state.kind === 'notify-me' && variant ? (
          <NotifyMeForm
            key={variant.id}
            productId={product.id}
            variantId={variant.id}
            target={target}
            labels={labels}
            prefilledEmail={session.status === 'registered' ? (session.email ?? '') : ''}
            idPrefix={idPrefix}
          />
        ) : (
          <BuyButton state={state} text={text} formatDate={formatDate} busy={sending} onAddToCart={addToCart} onSignIn={signIn} onChooseOptions={showMissingOption} />
        )}
      </div>
      {props.paypal && context === 'page' && state.kind === 'add-to-cart' && !giftCard && hydrated && (
        <Suspense fallback={null}>
          <PaypalExpressButton
            {...props.paypal}
            source="pdp"
            prepare={variant ? (api) => import('../wallets/paypal-pdp').then(({ productPageStart }) => productPageStart({ variantId: variant.id, qty: props.quantity ?? DEFAULT_QTY })(api)) : null}
          />
        </Suspense>
      )}
      {canPickUp && (
        <div className="bb-pickup">
          <button
            type="button"
            className="bb-pickup__open"
            onClick={checkStores}
            disabled={!variant || !hydrated}
            aria-describedby={variant ? undefined : `${idPrefix}-pickup-hint`}
            aria-haspopup="dialog"
            data-testid="pickup-open"
          >
            <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24"><path d="M3 9l1.5-5h15L21 9M3 9h18M3 9v11h18V9M9 20v-6h6v6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" /></svg>
            {pickupTexts.pickupCheckStores}
          </button>
          {!variant && <p id={`${idPrefix}-pickup-hint`} className="bb-hint">{pickupTexts.pickupChooseOptions}</p>}
        </div>
      )}
    </div>
  );
}
