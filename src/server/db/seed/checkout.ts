import { SITES } from '../../../shared/i18n/sites';
import { giftCardPinHash } from '../../domain/payments/gift-card-pin';
import type { Database } from '../client';
import { giftCardLedger, giftCards } from '../schema/orders';
import { coupons } from '../schema/promotions';

/** Bump when the checkout seed changes. */
export const CHECKOUT_SEED_VERSION = '1';

/** PIN of every seeded test gift card (docs/payments-sandbox.md). */
export const TEST_GIFT_CARD_PIN = '1234';

/**
 * Test gift cards per site (docs/payments-sandbox.md): number 6006 49{site}{currency}{n}, PIN 1234.
 * Per currency: 50.00, 1000.00 (covers any test order), 0.00 (GC_ZERO_BALANCE), 25.00.
 */
export const TEST_GIFT_CARD_BALANCES = [5_000, 100_000, 0, 2_500] as const;
const CURRENCIES = ['USD', 'CAD', 'GBP', 'EUR'] as const;

export function testGiftCardNumber(siteIndex: number, currencyIndex: number, n: number): string {
  return `600649${siteIndex}${currencyIndex}0000000${String(n).padStart(4, '0')}`;
}

export async function seedCheckout(db: Database): Promise<void> {
  for (const [siteIndex, site] of Object.values(SITES).entries()) {
    const cards = CURRENCIES.flatMap((currency, currencyIndex) =>
      TEST_GIFT_CARD_BALANCES.map((balance, n) => {
        const id = `${site.productPrefix}-GC-${currency}-${n + 1}`;
        return { id, siteId: site.id, number: testGiftCardNumber(siteIndex, currencyIndex, n + 1), pinHash: giftCardPinHash(id, TEST_GIFT_CARD_PIN), currency, balance };
      }));
    await db.insert(giftCards).values(cards);
    await db.insert(giftCardLedger).values(cards.filter((card) => card.balance > 0).map((card) => ({ id: `${card.id}-issue`, giftCardId: card.id, delta: card.balance, reason: 'issued' })));
    // A code that only one order may ever use (total limit 1): the race test's coupon.
    await db.insert(coupons).values({
      id: `${site.productPrefix}-LASTONE`, siteId: site.id, code: 'LASTONE', promotionId: `${site.productPrefix}-FIRST-20`,
      startsAt: '2025-01-01T00:00:00.000Z', endsAt: '2030-12-31T23:59:59.000Z', totalLimit: 1, perCustomerLimit: null, redemptionCount: 0, enabled: true,
    });
  }
}
