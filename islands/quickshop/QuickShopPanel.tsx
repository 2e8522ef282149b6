import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { Product, ProductInventory } from '../../schemas/commerce/product';
import { getProductDetails, getProductInventory } from '../../src/lib/api/products';
import { DIALOG_TRANSITION_MS, QUICK_SHOP_QTY } from '../../schemas/constants';
import type { LocaleCode } from '../../src/shared/i18n/sites';
import { initialSelection } from '../../src/lib/product/variant-selection';
import { PRODUCT_FEATURES } from '../../src/lib/product/features';
import BuyBox from '../product/BuyBox';
import { browserApi } from '../shared/browser-api';
import { toBuyBoxProduct } from '../product/buy-box-product';
import type { ApiTarget } from '../shared/api-target';
import type { BuyBoxLabels } from '../product/labels';
import type { PickupRequest } from '../product/pickup/pickup-texts';
import './quick-shop.css';

// The panel is a native modal dialog, above any other dialog: store availability opens inside it.
const PickupInStore = lazy(() => import('../product/pickup/PickupInStore'));

export interface QuickShopTexts {
  readonly close: string;
  readonly loading: string;
  readonly failed: string;
  readonly viewFullDetails: string;
  readonly quickShop: string;
}

interface Props {
  readonly productId: string;
  readonly productHref: string;
  readonly target: ApiTarget & { readonly locale: LocaleCode };
  readonly labels: BuyBoxLabels;
  readonly texts: QuickShopTexts;
  onClosed(): void;
}

type Load = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; product: Product; inventory: ProductInventory };

/**
 * The quick-shop dialog (spec §2): the product's pickers, notification banner and footer button,
 * i.e. the same BuyBox as the product page with quantity 1. A native modal dialog keeps focus
 * inside; Escape and the close button close it after the 250 ms transition; the opener gets
 * focus back (done by the caller in onClosed). Modal on small screens, side panel on large.
 */
export default function QuickShopPanel({ productId, productHref, target, labels, texts, onClosed }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [color, setColor] = useState<string | null>(null);
  const [pickup, setPickup] = useState<PickupRequest | null>(null);
  const backButton = useRef<HTMLButtonElement>(null);
  const closing = useRef(false);

  useEffect(() => {
    dialog.current?.showModal();
    const frame = requestAnimationFrame(() => setOpen(true));
    const api = browserApi(target);
    Promise.all([getProductDetails(api, productId), getProductInventory(api, productId)]).then(
      ([product, inventory]) => {
        setColor(initialSelection(product).color ?? null);
        setLoad({ kind: 'ready', product, inventory });
      },
      () => setLoad({ kind: 'failed' }), // §8: product details failures are logged only
    );
    return () => cancelAnimationFrame(frame);
  }, [productId, target]);

  useEffect(() => {
    if (pickup) backButton.current?.focus();
  }, [pickup]);

  function closePickup() {
    setPickup(null);
    // Back to the buy box: focus its store button again.
    requestAnimationFrame(() => dialog.current?.querySelector<HTMLElement>('[data-testid="pickup-open"]')?.focus());
  }

  function close() {
    if (closing.current) return;
    closing.current = true;
    setOpen(false);
    window.setTimeout(() => {
      dialog.current?.close();
      onClosed();
    }, DIALOG_TRANSITION_MS);
  }

  const product = load.kind === 'ready' ? load.product : null;
  const image = product?.images.find((candidate) => candidate.color === color) ?? product?.images[0];
  const titleId = `quickshop-title-${productId}`;

  return (
    <dialog
      ref={dialog}
      className={open ? 'quickshop is-open' : 'quickshop'}
      aria-labelledby={titleId}
      data-testid="quick-shop"
      style={{ ['--dialog-transition' as string]: `${DIALOG_TRANSITION_MS}ms` }}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClick={(event) => {
        if (event.target === dialog.current) close();
      }}
    >
      <div className="quickshop__inner">
        <header className="quickshop__header">
          <h2 id={titleId} className="quickshop__title">{product?.name ?? texts.quickShop}</h2>
          <button type="button" className="quickshop__close" onClick={close} autoFocus aria-label={texts.close}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        {load.kind === 'loading' && <p role="status">{texts.loading}</p>}
        {load.kind === 'failed' && <p role="alert">{texts.failed}</p>}
        {load.kind === 'ready' && pickup && (
          <section className="quickshop__pickup" aria-labelledby={`${titleId}-pickup`}>
            <button ref={backButton} type="button" className="quickshop__back" onClick={closePickup}>
              <span aria-hidden="true">‹ </span>{pickup.texts.pickupBack}
            </button>
            <h3 id={`${titleId}-pickup`} className="quickshop__subtitle">{pickup.texts.pickupInStore}</h3>
            <Suspense fallback={<p role="status">{texts.loading}</p>}>
              <PickupInStore {...pickup} />
            </Suspense>
          </section>
        )}
        {load.kind === 'ready' && (
          <div className="quickshop__body" hidden={pickup !== null}>
            {image && <img className="quickshop__image" src={image.url} alt={image.alt} width={image.width} height={image.height} />}
            <BuyBox
              product={toBuyBoxProduct(load.product)}
              locale={target.locale}
              labels={labels}
              target={target}
              context="quickshop"
              notifyMeEnabled={PRODUCT_FEATURES.notifyMe}
              inventory={load.inventory}
              quantity={QUICK_SHOP_QTY}
              idPrefix={`qs-${productId}`}
              onColorChange={setColor}
              onPickupInStore={setPickup}
            />
            <a className="quickshop__details" href={productHref}>{texts.viewFullDetails}</a>
          </div>
        )}
      </div>
    </dialog>
  );
}
