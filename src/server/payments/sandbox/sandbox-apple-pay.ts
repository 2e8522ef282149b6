import { z } from 'zod';
import type { AuthoriseResult } from '../card-processor';
import type { ApplePayProvider, ApplePayTokenDetails } from '../apple-pay-provider';
import { sandboxJournal, type SandboxJournalEntry } from './journal';
import { sign, unsign } from './signing';

/**
 * The cards in the sandbox's test wallet (docs/payments-sandbox.md): what a stubbed ApplePaySession
 * pays with. A token of the approved card is authorised; the declined card's is refused with
 * PAYMENT_ERROR, as the card sandbox's declined test card is.
 */
export const SANDBOX_APPLE_PAY_CARDS = {
  approved: { network: 'Visa', last4: '1142', type: 'debit' },
  declined: { network: 'Visa', last4: '0002', type: 'credit' },
  'approved-mc': { network: 'MasterCard', last4: '1115', type: 'credit' },
} as const;
export type SandboxApplePayCard = keyof typeof SANDBOX_APPLE_PAY_CARDS;

/** POST /sandbox-pay/apple-pay/token. */
export const applePayTokenRequestSchema = z.object({
  amount: z.number().int().min(1),
  currency: z.string().regex(/^[A-Za-z]{3}$/),
  card: z.enum(Object.keys(SANDBOX_APPLE_PAY_CARDS) as [SandboxApplePayCard, ...SandboxApplePayCard[]]).optional(),
});

/** How long a payment token is accepted after the device made it. */
export const APPLE_PAY_TOKEN_TTL_MS = 30 * 60 * 1000;

interface TokenClaims {
  readonly k: 'apple-pay-token';
  readonly a: number;
  readonly c: string;
  readonly w: SandboxApplePayCard;
  readonly t: string;
  /** Expiry, epoch ms. */
  readonly e: number;
}

/** ApplePayPaymentToken as the device hands it to onpaymentauthorized (paymentData stands for the encrypted blob). */
export interface SandboxApplePayToken {
  readonly paymentData: { readonly version: 'EC_v1'; readonly data: string; readonly signature: string; readonly header: { readonly transactionId: string } };
  readonly paymentMethod: { readonly displayName: string; readonly network: string; readonly type: string };
  readonly transactionIdentifier: string;
}

/** The device's part (the sandbox mount's POST /sandbox-pay/apple-pay/token): a token of a test-wallet card for an amount. */
export function issueApplePayTestToken(request: { amount: number; currency: string; card?: SandboxApplePayCard }, now = new Date()): SandboxApplePayToken {
  const card = request.card ?? 'approved';
  const transactionId = crypto.randomUUID().replace(/-/g, '').toUpperCase();
  const data = `apt_${sign({ k: 'apple-pay-token', a: request.amount, c: request.currency.toUpperCase(), w: card, t: transactionId, e: now.getTime() + APPLE_PAY_TOKEN_TTL_MS } satisfies TokenClaims)}`;
  const { network, last4, type } = SANDBOX_APPLE_PAY_CARDS[card];
  return {
    paymentData: { version: 'EC_v1', data, signature: 'sandbox', header: { transactionId } },
    paymentMethod: { displayName: `${network} ${last4}`, network, type },
    transactionIdentifier: transactionId,
  };
}

/** The claims of a token as the browser sends it (the JSON of ApplePayPaymentToken), or null. */
function claimsOf(token: string): TokenClaims | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(token);
  } catch {
    return null;
  }
  const data = (parsed as { paymentData?: { data?: unknown } } | null)?.paymentData?.data;
  if (typeof data !== 'string' || !data.startsWith('apt_')) return null;
  const claims = unsign<TokenClaims>(data.slice(4));
  return claims?.k === 'apple-pay-token' && claims.w in SANDBOX_APPLE_PAY_CARDS ? claims : null;
}

/**
 * The in-process Apple Pay sandbox (a card provider's Apple Pay, shaped after Adyen's): merchant
 * validation answers a merchant session signed like the real one is, and the tokens its test
 * wallet issues are HMAC-signed, bound to an amount and a currency, valid 30 minutes. Stateless,
 * like the card sandbox.
 */
export function sandboxApplePayProvider(options: { now?: () => Date; countries?: readonly string[] } = {}): ApplePayProvider & { readonly journal: SandboxJournalEntry[] } {
  const now = options.now ?? (() => new Date());
  const { journal, record, settlement } = sandboxJournal();
  const merchantIdentifier = 'merchant.test.storefront.sandbox';
  const live = (token: string): TokenClaims | null => {
    const claims = claimsOf(token);
    return claims && claims.e >= now().getTime() ? claims : null;
  };
  return {
    name: 'sandbox-apple-pay',
    countries: options.countries ?? ['US', 'CA', 'GB', 'FR', 'DE', 'IT'],
    merchantIdentifier,
    supportedNetworks: ['visa', 'masterCard', 'amex'],
    journal,
    async merchantSession({ domainName, displayName }) {
      const epochTimestamp = now().getTime();
      const merchantSessionIdentifier = `SSH${crypto.randomUUID().replace(/-/g, '').toUpperCase()}`;
      const nonce = crypto.randomUUID().slice(0, 8);
      return {
        epochTimestamp, expiresAt: epochTimestamp + 60 * 60 * 1000, merchantSessionIdentifier, nonce, merchantIdentifier,
        domainName, displayName, retries: 0, pspId: merchantIdentifier,
        signature: sign({ k: 'apple-pay-merchant-session', s: merchantSessionIdentifier, d: domainName, n: nonce }),
      };
    },
    inspectToken(token): ApplePayTokenDetails | null {
      const claims = live(token);
      if (!claims) return null;
      const card = SANDBOX_APPLE_PAY_CARDS[claims.w];
      return { amount: claims.a, currency: claims.c, network: card.network, displayName: `${card.network} ${card.last4}` };
    },
    async authorise(request): Promise<AuthoriseResult> {
      const claims = live(request.token);
      let result: AuthoriseResult;
      if (!claims) result = { resultCode: 'Refused', refusalReason: 'Token expired or unknown', errorId: 'PAY400' };
      else if (claims.a !== request.amount || claims.c !== request.currency) result = { resultCode: 'Refused', refusalReason: 'Amount differs from the token', errorId: 'PAY400' };
      else if (claims.w === 'declined') result = { resultCode: 'Refused', refusalReason: 'Refused', errorId: 'PAYMENT_ERROR' };
      else result = { resultCode: 'Authorised', pspReference: `APL${crypto.randomUUID().replace(/-/g, '').slice(0, 16).toUpperCase()}` };
      record({ call: 'authorise', merchantReference: request.merchantReference, resultCode: result.resultCode });
      return result;
    },
    ...settlement,
  };
}
