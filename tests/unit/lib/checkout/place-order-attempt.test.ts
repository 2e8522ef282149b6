import { describe, expect, it } from 'vitest';
import { attemptFor, keepsAttempt, newAttempt } from '@lib/checkout/place-order-attempt';

const body = { cartId: 'B1', recaptcha_response: 'sandbox-ok:placeOrder', paymentMethod: { code: 'CREDIT_CARD' } };
let counter = 0;
const key = () => `key-${++counter}`;

describe('place-order attempts and their Idempotency-Key', () => {
  it('makes a key per attempt', () => {
    const first = newAttempt(body, key);
    const second = newAttempt(body, key);
    expect(first.key).not.toBe(second.key);
    expect(first.body).toBe(JSON.stringify(body));
  });

  it('keeps the key when the same attempt is sent again, and makes a new one when the body changed', () => {
    const first = attemptFor(null, body, key);
    expect(attemptFor(first, { ...body }, key)).toBe(first);
    const changed = attemptFor(first, { ...body, cartId: 'B2' }, key);
    expect(changed.key).not.toBe(first.key);
  });

  it('keeps the attempt open only while nothing was decided (no answer, 409 running, 408, 429, 5xx)', () => {
    for (const status of [null, 409, 408, 429, 500, 502, 503]) expect(keepsAttempt(status), String(status)).toBe(true);
    for (const status of [200, 400, 402, 404, 422]) expect(keepsAttempt(status), String(status)).toBe(false);
  });

  it('uses a random UUID by default', () => {
    expect(newAttempt(body).key).toMatch(/^[0-9a-f-]{36}$/);
  });
});
