import type { CardBrand } from '../../../../schemas/commerce/payments';
import type { AuthoriseResult, CardProcessor, TokenDetails } from '../card-processor';
import { sandboxJournal, type SandboxJournalEntry } from './journal';
import { mac, sign, unsign } from './signing';
import { REFUSALS, type TestCardOutcome } from './test-cards';

/** What a sandbox token carries (signed): what may be shown, and how the test card behaves. Never the number. */
export interface SandboxCard {
  readonly b: CardBrand;
  readonly l: string;
  readonly m: number;
  readonly y: number;
  readonly o: TestCardOutcome;
  readonly n: string;
}

export function issueSandboxToken(card: SandboxCard): string {
  return `tok_${sign(card)}`;
}

function cardOf(token: string): SandboxCard | null {
  return token.startsWith('tok_') ? unsign<SandboxCard>(token.slice(4)) : null;
}

interface PendingChallenge {
  readonly ref: string;
  readonly amt: number;
  readonly cur: string;
}

/** The signed result the challenge page posts back: transStatus bound to the payment it was for. */
export function challengeResultValue(paymentData: string, transStatus: 'Y' | 'N'): string {
  return mac(`${paymentData}:${transStatus}`);
}

export type { SandboxJournalEntry } from './journal';

/**
 * The in-process card processor sandbox (Adyen-shaped). `journal` lists every call, newest last,
 * for tests and the development tools; it is what the real processor's dashboard would show.
 */
export function sandboxCardProcessor(options: { publicBase?: string; now?: () => Date } = {}): CardProcessor & { readonly journal: SandboxJournalEntry[] } {
  const base = options.publicBase ?? '/sandbox-pay';
  const now = options.now ?? (() => new Date());
  const { journal, record, settlement } = sandboxJournal();
  const psp = () => `SBX${crypto.randomUUID().replace(/-/g, '').slice(0, 16).toUpperCase()}`;
  return {
    name: 'sandbox',
    journal,
    inspectToken(token): TokenDetails | null {
      const card = cardOf(token);
      return card ? { brand: card.b, last4: card.l, expiryMonth: card.m, expiryYear: card.y } : null;
    },
    async authorise(request): Promise<AuthoriseResult> {
      const card = cardOf(request.token);
      let result: AuthoriseResult;
      const today = now();
      const expired = card && (card.y < today.getUTCFullYear() || (card.y === today.getUTCFullYear() && card.m < today.getUTCMonth() + 1));
      if (!card) result = { resultCode: 'Refused', refusalReason: 'Invalid token', errorId: 'PAY400' };
      else if (expired || card.o === 'expired') result = { resultCode: 'Refused', refusalReason: REFUSALS.expired.reason, errorId: REFUSALS.expired.errorId };
      else if (card.o === 'declined' || card.o === 'fraud') result = { resultCode: 'Refused', refusalReason: REFUSALS[card.o].reason, errorId: REFUSALS[card.o].errorId };
      else if (card.o === 'challenge') {
        const paymentData = sign({ ref: request.merchantReference, amt: request.amount, cur: request.currency } satisfies PendingChallenge);
        result = { resultCode: 'ChallengeShopper', action: { type: 'threeDS2', paymentData, url: `${base}/3ds/challenge?paymentData=${encodeURIComponent(paymentData)}` } };
      } else result = { resultCode: 'Authorised', pspReference: psp() };
      record({ call: 'authorise', merchantReference: request.merchantReference, resultCode: result.resultCode });
      return result;
    },
    async details(request): Promise<AuthoriseResult> {
      const pending = unsign<PendingChallenge>(request.paymentData);
      const { threeDSResult } = request;
      const genuine = pending !== null && pending.ref === request.merchantReference && threeDSResult.paymentData === request.paymentData
        && threeDSResult.authenticationValue === challengeResultValue(request.paymentData, threeDSResult.transStatus);
      const result: AuthoriseResult = genuine && threeDSResult.transStatus === 'Y'
        ? { resultCode: 'Authorised', pspReference: psp() }
        : { resultCode: 'Refused', refusalReason: genuine ? '3D Not Authenticated' : 'Invalid 3DS result', errorId: 'PAY401' };
      record({ call: 'details', merchantReference: request.merchantReference, resultCode: result.resultCode });
      return result;
    },
    ...settlement,
  };
}
