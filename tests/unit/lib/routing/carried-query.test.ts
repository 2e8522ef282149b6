import { describe, expect, it } from 'vitest';
import { carriedQuery, withCarriedQuery } from '@lib/routing/carried-query';

describe('carried query parameters', () => {
  const current = new URL('http://shop.test/en-us?siteId=loom&cms=abc&preview=true&enrollment_marketing_source=mail&page=3&utm_source=x');

  it('keeps exactly siteId, cms, preview and enrollment_marketing_source', () => {
    expect([...carriedQuery(current).keys()]).toEqual(['siteId', 'cms', 'preview', 'enrollment_marketing_source']);
  });

  it('adds them to internal links without overriding what the link says', () => {
    const carried = carriedQuery(current);
    expect(withCarriedQuery('/en-us/c/shoes-1234', carried)).toBe(
      '/en-us/c/shoes-1234?siteId=loom&cms=abc&preview=true&enrollment_marketing_source=mail',
    );
    expect(withCarriedQuery('/en-us/c/shoes-1234?page=2&siteId=summit#grid', carried)).toBe(
      '/en-us/c/shoes-1234?page=2&siteId=summit&cms=abc&preview=true&enrollment_marketing_source=mail#grid',
    );
  });

  it('leaves external links and pages without carried parameters alone', () => {
    const carried = carriedQuery(current);
    expect(withCarriedQuery('https://example.org/x', carried)).toBe('https://example.org/x');
    expect(withCarriedQuery('//example.org/x', carried)).toBe('//example.org/x');
    expect(withCarriedQuery('/en-us', carriedQuery(new URL('http://shop.test/en-us?page=2')))).toBe('/en-us');
  });
});
