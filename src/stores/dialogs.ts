import { atom } from 'nanostores';

/**
 * Dialogs of spec §2 (modal or side panel by viewport); each feature adds its name here. Open one
 * with showDialog (islands/dialogs/show-dialog.ts), which also mounts the host on first use.
 */
export type DialogName =
  | 'add-gift-option' | 'ask-question' | 'change-shipping-method' | 'change-store' | 'employee-terms' | 'event-sign-up'
  | 'forgot-password' | 'interests' | 'bnpl' | 'location-confirmation' | 'loyalty-sign-up' | 'mini-cart'
  | 'pickup-in-store' | 'quickshop' | 'review-ugc' | 'sign-in' | 'sign-in-confirmation' | 'sign-up'
  | 'store-changed' | 'three-d-secure' | 'welcome' | 'content'
  /** A yes/no question before a destructive action (account area: deleting an address). */
  | 'confirm';

export interface OpenDialog {
  readonly name: DialogName;
  readonly props: Readonly<Record<string, unknown>>;
}

/** The dialog on screen, or null. One at a time: opening another replaces it. */
export const $dialogs = atom<OpenDialog | null>(null);

export function openDialog(name: DialogName, props: Record<string, unknown> = {}): void {
  $dialogs.set({ name, props });
}

export function closeDialog(): void {
  $dialogs.set(null);
}

/** The brief's short names. */
export const dialogs = { open: openDialog, close: closeDialog };
