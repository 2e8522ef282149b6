import type { ApplePaySessionConstructor } from '../../../src/lib/checkout/apple-pay-types';

export type WalletWindow = Window & {
  ApplePaySession?: ApplePaySessionConstructor;
  ApplePayError?: new (code: string, contactField?: string, message?: string) => unknown;
};

/** Whether this device can pay with Apple Pay here: Safari's session exists and has a card to pay with (spec §4). */
export function applePayAvailable(win: WalletWindow): boolean {
  try {
    return Boolean(win.ApplePaySession?.canMakePayments());
  } catch {
    return false; // Safari throws outside a secure context
  }
}
