import type { Database } from '../client';
import { DEFAULT_CANVAS_KEY } from '../../../lib/content/canvas-addresses';
import { SITES, type LocaleCode, type SiteId } from '../../../lib/i18n/sites';
import { contentDocuments, type NewContentDocument } from '../schema/content';
import { defaultCategoryCanvas, defaultProductCanvas, error4xxCanvas, homeCanvas, type CanvasBody } from './content/canvases';
import { topCategories } from './content/top-categories';

export const CONTENT_SEED_VERSION = '1';

/** The seed's publication time: fixed, so seeding is deterministic. */
const SEEDED_AT = new Date('2025-01-01T00:00:00Z');

function row(siteId: SiteId, locale: LocaleCode, docType: string, key: string, body: CanvasBody, referrers: string[]): NewContentDocument {
  return { siteId, locale, docType, key, name: body.name, published: body, draft: null, publishedAt: SEEDED_AT, updatedAt: SEEDED_AT, referrers };
}

/**
 * Canvases for every site and locale: home, default category and product canvases, and the
 * error-4xx page. Runs after the catalog seed so home cards can link real top-level categories.
 */
export async function seedContent(db: Database): Promise<void> {
  const rows: NewContentDocument[] = [];
  for (const site of Object.values(SITES)) {
    const categories = await topCategories(db, site.id);
    for (const locale of site.locales) {
      const where = { siteId: site.id, locale };
      rows.push(
        row(site.id, locale, 'augmentedpage', 'home', homeCanvas(where, categories), [`/${locale}`]),
        row(site.id, locale, 'category', DEFAULT_CANVAS_KEY, defaultCategoryCanvas(where), []),
        row(site.id, locale, 'product', DEFAULT_CANVAS_KEY, defaultProductCanvas(where), []),
        row(site.id, locale, 'error-4xx', DEFAULT_CANVAS_KEY, error4xxCanvas(where), []),
      );
    }
  }
  await db.insert(contentDocuments).values(rows).onConflictDoNothing();
}
