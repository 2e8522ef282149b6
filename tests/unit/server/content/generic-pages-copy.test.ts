import { describe, expect, it } from 'vitest';
import { GENERIC_PAGE_PATHS, genericPageCanvas, type GenericPagePath } from '@server/db/seed/content/generic-pages';
import { sanitizeRichText } from '@lib/content/sanitize-rich-text';
import { SITE_IDS, SITES, type LocaleCode } from '@shared/i18n/sites';

/** Returns, terms and privacy: text pages whose whole body is the seeded copy. */
const TEXT_PAGES: readonly GenericPagePath[] = ['help/returns/how-to-return', 'loyalty-terms', 'brand-terms', 'sale-terms', 'sms-terms', 'associate-discount-terms', 'privacy'];
const PLACEHOLDERS = [/content service/i, /service de contenu/i, /Content-Service/i, /servizio contenuti/i, /editors can change/i];

function pageHtml(siteId: (typeof SITE_IDS)[number], locale: LocaleCode, path: GenericPagePath): string {
  const text = genericPageCanvas(siteId, locale, path).blocks.find((block) => block.type === 'rich-text');
  return (text?.data as { html: string }).html;
}

const cases = SITE_IDS.flatMap((siteId) => SITES[siteId].locales.flatMap((locale) => GENERIC_PAGE_PATHS.map((path) => ({ siteId, locale, path }))));

describe('generic page copy', () => {
  it('gives every text page in every locale 3 to 6 h2 sections, with the brand named', () => {
    for (const { siteId, locale, path } of cases.filter((entry) => TEXT_PAGES.includes(entry.path))) {
      const html = pageHtml(siteId, locale, path);
      const sections = html.match(/<h2>/g)?.length ?? 0;
      expect(sections, `${siteId} ${locale} ${path}`).toBeGreaterThanOrEqual(3);
      expect(sections, `${siteId} ${locale} ${path}`).toBeLessThanOrEqual(6);
      expect(html, `${siteId} ${locale} ${path}`).toContain(SITES[siteId].name);
    }
  });

  it('has no placeholder sentence on any generic page, landing pages included', () => {
    for (const { siteId, locale, path } of cases) {
      const html = pageHtml(siteId, locale, path);
      for (const placeholder of PLACEHOLDERS) expect(html, `${siteId} ${locale} ${path}`).not.toMatch(placeholder);
      expect(html.length, `${siteId} ${locale} ${path}`).toBeGreaterThan(40);
    }
  });

  it('stays within what the rich-text sanitiser keeps, and links only to pages of its own locale', () => {
    for (const { siteId, locale, path } of cases) {
      const html = pageHtml(siteId, locale, path);
      expect(sanitizeRichText(html), `${siteId} ${locale} ${path}`).toBe(html);
      for (const [, href] of html.matchAll(/href="([^"]*)"/g)) expect(href, `${siteId} ${locale} ${path}`).toMatch(new RegExp(`^/${locale}/[a-z]`));
    }
  });

  it('quotes the loyalty numbers the ledger applies, in the locale\'s currency', () => {
    const us = pageHtml('stride', 'en-us', 'loyalty-terms');
    expect(us).toContain('1 point for every $1.00');
    expect(us).toContain('100 points are worth $1.00');
    expect(us).toContain('500 points for $5.00');
    expect(us).toContain('2,500 points for $30.00');
    expect(pageHtml('loom', 'en-gb', 'loyalty-terms')).toContain('3 points for every £2.00');
    expect(pageHtml('summit', 'de-de', 'help/returns/how-to-return')).toContain('30 Tagen');
    expect(pageHtml('stride', 'fr-fr', 'loyalty-terms')).toMatch(/500 points pour 5,00\s€/);
  });
});
