/** Product-page feature switches (spec §4 "feature enabled" for notify-me). */
export const PRODUCT_FEATURES = {
  notifyMe: true,
} as const;
