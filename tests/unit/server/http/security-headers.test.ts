import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_CSP_DIRECTIVES, securityHeaders, STRICT_TRANSPORT_SECURITY, withHeaders } from '@shared/http/security-headers';
import { forwardedHttps, readTrustProxy } from '@server/http/client-address';
import { startTestApi, TEST_API_BASE, type TestApi } from '../../../helpers/api-app';

const ASTRO_POLICY = `${PAGE_CSP_DIRECTIVES.join(';')}; script-src 'self' 'sha256-abc='; style-src 'self' 'unsafe-inline' ;`;

describe('the security header rules', () => {
  it('gives every kind of answer nosniff, the referrer policy and a permissions policy without camera, microphone or location', () => {
    for (const kind of ['page', 'api', 'asset'] as const) {
      const headers = securityHeaders(kind);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\)/);
      expect(headers['content-security-policy']).toBeTruthy();
    }
  });

  it('keeps the policy a page was rendered with, which only this storefront may frame', () => {
    const headers = securityHeaders('page', { route: 'home', pagePolicy: ASTRO_POLICY });
    expect(headers['content-security-policy']).toBe(ASTRO_POLICY);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('gives a page answered without a policy one that runs no inline script', () => {
    const policy = securityHeaders('page')['content-security-policy']!;
    expect(policy).toMatch(/script-src 'self'(;|$)/);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('sends no page policy when told there is none to keep (astro dev), the other page headers still', () => {
    const headers = securityHeaders('page', { pagePolicy: false });
    expect(headers['content-security-policy']).toBeUndefined();
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('lets nothing load in or frame an API answer or a static file', () => {
    expect(securityHeaders('api')).toMatchObject({ 'content-security-policy': "default-src 'none'; frame-ancestors 'none'", 'x-frame-options': 'DENY' });
    const asset = securityHeaders('asset');
    expect(asset['content-security-policy']).toMatch(/^default-src 'none';.*frame-ancestors 'none'$/);
    expect(asset['x-frame-options']).toBe('DENY');
  });

  it('allows payment only on checkout routes, with the payment frames there and nowhere else', () => {
    expect(securityHeaders('page', { route: 'product' })['permissions-policy']).toContain('payment=()');
    expect(securityHeaders('page', { route: 'checkout' })['permissions-policy']).toContain('payment=(self)');
    const frames = ['https://pay.example'];
    const checkout = securityHeaders('page', { route: 'checkout', pagePolicy: ASTRO_POLICY, paymentFrameOrigins: frames });
    expect(checkout['permissions-policy']).toContain('payment=(self "https://pay.example")');
    expect(checkout['content-security-policy']).toContain("frame-src 'self' https://pay.example;");
    const product = securityHeaders('page', { route: 'product', pagePolicy: ASTRO_POLICY, paymentFrameOrigins: frames });
    expect(product['content-security-policy']).toBe(ASTRO_POLICY);
    expect(product['permissions-policy']).toContain('payment=()');
  });

  it('adds HSTS only for a request that came over https', () => {
    expect(securityHeaders('page')['strict-transport-security']).toBeUndefined();
    expect(securityHeaders('api', { https: true })['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
  });

  it('believes X-Forwarded-Proto only from a proxy TRUST_PROXY names or counts', () => {
    expect(forwardedHttps('203.0.113.9', 'https', readTrustProxy(undefined))).toBe(false);
    expect(forwardedHttps('10.0.0.2', 'https', readTrustProxy('1'))).toBe(true);
    expect(forwardedHttps('10.0.0.2', 'http', readTrustProxy('1'))).toBe(false);
    expect(forwardedHttps('10.0.0.2', 'https, http', readTrustProxy('10.0.0.2'))).toBe(true);
    expect(forwardedHttps('::ffff:10.0.0.2', 'https', readTrustProxy('10.0.0.2'))).toBe(true);
    expect(forwardedHttps('203.0.113.9', 'https', readTrustProxy('10.0.0.2'))).toBe(false);
  });

  it('sets headers on a response whose headers are immutable (a redirect) by copying it', () => {
    const redirect = withHeaders(Response.redirect('http://localhost/en-us', 301), { 'x-frame-options': 'SAMEORIGIN' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('http://localhost/en-us');
    expect(redirect.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});

describe('the API app', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api?.close());

  const request = (method: string, path: string, init: RequestInit = {}) =>
    api.app.request(`http://localhost${TEST_API_BASE}${path}`, { method, ...init, headers: { accept: 'application/json', ...init.headers } });

  it.each([
    ['a success', () => request('GET', '/health'), 200],
    ['an unknown route', () => request('GET', '/no/such/route'), 404],
    ['a method the path does not take', () => request('DELETE', '/health'), 405],
    ['a NUL byte in the query', () => request('GET', '/consumers-v3/consumer/lookup?email=a%00b'), 400],
    ['a body over the limit', () => request('POST', '/consumers-v3/auth/signup', { body: 'x'.repeat(1024 * 1024 + 1), headers: { 'content-type': 'application/json' } }), 413],
  ])('answers %s with the API security headers', async (_name, send, status) => {
    const response = await send();
    expect(response.status).toBe(status);
    for (const [name, value] of Object.entries(securityHeaders('api'))) expect(response.headers.get(name), name).toBe(value);
  });
});
