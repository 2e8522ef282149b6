import { z } from 'zod';

// Contracts of the spec §7 consumer loyalty calls (/consumers-v3/consumer/loyalty/...). Amounts are
// integer minor units of `currency`; points are whole numbers; dates are ISO strings.

const points = z.number().int().min(0);

/** POST .../loyalty/token: the usid of the calling session (optional) and a referral code (another member's memberId). The lead source comes in the `source` header. */
export const loyaltyTokenRequestSchema = z.object({
  usid: z.string().min(1).max(100).optional(),
  referralCode: z.string().regex(/^[A-Za-z0-9-]{4,40}$/, 'A referral code is 4 to 40 letters, digits or dashes.').optional(),
});
export type LoyaltyTokenRequest = z.infer<typeof loyaltyTokenRequestSchema>;

export const loyaltyTokenResponseSchema = z.object({
  memberId: z.string(),
  /** The member id of whoever referred this member (the first referral code accepted), if any. */
  referredBy: z.string().nullable(),
});
export type LoyaltyTokenResponse = z.infer<typeof loyaltyTokenResponseSchema>;

/** GET .../loyalty/promo/welcome: the welcome offer of the site for members. */
export const loyaltyWelcomePromoResponseSchema = z.object({
  promotion: z.object({
    code: z.string(),
    name: z.string(),
    callout: z.string(),
    currency: z.string(),
    amountOff: points.nullable(),
    percentOff: z.number().nullable(),
    startsAt: z.string().nullable(),
    endsAt: z.string().nullable(),
  }).nullable(),
  /** The member may still use it (not redeemed, inside its window). */
  eligible: z.boolean(),
  redeemed: z.boolean(),
});
export type LoyaltyWelcomePromoResponse = z.infer<typeof loyaltyWelcomePromoResponseSchema>;

/** Spec §3 Loyalty: a voucher for sale. */
export const applicableLoyaltyVoucherSchema = z.object({
  points: points,
  amountInCurrency: points,
  currency: z.string(),
  /** Offered now. */
  available: z.boolean(),
  /** The member's active balance covers it. */
  eligible: z.boolean(),
});

export const loyaltyVoucherSchema = z.object({
  voucherId: z.string(),
  code: z.string(),
  points: points,
  amountInCurrency: points,
  currency: z.string(),
  status: z.enum(['active', 'redeemed', 'expired', 'cancelled']),
  expiresAt: z.string(),
  createdAt: z.string(),
  orderNumber: z.string().nullable(),
});
export type LoyaltyVoucher = z.infer<typeof loyaltyVoucherSchema>;

export const loyaltyEntrySchema = z.object({
  entryId: z.string(),
  kind: z.enum(['earn', 'spend', 'reverse', 'expire', 'voucher']),
  state: z.enum(['pending', 'active', 'expired', 'cancelled']),
  /** Positive: points in; negative: points out. */
  points: z.number().int(),
  reason: z.string(),
  orderNumber: z.string().nullable(),
  linkedEntryId: z.string().nullable(),
  maturesAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type LoyaltyEntry = z.infer<typeof loyaltyEntrySchema>;

export const loyaltyVouchersQuerySchema = z.object({ includeHistory: z.enum(['true', 'false']).optional() });

/** GET .../loyalty/vouchers: spec §3 Loyalty (currentLoyaltyPoints, applicableLoyaltyVouchers) plus pending points, the member's vouchers and, on request, the ledger. */
export const loyaltyResponseSchema = z.object({
  currentLoyaltyPoints: points,
  pendingLoyaltyPoints: points,
  applicableLoyaltyVouchers: z.array(applicableLoyaltyVoucherSchema),
  vouchers: z.array(loyaltyVoucherSchema),
  history: z.array(loyaltyEntrySchema).optional(),
});
export type LoyaltyResponse = z.infer<typeof loyaltyResponseSchema>;

/** POST .../loyalty/vouchers: buy the voucher of that many points (in the locale's currency). */
export const buyLoyaltyVoucherRequestSchema = z.object({ points: z.number().int().min(1).max(10_000_000) });

export const buyLoyaltyVoucherResponseSchema = z.object({ voucher: loyaltyVoucherSchema, currentLoyaltyPoints: points });
export type BuyLoyaltyVoucherResponse = z.infer<typeof buyLoyaltyVoucherResponseSchema>;
