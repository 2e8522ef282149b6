import type { giftCardLimits, shippingMethods, taxRates } from '../../schema/cart-reference';
import type { PerCurrency, PerLanguage } from '../../schema/promotions';

type TaxRow = typeof taxRates.$inferInsert;
type ShippingRow = typeof shippingMethods.$inferInsert;
type GiftCardLimitRow = typeof giftCardLimits.$inferInsert;

/** VAT is inside EU and GB prices; US state and CA province sales tax is added on top (rates of 2026). */
export const TAX_RATES: readonly TaxRow[] = [
  { country: 'GB', region: '', rate: '0.20000', inclusive: true, label: 'VAT' },
  { country: 'FR', region: '', rate: '0.20000', inclusive: true, label: 'TVA' },
  { country: 'DE', region: '', rate: '0.19000', inclusive: true, label: 'MwSt.' },
  { country: 'IT', region: '', rate: '0.22000', inclusive: true, label: 'IVA' },
  // US: no country-wide rate; sales tax is known once the state is (from the shipping address).
  { country: 'US', region: 'NY', rate: '0.08875', inclusive: false, label: 'Sales tax' },
  { country: 'US', region: 'IL', rate: '0.10250', inclusive: false, label: 'Sales tax' },
  { country: 'US', region: 'WA', rate: '0.10350', inclusive: false, label: 'Sales tax' },
  { country: 'US', region: 'CA', rate: '0.07250', inclusive: false, label: 'Sales tax' },
  { country: 'US', region: 'TX', rate: '0.06250', inclusive: false, label: 'Sales tax' },
  { country: 'US', region: 'OR', rate: '0.00000', inclusive: false, label: 'Sales tax' },
  // CA: GST everywhere until the province is known; HST or GST + PST per province.
  { country: 'CA', region: '', rate: '0.05000', inclusive: false, label: 'GST' },
  { country: 'CA', region: 'ON', rate: '0.13000', inclusive: false, label: 'HST' },
  { country: 'CA', region: 'NS', rate: '0.14000', inclusive: false, label: 'HST' },
  { country: 'CA', region: 'BC', rate: '0.12000', inclusive: false, label: 'GST + PST' },
  { country: 'CA', region: 'QC', rate: '0.14975', inclusive: false, label: 'GST + QST' },
  { country: 'CA', region: 'AB', rate: '0.05000', inclusive: false, label: 'GST' },
];

const COUNTRY_CURRENCY: Record<string, string> = { US: 'USD', CA: 'CAD', GB: 'GBP', FR: 'EUR', DE: 'EUR', IT: 'EUR' };
export const SEED_COUNTRIES = Object.keys(COUNTRY_CURRENCY);

const text = (en: string, fr: string, de: string, it: string): PerLanguage => ({ en, fr, de, it });

interface MethodPlan {
  code: ShippingRow['code'];
  kind: ShippingRow['kind'];
  label: PerLanguage;
  deliveryTime: PerLanguage;
  price: PerCurrency;
  countries?: readonly string[];
}

const METHODS: readonly MethodPlan[] = [
  {
    code: 'standard', kind: 'standard',
    label: text('Standard delivery', 'Livraison standard', 'Standardversand', 'Spedizione standard'),
    deliveryTime: text('3–5 business days', '3 à 5 jours ouvrés', '3–5 Werktage', '3–5 giorni lavorativi'),
    price: { USD: 599, CAD: 899, GBP: 499, EUR: 595 },
  },
  {
    code: 'express', kind: 'express',
    label: text('Express delivery', 'Livraison express', 'Expressversand', 'Spedizione espressa'),
    deliveryTime: text('1–2 business days', '1 à 2 jours ouvrés', '1–2 Werktage', '1–2 giorni lavorativi'),
    price: { USD: 1499, CAD: 1999, GBP: 999, EUR: 1295 },
  },
  {
    code: 'pudo', kind: 'pudo', countries: ['GB', 'FR', 'DE', 'IT'],
    label: text('Collection point', 'Point relais', 'Abholstation', 'Punto di ritiro'),
    deliveryTime: text('3–6 business days', '3 à 6 jours ouvrés', '3–6 Werktage', '3–6 giorni lavorativi'),
    price: { GBP: 299, EUR: 395 },
  },
  {
    code: 'pickup', kind: 'pickup',
    label: text('Pick up in store', 'Retrait en magasin', 'Abholung im Geschäft', 'Ritiro in negozio'),
    deliveryTime: text('Ready in 2 hours', 'Prêt en 2 heures', 'In 2 Stunden abholbereit', 'Pronto in 2 ore'),
    price: { USD: 0, CAD: 0, GBP: 0, EUR: 0 },
  },
  {
    code: 'sts', kind: 'sts',
    label: text('Ship to store', 'Livraison en magasin', 'Lieferung ins Geschäft', 'Spedizione in negozio'),
    deliveryTime: text('4–7 business days', '4 à 7 jours ouvrés', '4–7 Werktage', '4–7 giorni lavorativi'),
    price: { USD: 0, CAD: 0, GBP: 0, EUR: 0 },
  },
  {
    code: 'digital', kind: 'digital',
    label: text('By email', 'Par e-mail', 'Per E-Mail', 'Via e-mail'),
    deliveryTime: text('Within minutes', 'En quelques minutes', 'In wenigen Minuten', 'In pochi minuti'),
    price: { USD: 0, CAD: 0, GBP: 0, EUR: 0 },
  },
  {
    code: 'customs', kind: 'customs',
    label: text('Made to order', 'Fabriqué sur commande', 'Auf Bestellung gefertigt', 'Realizzato su ordinazione'),
    deliveryTime: text('3–4 weeks', '3 à 4 semaines', '3–4 Wochen', '3–4 settimane'),
    price: { USD: 999, CAD: 1299, GBP: 799, EUR: 895 },
  },
];

export function shippingMethodRows(siteId: string): ShippingRow[] {
  return SEED_COUNTRIES.flatMap((country) =>
    METHODS.filter((method) => !method.countries || method.countries.includes(country)).map((method, position) => ({
      id: `${siteId}-${country}-${method.code}`,
      siteId,
      country,
      code: method.code,
      kind: method.kind,
      label: method.label,
      deliveryTime: method.deliveryTime,
      price: { [COUNTRY_CURRENCY[country]!]: method.price[COUNTRY_CURRENCY[country]!]! },
      freeThreshold: null,
      position,
      enabled: true,
    })),
  );
}

/** Digital gift cards with a custom amount: 10 to 500 in every currency. */
export function giftCardLimitRows(siteId: string): GiftCardLimitRow[] {
  return ['USD', 'CAD', 'GBP', 'EUR'].map((currency) => ({ siteId, currency, minAmount: 1_000, maxAmount: 50_000 }));
}
