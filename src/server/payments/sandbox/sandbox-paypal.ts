import type { AuthoriseResult } from '../card-processor';
import type { PaypalOrder, PaypalProvider, PaypalShipping } from '../paypal-provider';
import { sandboxJournal, type SandboxJournalEntry } from './journal';
import { sign, unsign } from './signing';

/** How long an order can be approved and authorised after it was created (PayPal: 3 hours). */
export const PAYPAL_ORDER_TTL_MS = 3 * 60 * 60 * 1000;
/** PayPal lets a merchant patch an approved order's amount up to 115 % of what the buyer approved (shipping and tax found later). */
export const PAYPAL_MAX_AMOUNT_INCREASE = 1.15;

type SandboxShipping = Omit<PaypalShipping, 'fullName' | 'countryCode'>;

/**
 * The sandbox buyer of each country (sb-buyer@…) and the addresses in their PayPal account: the
 * window offers them all (the first is preselected), and the one chosen is what the approved order
 * ships to, as PayPal's window lets a buyer change the shipping address before approving.
 */
export const SANDBOX_PAYPAL_BUYERS: Readonly<Record<string, { givenName: string; surname: string; phone: string; addresses: readonly [SandboxShipping, ...SandboxShipping[]] }>> = {
  US: { givenName: 'Pat', surname: 'Buyer', phone: '2125550147', addresses: [
    { addressLine1: '2211 North First Street', city: 'San Jose', state: 'CA', postalCode: '95131' },
    { addressLine1: '350 Fifth Avenue', city: 'New York', state: 'NY', postalCode: '10118' },
  ] },
  CA: { givenName: 'Pat', surname: 'Buyer', phone: '4165550147', addresses: [
    { addressLine1: '100 Queen Street West', city: 'Toronto', state: 'ON', postalCode: 'M5H 2N2' },
    { addressLine1: '1000 Rue De La Gauchetière Ouest', city: 'Montréal', state: 'QC', postalCode: 'H3B 4W5' },
  ] },
  GB: { givenName: 'Pat', surname: 'Buyer', phone: '02079460147', addresses: [
    { addressLine1: '10 Downing Street', city: 'London', postalCode: 'SW1A 2AA' },
    { addressLine1: '1 Princes Street', city: 'Edinburgh', postalCode: 'EH2 2EQ' },
  ] },
  FR: { givenName: 'Camille', surname: 'Acheteur', phone: '0140205147', addresses: [
    { addressLine1: '8 rue de Rivoli', city: 'Paris', postalCode: '75004' },
    { addressLine1: '12 quai Saint-Antoine', city: 'Lyon', postalCode: '69002' },
  ] },
  DE: { givenName: 'Kim', surname: 'Käufer', phone: '030201470', addresses: [
    { addressLine1: 'Unter den Linden 5', city: 'Berlin', postalCode: '10117' },
    { addressLine1: 'Marienplatz 8', city: 'München', postalCode: '80331' },
  ] },
  IT: { givenName: 'Andrea', surname: 'Acquirente', phone: '0612345147', addresses: [
    { addressLine1: 'Via del Corso 12', city: 'Roma', postalCode: '00186' },
    { addressLine1: 'Corso Buenos Aires 20', city: 'Milano', postalCode: '20124' },
  ] },
};

export const sandboxBuyerEmail = (country: string) => `sb-buyer-${country.toLowerCase()}@sandbox.paypal.test`;

/** What a sandbox order id carries (the sandbox keeps no state: the id is signed, like the card tokens). */
interface OrderClaims {
  readonly k: 'pp';
  /** PayPal's order number (the same before and after approval). */
  readonly o: string;
  readonly a: number;
  readonly c: string;
  readonly r: string;
  /** The purchase's country: the sandbox buyer's. */
  readonly n: string;
  readonly l: string;
  /** C created, A approved. */
  readonly s: 'C' | 'A';
  /** Approved: which of the buyer's addresses they chose in the window. */
  readonly i?: number;
  /** Approved: the amount the buyer approved (a patch may grow the order's amount `a` to 115 % of it). */
  readonly p?: number;
  /** Expiry, epoch ms. */
  readonly e: number;
}

const PREFIX = 'PAYID-';

function claimsOf(id: string): OrderClaims | null {
  const claims = id.startsWith(PREFIX) ? unsign<OrderClaims>(id.slice(PREFIX.length)) : null;
  return claims?.k === 'pp' ? claims : null;
}
const idOf = (claims: OrderClaims) => `${PREFIX}${sign(claims)}`;

/** An unexpired order the sandbox made (null for anything else). */
export function sandboxPaypalOrder(id: string, now: Date): OrderClaims | null {
  const claims = claimsOf(id);
  return claims && claims.e >= now.getTime() ? claims : null;
}

/**
 * The buyer approved in the sandbox window: the same order, now APPROVED. Being stateless, the sandbox
 * hands back a new id for it (PayPal keeps the id and changes the status on its side).
 */
export function approveSandboxPaypalOrder(order: OrderClaims, addressIndex = 0): string {
  return idOf({ ...order, s: 'A', i: addressIndex, p: order.a });
}

function orderOf(claims: OrderClaims, id: string): PaypalOrder {
  const buyer = SANDBOX_PAYPAL_BUYERS[claims.n] ?? SANDBOX_PAYPAL_BUYERS.US!;
  const base = { id, status: claims.s === 'A' ? 'APPROVED' as const : 'CREATED' as const, amount: claims.a, currency: claims.c, referenceId: claims.r };
  if (claims.s !== 'A') return base;
  return {
    ...base,
    payer: { email: sandboxBuyerEmail(claims.n), givenName: buyer.givenName, surname: buyer.surname, phone: buyer.phone },
    shipping: { fullName: `${buyer.givenName} ${buyer.surname}`, ...(buyer.addresses[claims.i ?? 0] ?? buyer.addresses[0]), countryCode: claims.n },
  };
}

/**
 * The in-process PayPal sandbox (Orders v2-shaped): an order is created for the cart's amount, the
 * buyer approves or cancels in the sandbox window (/sandbox-pay/paypal), the merchant may patch its
 * amount (to at most 115 % of what the buyer approved), and placing the order authorises exactly the
 * order's amount. An order that is not approved, expired, in another currency, or for another amount
 * than the one authorised is refused (PAY400).
 */
export function sandboxPaypalProvider(options: { now?: () => Date; currencies?: readonly string[]; windowBase?: string } = {}): PaypalProvider & { readonly journal: SandboxJournalEntry[] } {
  const now = options.now ?? (() => new Date());
  const windowBase = options.windowBase ?? '/sandbox-pay/paypal';
  const { journal, record, settlement } = sandboxJournal();
  return {
    name: 'sandbox-paypal',
    currencies: options.currencies ?? ['USD', 'CAD', 'GBP', 'EUR'],
    journal,
    async createOrder(request) {
      const number = crypto.randomUUID().replace(/-/g, '').slice(0, 17).toUpperCase();
      const id = idOf({ k: 'pp', o: number, a: request.amount, c: request.currency, r: request.referenceId, n: request.country, l: request.locale, s: 'C', e: now().getTime() + PAYPAL_ORDER_TTL_MS });
      return { id, approveUrl: `${windowBase}?token=${encodeURIComponent(id)}` };
    },
    async getOrder(id) {
      const claims = sandboxPaypalOrder(id, now());
      return claims ? orderOf(claims, id) : null;
    },
    async updateOrderAmount(id, amount, currency) {
      const claims = sandboxPaypalOrder(id, now());
      if (!claims || claims.c !== currency || !Number.isInteger(amount) || amount <= 0) return null;
      if (claims.s === 'A' && amount > Math.floor((claims.p ?? claims.a) * PAYPAL_MAX_AMOUNT_INCREASE)) return null;
      return idOf({ ...claims, a: amount });
    },
    async authorise(request): Promise<AuthoriseResult> {
      const claims = sandboxPaypalOrder(request.token, now());
      let result: AuthoriseResult;
      if (!claims || claims.s !== 'A') result = { resultCode: 'Refused', refusalReason: 'ORDER_NOT_APPROVED', errorId: 'PAY400' };
      // Exactly the order's amount: a cart that changed since must patch the order first (or ask the buyer again).
      else if (claims.c !== request.currency || request.amount !== claims.a) result = { resultCode: 'Refused', refusalReason: 'AMOUNT_MISMATCH', errorId: 'PAY400' };
      else result = { resultCode: 'Authorised', pspReference: `PPAUTH${claims.o}` };
      record({ call: 'authorise', merchantReference: request.merchantReference, resultCode: result.resultCode });
      return result;
    },
    ...settlement,
  };
}
