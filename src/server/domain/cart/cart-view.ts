import type { Cart, CustomerNotification, FlashMessage, SavedForLater } from '../../../../schemas/commerce/cart';
import type { CartRow } from '../../db/schema/cart';
import type { LoadedLine } from './cart-lines';
import { itemView, methodView } from './cart-item-view';
import type { CartEvaluation } from './evaluate-cart';
import type { GiftInfo } from './gifts';
import { appliedCallout } from './pricing/eligibility';
import { methodsFor, type CartReferenceData } from './reference-data';
import type { Shopper } from './shopper';
import { productName } from '../catalog/product-copy';
import { allocatePayments, instrumentsView } from '../checkout/allocate-payments';

export interface CartMessages {
  readonly flash?: readonly FlashMessage[];
  readonly notifications?: readonly CustomerNotification[];
  /** The saved-for-later list, when the answer carries it. */
  readonly saveForLater?: SavedForLater | null;
  /** Product and name of the gifts offered. */
  readonly gifts?: ReadonlyMap<string, GiftInfo>;
}

/** The §3 Cart answer: the stored cart, its lines and their evaluation. */
export function cartView(
  cart: CartRow,
  lines: readonly LoadedLine[],
  evaluation: CartEvaluation,
  reference: CartReferenceData,
  shopper: Shopper,
  messages: CartMessages = {},
): Cart {
  const { result } = evaluation;
  const methods = methodsFor(reference, cart.country);
  const context = { currency: cart.currency, shopper, methods, homeCode: cart.homeShippingMethod, giftCardLimit: reference.giftCardLimits.get(cart.currency) };
  const shipmentTotals = new Map(result.shipments.map((shipment) => [shipment.shippingId, shipment.total]));
  const payments = allocatePayments(result.totals.total, cart.paymentInstruments ?? []);
  return {
    basketId: cart.id,
    currency: cart.currency,
    country: cart.country,
    totalItems: lines.length,
    totals: { currency: cart.currency, ...result.totals, remainingToPay: payments.remainingToPay },
    items: lines.map((line) => itemView(line, result.lines.get(line.id)!, context)),
    shippingMethods: evaluation.shipments.map((shipment) => ({
      shippingId: shipment.shippingId,
      selectedShippingMethod: shipment.method ? methodView(shipment.method, cart.currency, shopper) : null,
      applicableShippingMethods: shipment.applicable.map((method) => methodView(method, cart.currency, shopper)),
      itemIds: shipment.lineIds,
      shippingTotal: shipmentTotals.get(shipment.shippingId) ?? 0,
      methodTotals: Object.fromEntries(result.methodTotals.get(shipment.shippingId) ?? []),
    })),
    payment_instruments: instrumentsView(payments),
    couponItems: cart.coupons.map((coupon) => {
      const applied = result.appliedPromotionIds.has(coupon.promotionId);
      return { couponItemId: coupon.couponId, code: coupon.code, statusCode: applied ? 'APPLIED' : 'NO_APPLICABLE_PROMOTION', valid: true, promotionIds: [coupon.promotionId] };
    }),
    orderPromotions: result.orderPromotions.map((applied) => ({
      promotionId: applied.promotion.id,
      campaignId: applied.promotion.campaignId,
      couponCode: applied.promotion.couponCode,
      calloutMessage: appliedCallout(applied.promotion.callout),
      price: applied.discount,
    })),
    promoSummary: result.summary.map((entry) => ({
      level: entry.level,
      promotionId: entry.promotion.id,
      promotionName: entry.promotion.name,
      calloutMessage: entry.calloutMessage,
      discount: entry.discount,
      couponCode: entry.promotion.couponCode,
    })),
    approachingPromotions: result.approaching.map((approaching) => ({
      promotionId: approaching.promotion.id,
      promotionClass: approaching.promotion.level,
      level: approaching.promotion.level,
      approachingDisplayLevel: [...approaching.promotion.approachingDisplayLevels],
      distanceFromConditionThreshold: approaching.distance,
      threshold: approaching.threshold,
      calloutMsg: approaching.promotion.callout,
      calloutMessage: approaching.promotion.callout,
      status: approaching.status,
    })),
    bonusChoices: result.gifts.map((offer) => ({
      promotionId: offer.promotion.id,
      maxGifts: offer.promotion.maxGifts,
      choices: offer.choices.map((variantId) => {
        const gift = messages.gifts?.get(variantId);
        return { variantId, productId: gift?.productId ?? '', name: gift ? productName(gift, shopper.locale) : '' };
      }),
      selectedVariantIds: lines.filter((line) => line.bonus && line.promotionId === offer.promotion.id).map((line) => line.variantId),
    })),
    flash: [...(messages.flash ?? [])],
    customerNotifications: [...(messages.notifications ?? [])],
    reward: null,
    saveForLater: messages.saveForLater ?? null,
    priceAdjustments: cart.priceAdjustments.map((adjustment) => ({
      adjustmentId: adjustment.id,
      itemId: adjustment.itemId,
      amountOff: adjustment.amountOff,
      percentOff: adjustment.percentOffBp === null ? null : adjustment.percentOffBp / 100,
      reason: adjustment.reason,
      discount: result.adjustmentDiscounts.get(adjustment.id) ?? 0,
      createdBy: adjustment.createdBy,
    })),
    shippingAddress: cart.shippingAddress ?? null,
    billingAddress: cart.billingAddress ?? null,
    favStoreId: cart.favStoreId,
    favoriteId: cart.favoriteId,
    expiresAt: cart.expiresAt ? new Date(cart.expiresAt).toISOString() : null,
  };
}
