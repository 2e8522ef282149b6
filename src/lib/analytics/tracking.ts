import type { PageViewEvent } from './data-layer';
import type { InteractionOrigin } from './interaction-origin';
import { pushToDataLayer } from './push';

/**
 * Every push the storefront makes to the analytics data layer (window.dataLayer), spec §7: one
 * typed union and `track`. The builders that make events from carts, orders and errors are in
 * tracking-builders.ts, so the page chrome (pop-ups, navigation), which pushes on every page,
 * carries only this module's few bytes.
 * The schema is documented in docs/tracking.md; names and `ecommerce` follow GA4's ecommerce
 * events (amounts in currency units, items with item_id, item_name, price, quantity, discount),
 * with the spec's own fields (interaction origin, discount type, shipping type) beside them.
 * The first three events (pageView, productClick, productView) keep the names they had before this
 * schema.
 */

/** §7 discount types of a line: a gift (price 0) or a price below the list price. */
export type DiscountType = 'Free Gift' | 'Marked Down';
/** §7 shipping types: buy online pick up in store (ship to store, same day), ship to home. */
export type ShippingType = 'BOPIS_STS' | 'BOPIS_SD' | 'STH';
export type NavigationArea = 'footer' | 'top_navigation' | 'mobile_menu';
export type CheckoutStep = 'shipping' | 'billing' | 'summary';

export interface TrackedItem {
  readonly item_id: string;
  readonly item_name: string;
  readonly item_variant?: string | undefined;
  /** Unit price paid, in currency units. */
  readonly price: number;
  readonly quantity: number;
  /** Unit discount against the list price, in currency units (0 when none). */
  readonly discount: number;
  readonly discount_type?: DiscountType | undefined;
  readonly item_list_name?: InteractionOrigin | undefined;
  readonly index?: number | undefined;
  /** A recommended product's token and recommendation (spec §7 "recommendation impressions carry recToken"). */
  readonly recToken?: string | undefined;
  readonly recommendationId?: string | undefined;
}

/** A list of products whose impressions are reported: a grid, search results, a recommendation carousel. */
export interface ItemList {
  /** The category id, 'search', or the carousel's widget id. */
  readonly item_list_id: string;
  /** Where the list is (the §7 interaction origin its links record). */
  readonly item_list_name: InteractionOrigin;
  readonly currency: string;
}

export interface Ecommerce {
  readonly currency: string;
  /** Sum of price × quantity of the items, in currency units. */
  readonly value: number;
  readonly items: readonly TrackedItem[];
}

export type TrackingEvent =
  | PageViewEvent
  | { readonly event: 'productClick'; readonly interactionOrigin: InteractionOrigin; readonly productId: string; readonly position?: number; readonly recToken?: string; readonly recommendationId?: string }
  | { readonly event: 'productView'; readonly productId: string; readonly productName: string; readonly interactionOrigin: InteractionOrigin }
  | { readonly event: 'navigation_click'; readonly navigation_area: NavigationArea; readonly link_text: string; readonly link_url: string }
  | { readonly event: 'popup_impression' | 'popup_expand'; readonly popup_id: string }
  | { readonly event: 'popup_click'; readonly popup_id: string; readonly link_text: string; readonly link_url: string }
  | { readonly event: 'view_item_list'; readonly ecommerce: ItemList & { readonly items: readonly TrackedItem[] } }
  | { readonly event: 'add_to_cart' | 'remove_from_cart'; readonly ecommerce: Ecommerce }
  | { readonly event: 'checkout_step'; readonly checkout_step: CheckoutStep; readonly step_number: 1 | 2 | 3; readonly ecommerce: Ecommerce }
  | { readonly event: 'purchase'; readonly ecommerce: Ecommerce & { readonly transaction_id: string; readonly tax: number; readonly shipping: number; readonly shipping_type: readonly ShippingType[]; readonly discount_types: readonly DiscountType[] } }
  | { readonly event: 'personalisation_visit'; readonly visit_number: number; readonly location: { readonly country: string; readonly region: string } }
  | { readonly event: 'api_error'; readonly error_id: string; readonly status_code: number; readonly error_message: string; readonly correlation_id?: string | undefined };

export const track: (event: TrackingEvent) => void = pushToDataLayer;
