import type { PerLanguage, promotions } from '../../schema/promotions';

type PromotionRow = typeof promotions.$inferInsert;

const text = (en: string, fr: string, de: string, it: string): PerLanguage => ({ en, fr, de, it });

/**
 * The profile programmes' discounts (spec §6), one per customer group, as ordinary order-level
 * promotions that editors change in the database like any other. Class-exclusive: a shopper in
 * two programmes gets the better one, and none of them stacks with the other order promotions.
 * The employee discount is held to the employee's yearly allowance by the pricing engine.
 */
export function programmePromotions(siteId: string, prefix: string): PromotionRow[] {
  const base = {
    siteId, campaignId: `${prefix}-PROGRAMMES`, level: 'ORDER' as const, kind: 'percent' as const, qualifiers: {}, countries: null,
    exclusivity: 'class' as const, priority: 20, requiresCoupon: false, startsAt: null, endsAt: null, approachingDisplayLevels: [],
    giftVariantIds: [], maxGifts: 1, enabled: true, amountOff: null, threshold: null,
  };
  return [
    {
      ...base, id: `${prefix}-EMPLOYEE-40`, name: 'Employee discount, 40 %', customerGroup: 'EMPLOYEE', percentOffBp: 4000,
      callout: text('Employee discount 40%', 'Remise employé de 40 %', 'Mitarbeiterrabatt 40 %', 'Sconto dipendenti del 40%'),
    },
    {
      ...base, id: `${prefix}-IPA-30`, name: 'IPA pro programme, 30 %', customerGroup: 'IPA', percentOffBp: 3000,
      callout: text('IPA pro pricing 30% off', 'Tarif pro IPA, 30 % de remise', 'IPA-Profipreis 30 % Rabatt', 'Prezzo pro IPA, 30% di sconto'),
    },
    {
      ...base, id: `${prefix}-WRANX-20`, name: 'WRANX member pricing, 20 %', customerGroup: 'WRANX', percentOffBp: 2000,
      callout: text('WRANX member pricing 20% off', 'Tarif membre WRANX, 20 % de remise', 'WRANX-Mitgliederpreis 20 % Rabatt', 'Prezzo soci WRANX, 20% di sconto'),
    },
  ];
}
