import type { ContentDocumentInput } from '../../../../schemas/content/document';
import type { Database } from '../client';
import { DEFAULT_CANVAS_KEY } from '../../../../schemas/content/canvas-addresses';
import { SITES } from '../../../shared/i18n/sites';
import { typesetFor } from '../../../shared/i18n/typography';
import { storeDocument } from '../../domain/content/document-store';
import { defaultCategoryCanvas, defaultProductCanvas, error4xxCanvas, homeCanvas } from './content/canvases';
import { GENERIC_PAGE_PATHS, genericPageCanvas } from './content/generic-pages';
import { sitePartCanvases } from './content/site-parts';
import { articleCanvases } from './content/articles';
import { namedPageCanvas, SEEDED_NAMED_PAGES } from './content/named-pages';
import { topCategories } from './content/top-categories';

/**
 * Bump when the seeded content changes: the seed part is recorded as `content-v{version}`, so an
 * existing DATA_DIR stores the new documents on its next start (overwriting the seeded ones).
 * 10: page titles without the site name (the storefront adds it once), the home page's title is
 * its tagline, and the home canvas shows products.
 * 11: the loyalty benefits block's "Join now" links to /loyalty#join (it opens the enrollment flow).
 * 13: the default product canvas shows the product's customer photos (a UGC widget that follows the product).
 * 14: fr-ca documents in Quebec typography (no space before ; ? !, U+00A0 before the colon).
 */
export const CONTENT_SEED_VERSION = '14';

/** The seed's publication time: fixed, so seeding is deterministic. */
const SEEDED_AT = new Date('2025-01-01T00:00:00Z');

interface SeedDocument {
  readonly document: ContentDocumentInput;
  readonly referrers: readonly string[];
}

/**
 * The seed documents for every site and locale: home, default category and product canvases,
 * error-4xx and the other named pages' content sections, generic pages (help, loyalty, terms, ...),
 * footer, menu, pop-ups, a fragment and articles: every block is used at least once (the brand video on
 * the Basecamp and West End pages).
 */
export async function seedDocuments(db: Database): Promise<SeedDocument[]> {
  const documents: SeedDocument[] = [];
  for (const site of Object.values(SITES)) {
    const categories = await topCategories(db, site.id);
    for (const locale of site.locales) {
      const where = { siteId: site.id, locale };
      const add = (docType: string, key: string, canvas: ContentDocumentInput['canvas'], referrers: readonly string[] = []) =>
        // The copy is written once per language; a locale with its own typography (fr-ca) gets it set its way.
        documents.push({ document: { siteId: site.id, locale, docType, key, canvas: typesetFor(locale, canvas), publish: true }, referrers });
      add('augmentedpage', 'home', homeCanvas(where, categories), [`/${locale}`]);
      add('category', DEFAULT_CANVAS_KEY, defaultCategoryCanvas(where));
      add('product', DEFAULT_CANVAS_KEY, defaultProductCanvas(where));
      add('error-4xx', DEFAULT_CANVAS_KEY, error4xxCanvas(where));
      for (const path of GENERIC_PAGE_PATHS) add('page', path, genericPageCanvas(site.id, locale, path), [`/${locale}/${path}`]);
      for (const part of sitePartCanvases(site.id, locale)) add(part.docType, part.key, part.canvas);
      for (const page of SEEDED_NAMED_PAGES) add(page, DEFAULT_CANVAS_KEY, namedPageCanvas(page, site.id, locale));
      for (const article of articleCanvases(site.id, locale)) add('article', article.key, article.canvas, [`/${locale}/stories/${article.key}`]);
    }
  }
  return documents;
}

/**
 * Stores the seed documents through storeDocument, the same function PUT /content/v1/documents
 * uses (the route also validates blocks; the seed's own test checks that every seed block resolves).
 * Runs after the catalog seed so home cards can link real top-level categories.
 */
export async function seedContent(db: Database): Promise<void> {
  for (const { document, referrers } of await seedDocuments(db)) {
    await storeDocument(db, document, { now: SEEDED_AT, referrers });
  }
}
