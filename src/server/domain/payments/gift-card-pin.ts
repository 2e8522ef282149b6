import { createHash } from 'node:crypto';
import { safeEqual } from '../identity/crypto';

/**
 * What is kept of a gift card PIN: SHA-256 of the card id and the PIN. PINs are short, so the
 * hash alone would not stop an offline guess; what stops guessing is that checks are throttled
 * per client (GFC429) and a PIN is only ever compared here, never returned or logged.
 */
export function giftCardPinHash(giftCardId: string, pin: string): string {
  return createHash('sha256').update(`${giftCardId}:${pin}`, 'utf8').digest('hex');
}

export function giftCardPinMatches(giftCardId: string, pin: string, stored: string): boolean {
  return safeEqual(giftCardPinHash(giftCardId, pin), stored);
}

/** `•••• •••• •••• 0001`: only the last four digits of a gift card number ever leave the API. */
export function maskGiftCardNumber(number: string): string {
  return `${'•'.repeat(Math.max(0, number.length - 4))}${number.slice(-4)}`;
}
