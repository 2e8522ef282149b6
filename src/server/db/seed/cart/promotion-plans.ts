import type { coupons, PerLanguage, promotions } from '../../schema/promotions';

type PromotionRow = typeof promotions.$inferInsert;
type CouponRow = typeof coupons.$inferInsert;

/** What the seeded promotions of one site are built from (found in its seeded catalog). */
export interface SitePromotionContext {
  readonly siteId: string;
  readonly prefix: string;
  readonly siteName: string;
  /** The leaf category the product promotion discounts. */
  readonly categoryId: string;
  readonly categoryName: PerLanguage;
  /** Gifts with purchase to choose from: the site's free tote and a second gift. */
  readonly giftVariantIds: readonly string[];
}

const text = (en: string, fr: string, de: string, it: string): PerLanguage => ({ en, fr, de, it });
const ALWAYS = { startsAt: '2025-01-01T00:00:00.000Z', endsAt: '2030-12-31T23:59:59.000Z' };

/**
 * The promotions every site runs (callouts: 'below threshold|reached|details', §3; {amount} and
 * {threshold} are filled in by the storefront).
 */
export function sitePromotions(site: SitePromotionContext): PromotionRow[] {
  const p = site.prefix;
  const base = { siteId: site.siteId, campaignId: `${p}-CAMPAIGN-2026`, qualifiers: {}, countries: null, customerGroup: 'ALL' as const, exclusivity: 'none' as const, priority: 100, requiresCoupon: false, ...ALWAYS, approachingDisplayLevels: ['cart', 'minicart'], giftVariantIds: [], maxGifts: 1, enabled: true, percentOffBp: null, amountOff: null, threshold: null };
  const gift = (group: 'GUEST' | 'REGISTERED', threshold: Record<string, number>): PromotionRow => ({
    ...base,
    id: `GWP-${p}-${group}`,
    name: `Free gift over a threshold (${group.toLowerCase()})`,
    level: 'ORDER',
    kind: 'gift',
    threshold,
    customerGroup: group,
    giftVariantIds: [...site.giftVariantIds],
    maxGifts: 1,
    callout: text(
      'Spend {amount} more for a free gift|You have earned a free gift|Choose your gift in the cart',
      "Plus que {amount} pour un cadeau offert|Vous avez gagné un cadeau|Choisissez votre cadeau dans le panier",
      'Noch {amount} bis zum Gratis-Geschenk|Sie haben ein Geschenk verdient|Wählen Sie Ihr Geschenk im Warenkorb',
      'Ancora {amount} per un omaggio|Hai ottenuto un omaggio|Scegli il tuo omaggio nel carrello',
    ),
  });
  return [
    {
      ...base,
      id: `${p}-ORDER-10`,
      name: '10 % off orders over a threshold',
      level: 'ORDER',
      kind: 'percent',
      percentOffBp: 1000,
      threshold: { USD: 15_000, CAD: 20_000, GBP: 12_000, EUR: 14_000 },
      callout: text(
        'Spend {amount} more for 10% off|10% off your order|On orders over {threshold}',
        'Plus que {amount} pour 10 % de remise|10 % de remise sur votre commande|Dès {threshold} d’achat',
        'Noch {amount} bis 10 % Rabatt|10 % Rabatt auf Ihre Bestellung|Ab {threshold} Bestellwert',
        'Ancora {amount} per il 10% di sconto|10% di sconto sul tuo ordine|Per ordini da {threshold}',
      ),
    },
    {
      ...base,
      id: `${p}-CATEGORY-15`,
      name: `15 % off ${site.categoryName.en}`,
      level: 'PRODUCT',
      kind: 'percent',
      percentOffBp: 1500,
      qualifiers: { categoryIds: [site.categoryId] },
      callout: text(`15% off ${site.categoryName.en}`, `15 % sur ${site.categoryName.fr}`, `15 % auf ${site.categoryName.de}`, `15% su ${site.categoryName.it}`),
    },
    {
      ...base,
      id: `${p}-FREE-SHIPPING`,
      name: 'Free standard delivery over a threshold',
      level: 'SHIPPING',
      kind: 'free_shipping',
      threshold: { USD: 7_500, CAD: 10_000, GBP: 6_000, EUR: 7_000 },
      qualifiers: { shippingMethodCodes: ['standard'] },
      callout: text(
        'Spend {amount} more for free delivery|Free standard delivery|On orders over {threshold}',
        'Plus que {amount} pour la livraison offerte|Livraison standard offerte|Dès {threshold} d’achat',
        'Noch {amount} bis zum Gratisversand|Kostenloser Standardversand|Ab {threshold} Bestellwert',
        'Ancora {amount} per la spedizione gratuita|Spedizione standard gratuita|Per ordini da {threshold}',
      ),
    },
    {
      ...base,
      id: `${p}-GB-5-OFF`,
      name: '£5 off orders over £50 in the UK',
      level: 'ORDER',
      kind: 'amount',
      amountOff: { GBP: 500 },
      threshold: { GBP: 5_000 },
      countries: ['GB'],
      priority: 50,
      callout: text('Spend {amount} more for £5 off|£5 off your order|UK orders over £50', '', '', ''),
    },
    gift('REGISTERED', { USD: 10_000, CAD: 13_500, GBP: 8_000, EUR: 9_500 }),
    gift('GUEST', { USD: 15_000, CAD: 20_000, GBP: 12_000, EUR: 14_000 }),
    {
      ...base,
      id: `${p}-WELCOME-15`,
      name: '15 off with a welcome code',
      level: 'ORDER',
      kind: 'amount',
      amountOff: { USD: 1_500, CAD: 2_000, GBP: 1_500, EUR: 1_500 },
      threshold: { USD: 7_500, CAD: 10_000, GBP: 6_000, EUR: 7_000 },
      requiresCoupon: true,
      callout: text('Spend {amount} more to use your code|Welcome code applied|On orders over {threshold}', "Plus que {amount} pour utiliser votre code|Code de bienvenue appliqué|Dès {threshold} d’achat", 'Noch {amount} für Ihren Code|Willkommenscode angewendet|Ab {threshold} Bestellwert', 'Ancora {amount} per usare il codice|Codice di benvenuto applicato|Per ordini da {threshold}'),
    },
    {
      ...base,
      id: `${p}-SUMMER-25`,
      name: '25 % off, summer 2025',
      level: 'ORDER',
      kind: 'percent',
      percentOffBp: 2500,
      requiresCoupon: true,
      startsAt: '2025-06-01T00:00:00.000Z',
      endsAt: '2025-09-01T00:00:00.000Z',
      callout: text('25% summer sale', '25 % soldes d’été', '25 % Sommerschlussverkauf', '25% saldi estivi'),
    },
    {
      ...base,
      id: `${p}-FIRST-20`,
      name: '20 % off for the first hundred',
      level: 'ORDER',
      kind: 'percent',
      percentOffBp: 2000,
      requiresCoupon: true,
      exclusivity: 'class',
      callout: text('20% off your order', '20 % sur votre commande', '20 % auf Ihre Bestellung', '20% sul tuo ordine'),
    },
  ];
}

export function siteCoupons(site: SitePromotionContext): CouponRow[] {
  const p = site.prefix;
  return [
    { id: `${p}-WELCOME15`, siteId: site.siteId, code: 'WELCOME15', promotionId: `${p}-WELCOME-15`, ...ALWAYS, totalLimit: null, perCustomerLimit: 1, redemptionCount: 0, enabled: true },
    { id: `${p}-SUMMER25`, siteId: site.siteId, code: 'SUMMER25', promotionId: `${p}-SUMMER-25`, startsAt: '2025-06-01T00:00:00.000Z', endsAt: '2025-09-01T00:00:00.000Z', totalLimit: null, perCustomerLimit: null, redemptionCount: 0, enabled: true },
    { id: `${p}-FIRST100`, siteId: site.siteId, code: 'FIRST100', promotionId: `${p}-FIRST-20`, ...ALWAYS, totalLimit: 100, perCustomerLimit: 1, redemptionCount: 0, enabled: true },
  ];
}
