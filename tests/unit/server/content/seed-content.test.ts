import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOCK_CATALOGUE } from '@schemas/content/block-catalogue';
import { resolveCanvas } from '@shared/content/resolve-canvas';
import { NAMED_PAGES } from '@schemas/content/canvas-addresses';
import { LOCALE_CODES, SITE_IDS } from '@shared/i18n/sites';
import { openDatabase, type DatabaseHandle } from '@server/db/client';
import { migrate } from '@server/db/migrate';
import { seedCatalog } from '@server/db/seed/catalog';
import { CONTENT_SEED_VERSION, seedDocuments } from '@server/db/seed/content';
import { ensureSeeded } from '@server/db/seed';
import { eventsPageCanvas } from '@server/db/seed/content-events';
import { SITES } from '@shared/i18n/sites';
import { seedState } from '@server/db/schema/index';
import { documentProblems } from '@server/domain/content/canvas-validation';

type Seeded = Awaited<ReturnType<typeof seedDocuments>>;
let database: DatabaseHandle;
let seeded: Seeded;
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await migrate(database.db);
  await seedCatalog(database.db);
  seeded = await seedDocuments(database.db);
});
afterAll(() => database?.close());

/** Every block of a list, nested ones included (any array of block-shaped objects in data). */
function allBlocks(blocks: readonly unknown[]): Array<{ type: string; data: unknown }> {
  const found: Array<{ type: string; data: unknown }> = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object') return;
    const node = value as { type?: unknown; version?: unknown; data?: unknown };
    if (typeof node.type === 'string' && typeof node.version === 'number' && node.data) found.push({ type: node.type, data: node.data });
    Object.values(value).forEach(visit);
  };
  visit(blocks);
  return found;
}

describe('seed content', () => {
  it('has a canvas for every named page of every site and locale', () => {
    for (const siteId of SITE_IDS) {
      for (const locale of LOCALE_CODES) {
        const docTypes = new Set(seeded.filter(({ document }) => document.siteId === siteId && document.locale === locale).map(({ document }) => document.docType));
        for (const page of NAMED_PAGES) expect(docTypes.has(page), `${page} ${siteId} ${locale}`).toBe(true);
      }
    }
  });

  // Seed parts beyond 'content' that hold blocks of their own (the events page: event-sign-up).
  const events = Object.values(SITES).flatMap((site) => site.locales.map((locale) => ({ document: { siteId: site.id, locale, docType: 'page', key: 'events', canvas: eventsPageCanvas(site, locale) } })));

  it('addresses German shoppers as "Sie" in every seeded German document', () => {
    const DU_FORM = /\b(du|dich|dir|dein|deine|deinen|deinem|deiner|deines|hast|bist|kannst|musst)\b/i;
    const texts = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(texts) : [];
    const informal = seeded
      .filter(({ document }) => document.locale === 'de-de')
      .flatMap(({ document }) => texts(document.canvas).filter((text) => DU_FORM.test(text)).map((text) => `${document.siteId}/${document.key}: ${text}`));
    expect(informal).toEqual([]);
  });

  it('sets the fr-ca documents in Quebec typography and the fr-fr ones in France’s', () => {
    const texts = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(texts) : [];
    const of = (locale: string) => seeded.filter(({ document }) => document.locale === locale).flatMap(({ document }) => texts(document.canvas));
    const quebec = of('fr-ca');
    expect(quebec.filter((text) => /\u202F|[ \u00A0][;?!](?=\s|$)/.test(text))).toEqual([]);
    expect(quebec.some((text) => text.includes('\u00A0:'))).toBe(true);
    expect(of('fr-fr').some((text) => text.includes('\u202F:'))).toBe(true);
  });

  it('uses every registered block at least once, and every document resolves without a problem', () => {
    const used = new Set([...seeded, ...events].flatMap(({ document }) => allBlocks(document.canvas.blocks).map((block) => block.type)));
    const missing = BLOCK_CATALOGUE.map((definition) => definition.type).filter((type) => !used.has(type));
    expect(missing).toEqual([]);
    for (const { document } of [...seeded, ...events]) {
      const where = `${document.docType}/${document.siteId}/${document.key} ${document.locale}`;
      expect(resolveCanvas(document.canvas, { preview: true, page: where }).diagnostics, where).toEqual([]);
      expect(documentProblems(document.docType, document.canvas), where).toEqual([]);
    }
  });

  it('shows every block on a page a shopper can open, except those whose page arrives later', () => {
    // Document types the storefront renders today (home, listings, product, 404, generic pages, articles, pop-ups, account, search, cart, checkout, order confirmation).
    const rendered = new Set(['augmentedpage', 'category', 'product', 'error-4xx', 'page', 'article', 'popup', 'account', 'search', 'cart', 'checkout', 'order-confirmation']);
    // Gift card and promotions pages come with their issues.
    const awaitingTheirPage = ['split-banner', 'menu-banner'];
    const shown = new Set([...seeded, ...events].filter(({ document }) => rendered.has(document.docType)).flatMap(({ document }) => allBlocks(document.canvas.blocks).map((block) => block.type)));
    // The header renders mega-menu from the catalog tree on every page.
    const hidden = BLOCK_CATALOGUE.map((definition) => definition.type).filter((type) => !shown.has(type) && type !== 'mega-menu');
    expect(hidden.sort()).toEqual([...awaitingTheirPage].sort());
  });

  it('references only media files that exist under public/ (images, the brand videos, their posters and captions)', () => {
    const files = new Set<string>();
    const visit = (value: unknown): void => {
      if (Array.isArray(value)) return value.forEach(visit);
      if (typeof value === 'string' && /^\/(images|media)\/[^?#]+\.[a-z0-9]+$/i.test(value)) files.add(value);
      else if (value && typeof value === 'object') Object.values(value).forEach(visit);
    };
    seeded.forEach(({ document }) => visit(document.canvas));
    expect([...files].filter((file) => file.startsWith('/media/'))).toEqual(expect.arrayContaining(['/media/content/summit-story.webm', '/media/content/loom-story.it.vtt']));
    expect([...files].filter((file) => !existsSync(new URL(`../../../../public${file}`, import.meta.url)))).toEqual([]);
  });

  it('shows each brand video with captions in the page language', () => {
    for (const { document } of seeded.filter(({ document: d }) => d.docType === 'page' && (d.key === 'basecamp' || d.key === 'westend'))) {
      const video = allBlocks(document.canvas.blocks).find((block) => block.type === 'video-player') as { data: { src: string; autoplay: boolean; captions: { src: string; srclang: string } } };
      const language = document.locale.slice(0, 2);
      expect(video.data.src).toBe(`/media/content/${document.siteId}-story.webm`);
      expect(video.data.captions).toMatchObject({ src: `/media/content/${document.siteId}-story.${language}.vtt`, srclang: language });
      expect(video.data.autoplay).toBe(document.key === 'westend');
    }
  });

  it('speaks the page language: French, German and Italian documents differ from the English ones beyond their links', () => {
    const body = (siteId: string, locale: string, docType: string, key: string) => {
      const found = seeded.find(({ document: d }) => d.siteId === siteId && d.locale === locale && d.docType === docType && d.key === key);
      return JSON.stringify(found?.document.canvas).replaceAll(`/${locale}`, '/LOCALE');
    };
    const english = seeded.filter(({ document }) => document.siteId === 'loom' && document.locale === 'en-gb').map(({ document }) => document);
    expect(english.length).toBeGreaterThan(40);
    for (const locale of ['fr-fr', 'fr-ca', 'de-de', 'it-it']) {
      const same = english.filter((document) => body('loom', locale, document.docType, document.key) === body('loom', 'en-gb', document.docType, document.key));
      expect(same.map((document) => `${document.docType}/${document.key}`), locale).toEqual([]);
    }
  });

  it('re-seeds an install whose content was seeded by an earlier version (the part name carries the version)', async () => {
    // The catalog is already there; pretend the other parts and an older content seed ran.
    await database.db.insert(seedState).values([
      { name: 'catalog', version: 'old' }, { name: 'discovery', version: 'old' }, { name: 'identity', version: 'old' }, { name: 'content', version: '2' },
    ]);
    const ran = await ensureSeeded(database.db);
    expect(ran).toContain(`content-v${CONTENT_SEED_VERSION}`);
    expect(ran).not.toContain('catalog');
    expect(await ensureSeeded(database.db)).toEqual([]);
  });
});
