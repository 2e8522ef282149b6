import { describe, expect, it } from 'vitest';
import { DOC_TYPE_REQUIRED, readShowcaseForm, SHOWCASE_MAX_OFFSET, showcaseOffset, showcasePageHref } from '@shared/content/showcase-form';
import { previewAccess } from '@lib/content/preview-access';

const form = (query: string) => readShowcaseForm(new URLSearchParams(query));

describe('showcase form', () => {
  it('starts empty without an error, defaults limit 20 and page 1', () => {
    expect(form('')).toMatchObject({ docType: '', limit: 20, page: 1, submitted: false, error: undefined });
  });

  it('requires the doc type once the form is sent', () => {
    expect(form('docType=&limit=10').error).toBe(DOC_TYPE_REQUIRED);
    expect(form('docType=%20%20').error).toBe('Doc type is required');
    expect(form('docType=page').error).toBeUndefined();
  });

  it('accepts only the preview limits 10, 20, 50 and positive pages', () => {
    expect(form('docType=page&limit=50&page=3')).toMatchObject({ limit: 50, page: 3 });
    expect(form('docType=page&limit=15&page=0')).toMatchObject({ limit: 20, page: 1 });
    expect(form('docType=page&limit=abc&page=-2')).toMatchObject({ limit: 20, page: 1 });
  });

  it('builds page links that keep the search', () => {
    const sent = form('docType=page&layoutVariant=landing&limit=10');
    expect(showcasePageHref('/en-us/showcase', sent, 2)).toBe('/en-us/showcase?docType=page&layoutVariant=landing&limit=10&page=2');
    expect(showcasePageHref('/en-us/showcase', sent, 1)).toBe('/en-us/showcase?docType=page&layoutVariant=landing&limit=10');
  });
});

describe('previewAccess', () => {
  it('needs both preview and a cms token', () => {
    expect(previewAccess({ preview: true, carried: new URLSearchParams('cms=tok'), previewDateTime: '2026-01-01T00:00:00Z' })).toEqual({ token: 'tok', previewDateTime: '2026-01-01T00:00:00Z' });
    expect(previewAccess({ preview: true, carried: new URLSearchParams('preview=true') })).toBeUndefined();
    expect(previewAccess({ preview: false, carried: new URLSearchParams('cms=tok') })).toBeUndefined();
  });

  it('asks for the offset of the page, and for no more than the service takes on a page past any list', () => {
    expect(showcaseOffset(form('docType=page&limit=10&page=3'))).toBe(20);
    expect(showcaseOffset(form('docType=page&limit=50&page=99999'))).toBe(SHOWCASE_MAX_OFFSET);
  });
});
