import { describe, expect, it } from 'vitest';
import { hostLabel, requestHost } from '@lib/content/host-label';

describe('hostLabel', () => {
  it.each([
    ['localhost', 'localhost'],
    ['localhost:4321', 'localhost'],
    ['stride.localhost:4321', 'localhost'],
    ['127.0.0.1:8080', 'localhost'],
    ['http://[::1]:4321/en-us', 'localhost'],
    ['pr-123.storefront.example.com', 'PR preview'],
    ['storefront-pr42.example.net', 'PR preview'],
    ['deploy-preview-7.example.app', 'PR preview'],
    ['dev.stride.com', 'dev'],
    ['stride-dev2.example.com', 'dev'],
    ['qa.loom.com', 'qa'],
    ['https://QA1.summit.com/fr-ca?x=1', 'qa'],
    ['preprod.stride.com', 'preprod'],
    ['staging.loom.co.uk', 'preprod'],
    ['www.stride.com', 'production'],
    ['summit.ca', 'production'],
    ['www.loom.co.uk', 'production'],
    ['cdn.somewhere.example.org', 'unknown'],
    ['shop.test', 'unknown'],
    ['', 'unknown'],
    ['http://', 'unknown'],
  ])('%s → %s', (host, label) => {
    expect(hostLabel(host)).toBe(label);
  });
});

describe('requestHost', () => {
  it('prefers the first X-Forwarded-Host (behind a proxy) over the internal request host', () => {
    const url = new URL('http://127.0.0.1:4322/en-us/showcase');
    expect(requestHost(url, new Headers())).toBe('127.0.0.1:4322');
    expect(requestHost(url, new Headers({ 'x-forwarded-host': 'qa.stride.com, proxy.internal' }))).toBe('qa.stride.com');
    expect(hostLabel(requestHost(url, new Headers({ 'x-forwarded-host': 'www.stride.com' })))).toBe('production');
  });
});
