/** Product-page feature switches (spec §4 "feature enabled" for notify-me). */
export const PRODUCT_FEATURES = {
  notifyMe: true,
  /** The Apple Pay button (shown only where the device has the wallet, spec §4). */
  applePay: true,
} as const;
