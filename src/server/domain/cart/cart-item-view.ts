import type { CartItem, CartShippingMethod } from '../../../../schemas/commerce/cart';
import { ERROR_CATALOGUE } from '../../../../schemas/protocol/error-catalogue';
import { productPath, slugify } from '../../../shared/routing/routes';
import type { ShippingMethodRow } from '../../db/schema/cart-reference';
import type { AttributeType } from '../../../../schemas/commerce/product';
import { attributeLabel, colorLabel, productLabel, sizeLabel } from '../catalog/labels';
import { productName } from '../catalog/product-copy';
import { productImageUrl } from '../catalog/product-image';
import type { LoadedLine } from './cart-lines';
import { isCustomsLine, isDigitalLine, languageOfShopper, unitPriceOf } from './evaluate-cart';
import { appliedCallout } from './pricing/eligibility';
import type { LinePrice } from './pricing/types';
import { homeMethod, methodPrice } from './shipments';
import type { Shopper } from './shopper';

export function methodView(method: ShippingMethodRow, currency: string, shopper: Shopper): CartShippingMethod {
  const language = languageOfShopper(shopper);
  return {
    code: method.code,
    kind: method.kind,
    label: method.label[language] || method.label.en,
    deliveryTime: method.deliveryTime[language] || method.deliveryTime.en,
    price: { amount: methodPrice(method, currency) ?? 0, currency },
  };
}

/** How much of the line can be delivered its way now: the store's stock for pickup, else online stock. */
export function sellableFor(line: LoadedLine): number {
  if (isDigitalLine(line)) return Number.MAX_SAFE_INTEGER;
  return line.delivery === 'pickup' ? (line.storeStock ?? 0) : line.available;
}

function itemErrors(line: LoadedLine, giftCardLimit: { min: number; max: number } | undefined): CartItem['errors'] {
  const errors: CartItem['errors'] = [];
  if (line.bonus) return errors;
  if (unitPriceOf(line) === null) errors.push({ errorId: 'NO_PRICE', message: ERROR_CATALOGUE.NO_PRICE.message });
  if (line.customAmount !== null && giftCardLimit && (line.customAmount < giftCardLimit.min || line.customAmount > giftCardLimit.max)) {
    errors.push({ errorId: 'INVALID_PRICE', message: ERROR_CATALOGUE.INVALID_PRICE.message });
  }
  if (sellableFor(line) <= 0) errors.push({ errorId: 'ITEM_NOT_AVAILABLE', message: ERROR_CATALOGUE.ITEM_NOT_AVAILABLE.message });
  return errors;
}

function shippingOptions(line: LoadedLine, methods: readonly ShippingMethodRow[], homeCode: string, currency: string, shopper: Shopper): CartItem['shippingOptions'] {
  const view = (method: ShippingMethodRow) => methodView(method, currency, shopper);
  const only = (kind: string) => methods.filter((method) => method.kind === kind).map((method) => ({ selected: true, available: true, shippingMethod: view(method), storeInfo: null }));
  if (isDigitalLine(line)) return only('digital');
  if (isCustomsLine(line)) return only('customs');
  const options: CartItem['shippingOptions'] = [];
  const home = homeMethod(methods, homeCode);
  if (home) options.push({ selected: line.delivery === 'home', available: line.available >= line.qty, shippingMethod: view(home), storeInfo: null });
  const store = line.storeIdShown ? { id: line.storeIdShown, name: line.storeName ?? '', storeInventory: Math.max(0, line.storeStock ?? 0) } : null;
  if (store && !line.bonus) {
    const pickup = methods.find((method) => method.kind === 'pickup');
    if (pickup) options.push({ selected: line.delivery === 'pickup', available: store.storeInventory >= line.qty, shippingMethod: view(pickup), storeInfo: store });
    const sts = methods.find((method) => method.kind === 'sts');
    if (sts) options.push({ selected: line.delivery === 'sts', available: line.available >= line.qty, shippingMethod: view(sts), storeInfo: store });
  }
  return options;
}

export interface ItemViewContext {
  readonly currency: string;
  readonly shopper: Shopper;
  readonly methods: readonly ShippingMethodRow[];
  readonly homeCode: string;
  readonly giftCardLimit: { min: number; max: number } | undefined;
}

/** The §3 Cart item of a line and its prices. */
export function itemView(line: LoadedLine, price: LinePrice, context: ItemViewContext): CartItem {
  const { shopper, currency } = context;
  const unit = unitPriceOf(line) ?? 0;
  const list = line.bonus ? 0 : (line.customAmount ?? line.listPrice ?? unit);
  const color = line.colors.find((option) => option.value === line.attributes.color);
  const attributes = (Object.entries(line.attributes) as Array<[AttributeType, string]>).map(([type, value]) => ({
    type,
    value,
    label: type === 'color' ? colorLabel(value, color?.label ?? value, shopper.locale) : `${attributeLabel(type, shopper.locale)} ${type === 'size' ? sizeLabel(value, shopper.locale) : value}`,
  }));
  return {
    id: line.id,
    productId: line.productId,
    variantId: line.variantId,
    masterId: line.productId,
    masterId2: null,
    name: productName(line, shopper.locale),
    slug: slugify(line.name),
    qty: line.qty,
    maxQty: line.maxQty,
    upc: line.upc,
    price: {
      currency,
      current: unit,
      original: list,
      highCurrent: unit,
      highOriginal: list,
      rowTotal: price.rowTotal,
      priceAfterItemDiscount: price.priceAfterItemDiscount,
      priceAfterOrderDiscount: price.priceAfterOrderDiscount,
      amount: price.priceAfterOrderDiscount,
    },
    taxTotal: price.tax,
    bonus: line.bonus,
    promotionId: line.promotionId,
    isCustoms: isCustomsLine(line),
    isDigitalProduct: isDigitalLine(line),
    recipeId: line.recipeId,
    precreatedCustomsCode: line.precreatedCustomsCode,
    pdpUrl: line.pdpUrl ?? productPath(shopper.locale, line.name, line.productId),
    productImageURL: line.productImageUrl ?? productImageUrl(shopper.apiBase ?? '/api', line.productId, line.attributes.color),
    giftOption: line.giftOption,
    storeId: line.delivery === 'home' ? null : line.storeId,
    shippingOptions: shippingOptions(line, context.methods, context.homeCode, currency, shopper),
    productPromotions: price.productPromotions.map((applied) => ({
      promotionId: applied.promotion.id,
      campaignId: applied.promotion.campaignId,
      couponCode: applied.promotion.couponCode,
      calloutMessage: appliedCallout(applied.promotion.callout),
      price: applied.discount,
    })),
    variants: [{ id: line.variantId, upc: line.upc, attributes: { ...line.attributes } as Record<string, string> }],
    attributes,
    rating: { score: Number(line.ratingScore), reviewsCount: line.reviewsCount },
    eyebrow: productLabel(line.eyebrow, shopper.locale),
    badge: productLabel(line.badge, shopper.locale),
    available: sellableFor(line) >= line.qty,
    errors: itemErrors(line, context.giftCardLimit),
  };
}
