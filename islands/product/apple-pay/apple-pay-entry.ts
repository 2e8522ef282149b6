import { applePayAvailable, type WalletWindow } from './apple-pay-available';

/**
 * The product page's entry (imported only where ApplePaySession exists): the button and the
 * sheet's code load only where Apple Pay can pay, so the page itself carries one small import.
 */
export function mountWhenPayable(slot: HTMLElement, win: WalletWindow = window): void {
  if (applePayAvailable(win)) void import('./apple-pay-button').then(({ mountApplePayButton }) => mountApplePayButton(slot, win));
}
