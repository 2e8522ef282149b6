import { createHmac } from 'node:crypto';
import { safeEqual } from '../../domain/identity/crypto';
import { readDataDirSecret } from '../../domain/system/data-dir-secret';

/**
 * The sandbox keeps no state: what a real processor would store (the card behind a token, the
 * payment waiting for a challenge) travels signed inside the token and paymentData, so every API
 * process and the sandbox's own mount agree without sharing memory. SANDBOX_PAY_SECRET sets the key;
 * without it a random key is made once and kept in DATA_DIR (a fixed key in the code would let
 * anyone who reads it mint card tokens and challenge answers).
 */
let key: string | undefined;
function secret(): string {
  key ??= readDataDirSecret({ envVar: 'SANDBOX_PAY_SECRET', fileName: 'sandbox-pay-secret' });
  return key;
}

export function sign(payload: object): string {
  const body = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
  return `${body}.${createHmac('sha256', secret()).update(body).digest('base64url')}`;
}

export function unsign<T>(value: string): T | null {
  const [body, mac] = value.split('.');
  if (!body || !mac) return null;
  if (!safeEqual(createHmac('sha256', secret()).update(body).digest('base64url'), mac)) return null;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T;
  } catch {
    return null;
  }
}

export function mac(value: string): string {
  return createHmac('sha256', secret()).update(value).digest('base64url');
}
