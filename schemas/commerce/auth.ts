import { z } from 'zod';
import { guestObjectsSchema } from './cart-requests';

// Contracts of the spec §7 authentication calls. Field rules of the sign-up form live in the
// validation module (the server runs signUpSchema on top of this shape).

/** RFC 7636: 43 to 128 characters of [A-Z a-z 0-9 - . _ ~]. */
const pkceString = z.string().regex(/^[A-Za-z0-9\-._~]{43,128}$/, 'Must be 43 to 128 URL-safe characters.');


export const tokenRequestSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Guest') }),
  z.object({
    type: z.literal('Registered'),
    authorizationCode: z.string().min(1).max(200),
    codeVerifier: pkceString,
    guestObjects: guestObjectsSchema.optional(),
    orderNo: z.string().max(64).optional(),
    st: z.string().max(200).optional(),
    action: z.literal('postLogin').optional(),
  }),
  /** Without refreshToken, the storefront's httpOnly refresh cookie is used (src/server/session). */
  z.object({ type: z.literal('Refresh'), refreshToken: z.string().min(1).max(200).optional() }),
]);
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

/** The auth session of spec §3, as the token call answers it. */
export const authSessionSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  /** Seconds. */
  expiresIn: z.number().int(),
  usid: z.string(),
  consumerNo: z.string(),
  consumerType: z.string(),
  memberId: z.string().optional(),
  basketId: z.string().optional(),
  /** After a sign-in that merged a guest cart (§4): the notice the storefront shows. */
  cartNotification: z.enum(['cartItemsMerged', 'outOfStockNotification']).optional(),
  saveForLaterId: z.string().optional(),
  favorites: z.object({ favoriteId: z.string().nullable(), favStoreId: z.string().nullable() }),
  isEmployeeDiscountTCAccepted: z.boolean(),
  /** Associate sessions (agent login): the buy-in-store session of spec §3. */
  storeId: z.string().optional(),
  storeName: z.string().optional(),
  storeEmployeeId: z.string().optional(),
  storeEmployeeName: z.string().optional(),
});
export type AuthSession = z.infer<typeof authSessionSchema>;

/**
 * The same session as the storefront's pages see it (request header x-storefront-session:
 * cookie): the tokens are in httpOnly cookies, so the body carries none.
 */
export const browserSessionSchema = authSessionSchema.omit({ accessToken: true, refreshToken: true });
export type BrowserSession = z.infer<typeof browserSessionSchema>;

export const signInRequestSchema = z.object({
  type: z.literal('Registered'),
  username: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(256),
  codeChallenge: pkceString,
  /** Only S256; 'plain' is refused. */
  codeChallengeMethod: z.string().optional(),
  recaptcha_response: z.string().max(4000).optional(),
});
export const signInResponseSchema = z.object({ authorizationCode: z.string() });

/** Without refreshToken, the session of the presented access token (header or cookie) ends. */
export const signOutRequestSchema = z.object({ refreshToken: z.string().min(1).max(200).optional() });

export const signUpRequestSchema = z.object({
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  /** In the locale's display format (MM/DD/YYYY or DD/MM/YYYY), as the form shows it. */
  birthDate: z.string().optional(),
  phone: z.string().optional(),
  phoneCode: z.string().optional(),
  email: z.string().optional(),
  password: z.string().max(256).optional(),
  newsletter: z.boolean().optional(),
  loyaltyTerms: z.boolean().optional(),
  brandTerms: z.boolean().optional(),
  policy: z.boolean().optional(),
  postalCode: z.string().optional(),
  gender: z.string().max(20).optional(),
  optInAccepted: z.boolean().optional(),
  isTermsConfirmed: z.literal(true, 'The terms must be accepted.'),
  isTemporaryPassword: z.boolean().optional(),
  subscriptions: z
    .object({ newsletterConsent: z.boolean().optional(), loyaltyConsent: z.boolean().optional(), smsNotificationConsent: z.boolean().optional() })
    .optional(),
  loyaltyEnrollment: z.literal('Full').optional(),
  loyaltyNewsletterConsent: z.boolean().optional(),
  source: z
    .object({ store: z.string().max(64).optional(), acquisitionType: z.literal('Registered').optional(), campaignName: z.string().max(100).optional() })
    .optional(),
  recaptcha_response: z.string().max(4000).optional(),
});
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;
export const signUpResponseSchema = z.object({ consumerNo: z.string(), email: z.string(), message: z.string() });

export const changePasswordRequestSchema = z.object({ currentPassword: z.string().min(1).max(256), newPassword: z.string().max(256) });
export const forgotPasswordRequestSchema = z.object({ email: z.string().trim().min(1).max(100), recaptcha_response: z.string().max(4000).optional() });
export const resetPasswordRequestSchema = z.object({ token: z.string().min(1).max(200), newPassword: z.string().max(256) });
/** Agent login (spec §7): employee id and password; the store chosen on the sign-in form, when sent, must be the employee's (else 403 STR403). */
export const agentLoginRequestSchema = z.object({ storeEmployeeId: z.string().min(1).max(40), password: z.string().min(1).max(256), storeId: z.string().trim().min(1).max(40).optional() });

/**
 * The answer of agent login: the buy-in-store session of spec §3 with its one token, of kind
 * 'agent' (no refresh token: when it runs out the associate signs in again). Never set as a
 * cookie: the storefront keeps it in session storage, so closing the tab ends the session.
 */
export const agentSessionSchema = z.object({
  accessToken: z.string(),
  tokenKind: z.literal('agent'),
  /** Seconds. */
  expiresIn: z.number().int(),
  usid: z.string(),
  consumerType: z.literal('EMPLOYEE'),
  storeId: z.string(),
  storeName: z.string(),
  storeEmployeeId: z.string(),
  storeEmployeeName: z.string(),
  /** The store's maximum price adjustment, in percent. */
  maxPriceAdjustmentPercent: z.number(),
});
export type AgentSession = z.infer<typeof agentSessionSchema>;
export const messageResponseSchema = z.object({ message: z.string() });
