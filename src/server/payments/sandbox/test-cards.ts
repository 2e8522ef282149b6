import type { CardBrand } from '../../../../schemas/commerce/payments';
import type { ErrorId } from '../../../../schemas/protocol/error-catalogue';

export type TestCardOutcome = 'approved' | 'declined' | 'challenge' | 'expired' | 'fraud';

/**
 * The sandbox's published test cards (docs/payments-sandbox.md), after Adyen's test card list:
 * any future expiry, any 3-digit CVC (4 for Amex). Other well-formed numbers are declined.
 */
export const TEST_CARDS: ReadonlyArray<{ number: string; brand: CardBrand; outcome: TestCardOutcome }> = [
  { number: '4111111145551142', brand: 'visa', outcome: 'approved' },
  { number: '5555341244441115', brand: 'mc', outcome: 'approved' },
  { number: '370000000000002', brand: 'amex', outcome: 'approved' },
  { number: '4000000000000002', brand: 'visa', outcome: 'declined' },
  { number: '4917610000000000', brand: 'visa', outcome: 'challenge' },
  { number: '5454545454545454', brand: 'mc', outcome: 'challenge' },
  { number: '4000000000000069', brand: 'visa', outcome: 'expired' },
  { number: '4100000000000019', brand: 'visa', outcome: 'fraud' },
];

/** The one password the sandbox's 3-D Secure challenge page accepts. */
export const THREE_DS_PASSWORD = 'password';

export const REFUSALS: Record<Exclude<TestCardOutcome, 'approved' | 'challenge'>, { reason: string; errorId: ErrorId }> = {
  declined: { reason: 'Refused', errorId: 'PAYMENT_ERROR' },
  expired: { reason: 'Expired Card', errorId: 'CC_EXPIRY_DATE_INVALID' },
  fraud: { reason: 'FRAUD', errorId: 'PAYMENT_FRAUD_VERIFICATION_EXCEPTION' },
};

export function brandOf(number: string): CardBrand | null {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mc';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^6(011|5)/.test(number)) return 'discover';
  return null;
}

/** Luhn check of a card number (digits only). */
export function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return number.length >= 12 && sum % 10 === 0;
}

export function outcomeOf(number: string): TestCardOutcome {
  return TEST_CARDS.find((card) => card.number === number)?.outcome ?? 'declined';
}
