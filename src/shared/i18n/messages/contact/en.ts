/** Contact us: the categories and subjects the form offers (`category_<category>`, `subject_<category>_<subject>`). English is the source. */
export const en = {
  category_order: "My order",
  subject_order_status: "Order status",
  subject_order_cancel: "Cancel an order",
  subject_order_change: "Change an order",
  category_returns: "Returns and refunds",
  subject_returns_return: "Return an item",
  subject_returns_refund: "Refund status",
  category_account: "My account",
  subject_account_signin: "Signing in",
  subject_account_data: "My personal data",
  category_loyalty: "Loyalty program",
  subject_loyalty_points: "Points and vouchers",
  category_product: "Products",
  subject_product_sizing: "Size and fit",
  subject_product_warranty: "Warranty",
} as const;

export type ContactLabelKey = keyof typeof en;
export type ContactLabels = Record<ContactLabelKey, string>;
