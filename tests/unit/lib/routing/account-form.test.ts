import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountForm, accountTitle } from '../../../../src/page-kinds/account-form';
import { recaptchaResponse } from '@lib/identity/recaptcha.server';

afterEach(() => vi.unstubAllEnvs());

describe('account form of a route', () => {
  it('forgot-password becomes the reset form when the mail link carries a token', () => {
    expect(accountForm('forgot-password', new URL('http://shop.test/en-us/forgot-password'))).toEqual({ kind: 'forgot-password' });
    expect(accountForm('forgot-password', new URL('http://shop.test/en-us/forgot-password?siteId=stride&token=abc'))).toEqual({ kind: 'reset-password', token: 'abc' });
    expect(accountForm('sign-in', new URL('http://shop.test/en-us/sign-in'))).toEqual({ kind: 'sign-in' });
  });

  it('the dev outbox page exists under astro dev or when asked for, never by default', () => {
    const url = new URL('http://shop.test/en-us/dev/outbox');
    vi.stubEnv('NODE_ENV', 'development');
    expect(accountForm('dev-outbox', url)).toEqual({ kind: 'dev-outbox' });
    vi.stubEnv('NODE_ENV', 'production');
    expect(accountForm('dev-outbox', url)).toBeNull();
    vi.stubEnv('NODE_ENV', '');
    expect(accountForm('dev-outbox', url)).toBeNull();
    // A production start asks for them explicitly.
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('STOREFRONT_DEV_TOOLS', 'true');
    expect(accountForm('dev-outbox', url)).toEqual({ kind: 'dev-outbox' });
    vi.stubEnv('NODE_ENV', 'development');
    vi.stubEnv('STOREFRONT_DEV_TOOLS', 'false');
    expect(accountForm('dev-outbox', url)).toBeNull();
    vi.unstubAllEnvs();
  });

  it('titles come from the message catalogue of the page language', () => {
    expect(accountTitle('sign-in', 'fr-ca')).toBe('Connexion');
    expect(accountTitle('sign-up', 'de-de')).toBe('Konto erstellen');
  });

  it('sends the sandbox recaptcha token only with the sandbox provider or none', () => {
    expect(recaptchaResponse('login', {})).toBe('sandbox-ok:login');
    expect(recaptchaResponse('register', { RECAPTCHA_PROVIDER: 'off' })).toBe('sandbox-ok:register');
    expect(recaptchaResponse('login', { RECAPTCHA_PROVIDER: 'google' })).toBeUndefined();
  });
});
