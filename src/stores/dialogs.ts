import { atom } from 'nanostores';
import { retryingLoader } from '../shared/retrying-loader';

/**
 * The dialogs of spec §2 that have a view (islands/dialogs/dialog-views.tsx registers one per
 * name; the compiler refuses a name without a view). A feature adds its dialog with its name here
 * and its one-line view there.
 */
export type DialogName =
  | 'ask-question' | 'content' | 'employee-terms' | 'event-sign-up' | 'forgot-password' | 'interests' | 'loyalty-sign-up'
  | 'pickup-in-store' | 'quickshop' | 'sign-in' | 'sign-in-confirmation' | 'sign-up' | 'welcome'
  /** A yes/no question before a destructive action (account area: deleting an address). */
  | 'confirm'
  /** The cart's dialogs (spec §2): mini cart, add gift option, cart change shipping method, change store confirmation, store changed. */
  | 'mini-cart' | 'gift-option' | 'change-shipping-method' | 'change-store-confirmation' | 'store-changed'
  /** Checkout's 3-D Secure challenge (spec §2, §4): the card processor's challenge page. */
  | 'three-d-secure'
  /** Checkout's BNPL provider dialog (spec §2): the pay-later lender's widget. */
  | 'bnpl-provider'
  /** Location confirmation (spec §2): a visitor from another country is offered that country's site. */
  | 'location-confirmation'
  /** Review user-generated content (spec §2): a shopper photo of a UGC widget, its products, report and share. */
  | 'review-ugc'
  /** PayPal's approval window (checkout and the express buttons). */
  | 'paypal-window';

export interface OpenDialog {
  readonly name: DialogName;
  readonly props: Readonly<Record<string, unknown>>;
  /** Where focus goes back when the dialog (or the sequence of dialogs it starts) closes. */
  readonly returnFocus: HTMLElement | null;
}

export interface OpenDialogOptions {
  /** Gets focus back on close; by default the element that had focus when the dialog was asked for. */
  readonly returnFocusTo?: HTMLElement | null | undefined;
}

/** The dialog on screen, or null. One at a time: opening another replaces it. */
export const $dialogs = atom<OpenDialog | null>(null);

// Tried again by the next opening when it failed to load.
const hostModule = retryingLoader(() => import('../../islands/dialogs/mount-dialog-host'));

function focusedElement(): HTMLElement | null {
  return typeof document !== 'undefined' && document.activeElement instanceof HTMLElement ? document.activeElement : null;
}

/**
 * Opens a §2 dialog from anywhere in the browser (an island, a static button's script). The one
 * dialog host of the page follows $dialogs; its code (React and the host) is loaded here when the
 * first dialog is asked for, so pages ship no dialog JavaScript until a shopper needs one. The
 * promise settles once the host is on the page.
 */
export async function openDialog(name: DialogName, props: Record<string, unknown> = {}, options: OpenDialogOptions = {}): Promise<void> {
  $dialogs.set({ name, props, returnFocus: options.returnFocusTo ?? focusedElement() });
  const { mountDialogHost } = await hostModule();
  mountDialogHost();
}

export function closeDialog(): void {
  $dialogs.set(null);
}

/** The brief's short names. */
export const dialogs = { open: openDialog, close: closeDialog };
