import type { LineDelivery } from '../../db/schema/cart';
import type { ShippingKind, ShippingMethodRow } from '../../db/schema/cart-reference';
import type { PricingShipment, ShipmentMethodOption } from './pricing/types';

/** Kinds the home shipment ('me') can use. */
export const HOME_KINDS: readonly ShippingKind[] = ['standard', 'express', 'pudo'];

export interface ShipmentLine {
  readonly id: string;
  readonly delivery: LineDelivery;
  readonly storeId: string | null;
  readonly isCustoms: boolean;
  readonly isDigital: boolean;
}

export interface PlannedShipment {
  readonly shippingId: string;
  readonly method: ShippingMethodRow | null;
  readonly applicable: readonly ShippingMethodRow[];
  readonly lineIds: string[];
  readonly storeId: string | null;
}

/** The home shipment's method: the cart's choice when the country offers it, else the first standard one. */
export function homeMethod(methods: readonly ShippingMethodRow[], chosen: string): ShippingMethodRow | null {
  const home = methods.filter((method) => HOME_KINDS.includes(method.kind));
  return home.find((method) => method.code === chosen) ?? home.find((method) => method.kind === 'standard') ?? home[0] ?? null;
}

/**
 * Splits the lines into shipments (spec §4 shipping codes): 'me' (home delivery: standard,
 * express or a collection point), 'customs' (made to order), 'digital' (gift cards by email), and
 * one per store for pickup ('pickup-{store}') and ship to store ('sts-{store}').
 */
export function planShipments(lines: readonly ShipmentLine[], methods: readonly ShippingMethodRow[], homeCode: string): PlannedShipment[] {
  const byKind = (kind: ShippingKind) => methods.find((method) => method.kind === kind) ?? null;
  const shipments = new Map<string, PlannedShipment>();
  const add = (shippingId: string, make: () => Omit<PlannedShipment, 'lineIds'>, lineId: string) => {
    let shipment = shipments.get(shippingId);
    if (!shipment) shipments.set(shippingId, (shipment = { ...make(), lineIds: [] }));
    shipment.lineIds.push(lineId);
  };
  const home = () => ({ shippingId: 'me', method: homeMethod(methods, homeCode), applicable: methods.filter((m) => HOME_KINDS.includes(m.kind)), storeId: null });
  home();
  for (const line of lines) {
    if (line.isDigital) add('digital', () => ({ shippingId: 'digital', method: byKind('digital'), applicable: [byKind('digital')].filter((m) => m !== null), storeId: null }), line.id);
    else if (line.isCustoms) add('customs', () => ({ shippingId: 'customs', method: byKind('customs'), applicable: [byKind('customs')].filter((m) => m !== null), storeId: null }), line.id);
    else if (line.delivery !== 'home' && line.storeId) {
      const kind = line.delivery === 'pickup' ? 'pickup' : 'sts';
      const id = `${kind}-${line.storeId}`;
      add(id, () => ({ shippingId: id, method: byKind(kind), applicable: [byKind(kind)].filter((m) => m !== null), storeId: line.storeId }), line.id);
    } else add('me', home, line.id);
  }
  if (!shipments.has('me')) shipments.set('me', { ...home(), lineIds: [] });
  return [...shipments.values()].sort((a, b) => (a.shippingId === 'me' ? -1 : b.shippingId === 'me' ? 1 : a.shippingId.localeCompare(b.shippingId)));
}

export function methodPrice(method: ShippingMethodRow | null, currency: string): number | null {
  if (!method) return null;
  const price = method.price[currency];
  return typeof price === 'number' ? price : null;
}

/** A method as pricing sees it, in the cart's currency; no method prices as nothing. */
function pricingOption(method: ShippingMethodRow | null, currency: string): ShipmentMethodOption {
  return { methodCode: method?.code ?? '', methodKind: method?.kind ?? '', price: methodPrice(method, currency) ?? 0, freeThreshold: method?.freeThreshold?.[currency] ?? null };
}

export function toPricingShipments(shipments: readonly PlannedShipment[], currency: string): PricingShipment[] {
  return shipments.map((shipment) => ({
    shippingId: shipment.shippingId,
    ...pricingOption(shipment.method, currency),
    options: shipment.applicable.map((method) => pricingOption(method, currency)),
    lineIds: shipment.lineIds,
  }));
}
