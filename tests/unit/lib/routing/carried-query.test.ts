import { describe, expect, it } from 'vitest';
import { carriedQuery, withCarriedQuery } from '@shared/routing/carried-query';

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

  it('carries previewDateTime, localePath and p13n_testcontext only while in preview', () => {
    const editor = 'previewDateTime=2026-06-01T00:00:00Z&localePath=fr-ca&p13n_testcontext=%7B%22variants%22%3A%5B%5D%7D';
    const inPreview = carriedQuery(new URL(`http://shop.test/en-us?cms=tok&${editor}&page=2`));
    expect([...inPreview.keys()]).toEqual(['cms', 'previewDateTime', 'localePath', 'p13n_testcontext']);
    expect(inPreview.get('p13n_testcontext')).toBe('{"variants":[]}');
    expect([...carriedQuery(new URL(`http://shop.test/en-us?preview=true&${editor}`)).keys()]).toEqual(['preview', 'previewDateTime', 'localePath', 'p13n_testcontext']);
    expect([...carriedQuery(new URL(`http://shop.test/en-us?${editor}`)).keys()]).toEqual([]);
    expect([...carriedQuery(new URL(`http://shop.test/en-us?preview=false&cms=tok&${editor}`)).keys()]).toEqual(['cms', 'preview']);
  });
});
