/**
 * Texts of the member's points panel on /loyalty (spec §2 /loyalty, §3 Loyalty, §6 loyalty member):
 * balance, pending points, vouchers, redeeming points and the points history, in every seeded
 * language. English is the source; every language has exactly its keys and the same {placeholders}
 * (tests check both). Numbers, money and dates arrive formatted. `error_<id>` are the configured
 * messages of the API's errorIds (§8: a known errorId shows its message, any other the server's).
 */
export const en = {
  panelTitle: 'Your points',
  loading: 'Loading your points…',
  loadFailed: 'We could not load your points. Please try again.',
  retry: 'Try again',
  balanceLabel: 'Points to spend',
  pendingLabel: 'Pending points',
  pendingHint: 'Points from recent orders become spendable once the {days}-day return window has passed.',
  redeemTitle: 'Redeem points',
  redeemAction: 'Redeem {points} points for a {amount} voucher',
  redeemBusy: 'Redeeming {points} points…',
  redeemDone: 'Your {amount} voucher {code} is ready to use at checkout.',
  redeemNone: 'Your balance does not cover a voucher yet: the smallest costs {points} points.',
  redeemNoneOffered: 'No vouchers are offered at the moment.',
  vouchersTitle: 'Your vouchers',
  noVouchers: 'You have no vouchers yet.',
  voucherCode: 'Code',
  voucherValue: 'Value',
  voucherStatus: 'Status',
  voucherExpires: 'Valid until',
  statusActive: 'Ready to use',
  statusRedeemed: 'Used',
  statusExpired: 'Expired',
  statusCancelled: 'Cancelled',
  historyTitle: 'Points history',
  noHistory: 'No points activity yet.',
  historyDate: 'Date',
  historyReason: 'Reason',
  historyPoints: 'Points',
  historyState: 'State',
  reasonEarn: 'Points added',
  reasonEarnOrder: 'Points for order {order}',
  reasonSpend: 'Paid with points',
  reasonSpendOrder: 'Paid with points, order {order}',
  reasonVoucher: 'Voucher bought',
  reasonReverse: 'Points given back',
  reasonReverseOrder: 'Points given back, order {order}',
  reasonExpire: 'Points expired',
  statePending: 'Pending',
  stateActive: 'Counted',
  stateExpired: 'Expired',
  stateCancelled: 'Cancelled',
  // Configured messages of the API's errorIds (spec §8: any other id shows the server's message)
  error_REW403: 'Only loyalty members can redeem points.',
  error_REW404: 'This voucher is no longer offered. Please reload the page.',
  error_REW409: 'Your points balance does not cover this voucher.',
  error_GEN500: 'We could not redeem your points. Please try again.',
};

export type LoyaltyKey = keyof typeof en;
export type LoyaltyMessages = Record<LoyaltyKey, string>;
