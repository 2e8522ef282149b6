import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '@lib/content/sanitize-rich-text';
import { withCarriedQuery } from '@shared/routing/carried-query';

const DANGEROUS_FRAGMENTS = [
  '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>', '<a href="jav&#x61;script:alert(1)">x</a>', '<a href=" javascript:alert(1)">x</a>',
  '<p onclick="steal()">p</p>', '<svg onload=alert(1)>', '<iframe src="https://evil.example"></iframe>',
  '<style>body{}</style>', '<a href="data:text/html,<script>alert(1)</script>">d</a>', '<div style="background:url(javascript:x)">s</div>',
  '<scr<script>ipt>alert(1)</script>', '<a href="/ok" onmouseover="x()">ok</a>', '<p>', '</p>', '<strong>', 'text', '"', "'", '<', '>',
];

function assertSafe(html: string) {
  expect(html).not.toMatch(/<\s*script/i);
  expect(html).not.toMatch(/<\s*(iframe|style|svg|img)/i);
  expect(html).not.toMatch(/<[^>]+\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/(href|src)\s*=\s*"\s*(javascript|data):/i);
  expect(html).not.toMatch(/\sstyle\s*=/i);
}

describe('sanitizeRichText', () => {
  it('keeps formatting and safe links', () => {
    expect(sanitizeRichText('<p>Hi <strong>there</strong> <a href="/en-us/help">help</a></p>')).toBe(
      '<p>Hi <strong>there</strong> <a href="/en-us/help">help</a></p>',
    );
    expect(sanitizeRichText('<a href="https://x.example" target="_blank">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it.each(DANGEROUS_FRAGMENTS.slice(0, 14))('neutralises %s', (input) => assertSafe(sanitizeRichText(input)));

  it('never lets scripts, handlers or javascript: URLs through any mix of fragments', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom(...DANGEROUS_FRAGMENTS), fc.string()), { maxLength: 12 }), (parts) => {
        assertSafe(sanitizeRichText(parts.join('')));
      }),
      { numRuns: 400 },
    );
  });

  it('gives internal links the carried query (preview survives navigation), leaving other links alone', () => {
    const carried = new URLSearchParams({ siteId: 'loom', cms: 'tok', previewDateTime: '2026-06-01T00:00:00Z' });
    const link = (path: string) => withCarriedQuery(path, carried);
    expect(sanitizeRichText('<a href="/fr-fr/help/contact-us#form">Contact</a>', link)).toBe(
      '<a href="/fr-fr/help/contact-us?siteId=loom&amp;cms=tok&amp;previewDateTime=2026-06-01T00%3A00%3A00Z#form">Contact</a>',
    );
    expect(sanitizeRichText('<a href="/en-gb/search?q=tent&siteId=summit">x</a>', link)).toBe('<a href="/en-gb/search?q=tent&amp;siteId=summit&amp;cms=tok&amp;previewDateTime=2026-06-01T00%3A00%3A00Z">x</a>');
    expect(sanitizeRichText('<a href="https://x.example/">x</a><a href="mailto:a@b.example">m</a>', link)).toBe('<a href="https://x.example/">x</a><a href="mailto:a@b.example">m</a>');
    expect(sanitizeRichText('<a href="//evil.example/">x</a><a href="/\\evil.example/">y</a>', link)).toBe('<a>x</a><a>y</a>');
  });

  it('stays safe with a link rewriter', () => {
    const link = (path: string) => withCarriedQuery(path, new URLSearchParams({ cms: 'a"b<c>' }));
    fc.assert(fc.property(fc.array(fc.oneof(fc.constantFrom(...DANGEROUS_FRAGMENTS), fc.string()), { maxLength: 12 }), (parts) => assertSafe(sanitizeRichText(parts.join(''), link))), { numRuns: 200 });
  });
  it('sets French text with no-break spaces before ? ! ; : (a line never starts with the mark), in text only, not in links or other languages', () => {
    const html = '<h2>Comment retourner un article ?</h2><p>Délai : 30 jours; voir <a href="https://x.example/a:b?c=1">le guide</a> !</p>';
    const french = sanitizeRichText(html, undefined, 'fr');
    expect(french).toBe('<h2>Comment retourner un article\u202f?</h2><p>Délai\u202f: 30 jours\u202f; voir <a href="https://x.example/a:b?c=1">le guide</a>\u202f!</p>');
    expect(sanitizeRichText(html, undefined, 'en')).toBe(html);
    expect(sanitizeRichText('<p>Ouvert de 10:30 à 18:00, https://x.example</p>', undefined, 'fr')).toBe('<p>Ouvert de 10:30 à 18:00, https://x.example</p>');
  });
});
