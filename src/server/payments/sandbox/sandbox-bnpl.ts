import type { AuthoriseResult } from '../card-processor';
import type { BnplAuthorization, BnplProvider, BnplSession } from '../bnpl-provider';
import { sandboxJournal, type SandboxJournalEntry } from './journal';
import { sign, unsign } from './signing';

/** How long the widget's authorization stays usable for placing the order (Klarna: 60 minutes). */
export const BNPL_AUTHORIZATION_TTL_MS = 60 * 60 * 1000;

/** The categories the sandbox lends in, first the one the checkout authorises with. */
export const SANDBOX_BNPL_CATEGORIES = [
  { identifier: 'pay_later', name: 'Pay later in 30 days' },
  { identifier: 'pay_over_time', name: 'Pay in 3 interest-free instalments' },
] as const;

interface SessionClaims {
  readonly k: 'bnpl-session';
  readonly s: string;
  readonly a: number;
  readonly c: string;
  readonly l: string;
}

interface AuthorizationClaims {
  readonly k: 'bnpl-authorization';
  readonly s: string;
  readonly a: number;
  readonly c: string;
  readonly cat: string;
  /** Expiry, epoch ms. */
  readonly e: number;
}

export function sessionOfClientToken(clientToken: string): SessionClaims | null {
  const claims = unsign<SessionClaims>(clientToken);
  return claims?.k === 'bnpl-session' ? claims : null;
}

/** What the widget hands back when the shopper approves (the provider's authorization token). */
export function issueAuthorizationToken(session: SessionClaims, category: string, now: Date): string {
  return `kat_${sign({ k: 'bnpl-authorization', s: session.s, a: session.a, c: session.c, cat: category, e: now.getTime() + BNPL_AUTHORIZATION_TTL_MS } satisfies AuthorizationClaims)}`;
}

/**
 * The in-process buy-now-pay-later sandbox (Klarna Payments-shaped), stateless like the card sandbox:
 * the session and the authorization travel signed, so every API process and the widget's mount agree.
 * The shopper approves or declines in the widget (/sandbox-pay/bnpl); placing the order refuses a
 * token that expired or was authorised for another amount.
 */
export function sandboxBnplProvider(options: { now?: () => Date; countries?: readonly string[] } = {}): BnplProvider & { readonly journal: SandboxJournalEntry[] } {
  const now = options.now ?? (() => new Date());
  const { journal, record, settlement } = sandboxJournal();
  const inspect = (token: string): (BnplAuthorization & { expires: number }) | null => {
    const claims = token.startsWith('kat_') ? unsign<AuthorizationClaims>(token.slice(4)) : null;
    return claims?.k === 'bnpl-authorization' ? { sessionId: claims.s, amount: claims.a, currency: claims.c, category: claims.cat, expires: claims.e } : null;
  };
  return {
    name: 'sandbox-bnpl',
    countries: options.countries ?? ['US', 'CA', 'GB', 'FR', 'DE', 'IT'],
    journal,
    async createSession(request): Promise<BnplSession> {
      const sessionId = crypto.randomUUID();
      const clientToken = sign({ k: 'bnpl-session', s: sessionId, a: request.amount, c: request.currency, l: request.locale } satisfies SessionClaims);
      return { sessionId, clientToken, paymentMethodCategories: SANDBOX_BNPL_CATEGORIES };
    },
    inspectAuthorization(token) {
      const found = inspect(token);
      if (!found || found.expires < now().getTime()) return null;
      const { expires: _expires, ...authorization } = found;
      return authorization;
    },
    async authorise(request): Promise<AuthoriseResult> {
      const found = inspect(request.token);
      let result: AuthoriseResult;
      if (!found || found.expires < now().getTime()) result = { resultCode: 'Refused', refusalReason: 'Authorization expired or unknown', errorId: 'PAY400' };
      else if (found.amount !== request.amount || found.currency !== request.currency) result = { resultCode: 'Refused', refusalReason: 'Amount differs from the authorization', errorId: 'PAY400' };
      else result = { resultCode: 'Authorised', pspReference: `BNPL${crypto.randomUUID().replace(/-/g, '').slice(0, 16).toUpperCase()}` };
      record({ call: 'authorise', merchantReference: request.merchantReference, resultCode: result.resultCode });
      return result;
    },
    ...settlement,
  };
}
