import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { Product, ProductInventory } from '../../schemas/commerce/product';
import { getProductDetails, getProductInventory } from '../../src/lib/api/products';
import { QUICK_SHOP_QTY } from '../../schemas/constants';
import { initialSelection } from '../../src/lib/product/variant-selection';
import { PRODUCT_FEATURES } from '../../src/lib/product/features';
import type { DialogViewProps } from '../dialogs/dialog-view';
import BuyBox from '../product/BuyBox';
import { browserApi } from '../shared/browser-api';
import { toBuyBoxProduct } from '../product/buy-box-product';
import type { PickupRequest } from '../product/pickup/pickup-texts';
import type { QuickShopProps } from './quick-shop-props';
import './quick-shop.css';

// Store availability is a step inside the panel (with a Back button), loaded when asked for.
const PickupInStore = lazy(() => import('../product/pickup/PickupInStore'));

type Load = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; product: Product; inventory: ProductInventory };

/**
 * The 'quickshop' dialog (spec §2): the product's pickers, notification banner and footer button,
 * i.e. the same BuyBox as the product page with quantity 1, in the dialog host's panel (which
 * traps focus, closes on Escape and gives focus back to the opener). Named after the product once
 * it has loaded. In update context (the cart) the line's variant is chosen and the button updates it.
 */
export default function QuickShopDialog({ props, setTitle }: DialogViewProps) {
  const { productId, productHref, target, labels, texts, context, variantId, itemId } = props as unknown as QuickShopProps;
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [color, setColor] = useState<string | null>(null);
  const [pickup, setPickup] = useState<PickupRequest | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const backButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    let current = true;
    const api = browserApi(target);
    Promise.all([getProductDetails(api, productId), getProductInventory(api, productId)]).then(
      ([product, inventory]) => {
        if (!current) return;
        setColor(initialSelection(product, variantId).color ?? null);
        setLoad({ kind: 'ready', product, inventory });
        setTitle(product.name);
      },
      () => current && setLoad({ kind: 'failed' }), // §8: product details failures are logged only
    );
    return () => {
      current = false;
    };
  }, [productId, target]);

  useEffect(() => {
    if (pickup) backButton.current?.focus();
  }, [pickup]);

  function closePickup() {
    setPickup(null);
    // Back to the buy box: focus its store button again.
    requestAnimationFrame(() => root.current?.querySelector<HTMLElement>('[data-testid="pickup-open"]')?.focus());
  }

  const product = load.kind === 'ready' ? load.product : null;
  const image = product?.images.find((candidate) => candidate.color === color) ?? product?.images[0];
  const titleId = `quickshop-title-${productId}`;

  return (
    <div ref={root} className="quickshop" data-testid="quick-shop">
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
            context={context}
            notifyMeEnabled={PRODUCT_FEATURES.notifyMe}
            inventory={load.inventory}
            preselectedVariantId={variantId}
            cartItemId={context === 'update' ? itemId : undefined}
            quantity={QUICK_SHOP_QTY}
            idPrefix={`qs-${productId}`}
            onColorChange={setColor}
            onPickupInStore={setPickup}
          />
          <a className="quickshop__details" href={productHref}>{texts.viewFullDetails}</a>
        </div>
      )}
    </div>
  );
}
