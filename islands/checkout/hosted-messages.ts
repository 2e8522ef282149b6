import type { CardToken, ThreeDs2Result } from '../../schemas/commerce/payments';

/*
 * What the card processor's frames post to the page, checked by hand (no zod in the island): the
 * hosted card fields post a token (never the number or the CVC), the 3-D Secure challenge page its
 * result. Messages are taken only from the frame the island made, on that frame's origin.
 */

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function tokenIn(value: Record<string, unknown>): CardToken | null {
  const { token, brand, last4, expiryMonth, expiryYear, holder } = value;
  if (typeof token !== 'string' || token.length < 8 || typeof brand !== 'string' || typeof last4 !== 'string' || !/^\d{4}$/.test(last4)) return null;
  if (typeof expiryMonth !== 'number' || typeof expiryYear !== 'number') return null;
  return { token, brand: brand as CardToken['brand'], last4, expiryMonth, expiryYear, ...(typeof holder === 'string' && holder ? { holder } : {}) };
}

/** The card token in a hosted-fields message (the token itself, or under `card`, `token` or `data`). */
export function cardTokenOf(data: unknown): CardToken | null {
  if (!isObject(data)) return null;
  for (const candidate of [data, data.card, data.token, data.data]) {
    const found = isObject(candidate) ? tokenIn(candidate) : null;
    if (found) return found;
  }
  return null;
}

function resultIn(value: Record<string, unknown>): ThreeDs2Result | null {
  const { transStatus, authenticationValue, paymentData } = value;
  if ((transStatus !== 'Y' && transStatus !== 'N') || typeof authenticationValue !== 'string' || typeof paymentData !== 'string') return null;
  return { transStatus, authenticationValue, paymentData };
}

/** The 3-D Secure result in a challenge page's message (itself, or under `threeDS2Result`, `result` or `data`). */
export function threeDsResultOf(data: unknown): ThreeDs2Result | null {
  if (!isObject(data)) return null;
  for (const candidate of [data, data.threeDS2Result, data.threeDs2Result, data.result, data.data]) {
    const found = isObject(candidate) ? resultIn(candidate) : null;
    if (found) return found;
  }
  return null;
}

/** A height the frame asks for (hosted fields grow with their error lines). */
export function frameHeightOf(data: unknown): number | null {
  if (!isObject(data)) return null;
  const height = data.height ?? (isObject(data.data) ? data.data.height : undefined);
  return typeof height === 'number' && height > 0 && height < 2000 ? height : null;
}

/** PayPal's window (onApprove / onCancel): the approved order's id, or not approved. */
export function paypalApprovalOf(data: unknown): { approved: true; orderID: string } | { approved: false } | null {
  if (!isObject(data) || data.type !== 'paypalApproval' || typeof data.approved !== 'boolean') return null;
  if (!data.approved) return { approved: false };
  const id = data.orderID;
  return typeof id === 'string' && id.length >= 8 && id.length <= 600 ? { approved: true, orderID: id } : null;
}

/** The pay-later widget's decision: approved with its authorization token, or not approved. */
export function bnplDecisionOf(data: unknown): { approved: true; authorizationToken: string } | { approved: false } | null {
  if (!isObject(data) || data.type !== 'bnplAuthorization' || typeof data.approved !== 'boolean') return null;
  if (!data.approved) return { approved: false };
  const token = data.authorizationToken;
  return typeof token === 'string' && token.length >= 8 && token.length <= 2000 ? { approved: true, authorizationToken: token } : null;
}
