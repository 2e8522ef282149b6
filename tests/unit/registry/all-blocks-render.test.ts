import { readFileSync } from 'node:fs';
import type { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, it } from 'vitest';
import RenderBlocks from '@registry/RenderBlocks.astro';
import { BLOCK_CATALOGUE } from '@schemas/content/block-catalogue';
import { createPageContext } from '@lib/page/page-context';
import type { LocaleCode } from '@shared/i18n/sites';
import { resolveCanvas } from '@shared/content/resolve-canvas';
import type { PageClass } from '@shared/routing/page-class';
import { ApiClient } from '@lib/api/client';
import { checkAnswerContract } from '@lib/api/check-answer.server';
import { createBlockContainer } from '../../helpers/block-container';

const fixture = (type: string) => JSON.parse(readFileSync(new URL(`../../fixtures/blocks/${type}.json`, import.meta.url), 'utf8'));

let container: AstroContainer;
beforeAll(async () => {
  container = await createBlockContainer();
});

/** A page's API client whose article search answers `articles` (and records what it was asked). */
function articleApi(answer: (url: URL) => unknown) {
  const asked: URL[] = [];
  // Blocks render on the server, whose client holds answers to their contracts (src/middleware.ts).
  const api = new ApiClient({
    baseUrl: 'http://localhost/api', locale: 'en-us', siteId: 'stride', checkAnswer: checkAnswerContract,
    fetch: async (request) => {
      const url = new URL(request.url);
      asked.push(url);
      return new Response(JSON.stringify(answer(url)), { headers: { 'content-type': 'application/json' } });
    },
  });
  return { api, asked };
}

const articleResult = (key: string, tags: string[]) => ({
  key, title: `Title ${key}`, url: `/en-us/stories/${key}`, picture: { src: `/images/content/blocks/article-1.svg`, width: 1200, height: 800, alt: '' },
  tags: tags.map((id) => ({ id, label: id })),
});

async function render(blocks: unknown[], options: { locale?: string; pageClass?: PageClass; url?: string; preview?: boolean; locals?: Record<string, unknown> } = {}) {
  const preview = options.preview ?? false;
  const { blocks: resolved } = resolveCanvas({ blocks }, { preview, page: 'test', warn: () => {} });
  const url = options.url ?? '/en-us';
  // Block loads read the API from the page context (a page's own client); without one, blocks show their shells.
  const api = options.locals?.api as ApiClient | undefined;
  const ctx = createPageContext({ siteId: 'stride', locale: (options.locale ?? 'en-us') as LocaleCode, preview, pageClass: options.pageClass ?? 'Home', currentPath: url, api });
  return container.renderToString(RenderBlocks, { props: { blocks: resolved, ctx }, request: new Request(`http://localhost${url}`) });
}

/** A page's API client whose content service holds the fragments given (path → canvas). */
function contentApi(canvases: Record<string, unknown>) {
  const asked: string[] = [];
  const api = new ApiClient({
    baseUrl: 'http://localhost/api', locale: 'en-us', siteId: 'stride', checkAnswer: checkAnswerContract,
    fetch: async (request) => {
      const path = new URL(request.url).pathname.replace('/api', '');
      asked.push(path);
      const canvas = canvases[path];
      return canvas
        ? Response.json(canvas)
        : Response.json({ errorDetails: [{ errorId: 'CNT404', message: 'This content is not available.' }], statusCode: 404, correlationId: 'c-1' }, { status: 404 });
    },
  });
  return { api, asked };
}

const returnsFragment = {
  id: 'stride:en-us:fragment:free-returns', siteId: 'stride', docType: 'fragment', locale: 'en-us', name: 'Free returns',
  blocks: [{ id: 'returns-text', type: 'rich-text', version: 1, data: { html: '<p>Free returns within 30 days.</p>' } }],
};

describe('every block fixture renders', () => {
  it.each(BLOCK_CATALOGUE.map((definition) => [definition.type]))('%s renders HTML with complete images', async (type) => {
    const locals = type === 'fragment' ? { api: contentApi({ '/publish/caas/v1/canvas/fragment/free-returns': returnsFragment }).api } : undefined;
    const html = await render([fixture(type)], locals ? { locals } : {});
    expect(html.trim().length).toBeGreaterThan(20);
    expect(html).not.toContain('could not be shown');
    for (const img of html.match(/<img[^>]*>/g) ?? []) {
      expect(img).toMatch(/width="\d+"/);
      expect(img).toMatch(/height="\d+"/);
      expect(img).toMatch(/\salt(="[^"]*")?[\s>/]/);
    }
    for (const video of html.match(/<video[^>]*>/g) ?? []) {
      expect(video).toMatch(/width="\d+"/);
      expect(video).toMatch(/height="\d+"/);
    }
  });
});

describe('hydration', () => {
  // Only blocks that declare hydrate become islands, and never earlier than visible/idle/interaction
  // (an autoplaying carousel may hydrate when visible although it declares interaction).
  const ORDER = ['visible', 'idle', 'interaction'];
  it.each(BLOCK_CATALOGUE.map((definition) => [definition.type, definition.hydrate]))('%s renders an island only if it declares hydrate (%s)', async (type, hydrate) => {
    const { api } = articleApi(() => ({ total: 0, offset: 0, limit: 12, facets: [], result: [] }));
    const block = fixture(type);
    // Without recommendation data the carousel renders nothing; recently viewed always has its island.
    if (type === 'recommendation-carousel') block.data.source = 'recently-viewed';
    const html = await render([block], { locals: { api } });
    const clients = [...html.matchAll(/<astro-island[^>]*\sclient="([^"]+)"/g)].map((match) => match[1]);
    if (!hydrate) {
      expect(clients).toEqual([]);
      return;
    }
    expect(clients.length).toBeGreaterThan(0);
    for (const client of clients) expect(ORDER.indexOf(client!)).toBeGreaterThanOrEqual(0);
    expect(clients).toContain(hydrate);
  });
});

describe('block behaviour on the server', () => {
  it('renders carousel slides as static HTML inside an island that hydrates on interaction', async () => {
    const html = await render([fixture('collection-carousel')]);
    expect(html).toContain('<astro-island');
    expect(html).toContain('client="interaction"');
    expect(html.match(/class="carousel__slide/g)).toHaveLength(5);
    expect(html).toContain('aria-label="Next slide"');
    expect(html).toContain('aria-label="Go to slide 2"');
  });

  it('keeps the hydration scripts of an island inside a contained block (ContainBlock renders the slot to a string)', async () => {
    const html = await render([fixture('collection-carousel')]);
    expect(html).toContain('/* client:interaction */');
    expect(html.indexOf('/* client:interaction */')).toBeLessThan(html.indexOf('<astro-island'));
  });

  it('renders a grid collection with no island', async () => {
    const grid = fixture('collection-carousel');
    grid.data.type = 'grid';
    const html = await render([grid]);
    expect(html).not.toContain('astro-island');
    expect(html).toContain('collection__grid');
  });

  it('spaces collection slides small unless the editor picks another padding (spec §9)', async () => {
    const plain = fixture('collection-carousel');
    delete plain.data.slidePadding;
    expect(await render([plain])).toMatch(/class="[^"]*\bslide-padding-small\b/);
    const roomy = fixture('collection-carousel');
    roomy.data.slidePadding = 'large';
    expect(await render([roomy])).toMatch(/class="[^"]*\bslide-padding-large\b/);
  });

  it('fragment: shows the fragment document’s blocks in place, and leaves out a fragment inside it', async () => {
    const nested = { ...returnsFragment, blocks: [...returnsFragment.blocks, { id: 'loop', type: 'fragment', version: 1, data: { fragmentId: 'free-returns' } }] };
    const { api, asked } = contentApi({ '/publish/caas/v1/canvas/fragment/free-returns': nested });
    const html = await render([fixture('fragment')], { locals: { api } });
    expect(html.match(/Free returns within 30 days\./g)).toHaveLength(1);
    expect(asked).toEqual(['/publish/caas/v1/canvas/fragment/free-returns']);
  });

  it('fragment: a missing fragment is left out of a published page and named in preview', async () => {
    const { api } = contentApi({});
    const published = await render([fixture('fragment')], { locals: { api } });
    expect(published).not.toContain('fragment-1');
    expect(published.trim()).toBe('');
    const preview = await render([fixture('fragment')], { locals: { api }, preview: true });
    expect(preview).toContain('fragment');
    expect(preview).toMatch(/could not be shown|not available/);
  });

  it('fragment: an id that is not a plain key is refused by the schema', async () => {
    const bad = fixture('fragment');
    bad.data.fragmentId = '../page/stride/home';
    const { api, asked } = contentApi({});
    expect(await render([bad], { locals: { api }, preview: true })).toContain('fragmentId');
    expect(asked).toEqual([]);
  });

  it('highlights the CTA whose link matches the current path and query', async () => {
    const html = await render([fixture('cta-collection')], { url: '/en-us/search?q=hiking&siteId=stride' });
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*>Hiking<\/a>/);
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
  });

  it('hides the free-shipping benefit for FR, IT, DE and GB', async () => {
    expect(await render([fixture('benefit-bar')], { locale: 'en-us' })).toContain('Free shipping over $50');
    for (const locale of ['fr-fr', 'it-it', 'de-de', 'en-gb']) {
      expect(await render([fixture('benefit-bar')], { locale })).not.toContain('Free shipping over $50');
    }
  });

  it('renders the experience baseline shown and each variant beside it, hidden and inert', async () => {
    const html = await render([fixture('experience')]);
    expect(html).toMatch(/<div data-slot="baseline" data-active[^>]*>[\s\S]*Baseline: gear for every run/);
    expect(html).toMatch(/<div data-slot="v-urgency" inert[^>]*>[\s\S]*Variant: new arrivals/);
  });

  it('hides the UGC title visually on product pages and customs placements', async () => {
    expect(await render([fixture('ugc-widget')])).not.toMatch(/class="[^"]*visually-hidden/);
    expect(await render([fixture('ugc-widget')], { pageClass: 'Product' })).toMatch(/<h2 class="[^"]*visually-hidden/);
    const customs = fixture('ugc-widget');
    customs.data.placement = 'customs';
    expect(await render([customs])).toMatch(/<h2 class="[^"]*visually-hidden/);
  });

  it('shows at most RELATED_ARTICLES_COUNT related articles', async () => {
    const html = await render([fixture('article-page')]);
    const related = html.slice(html.indexOf('related-articles-title'));
    expect(related.match(/<article/g)).toHaveLength(4);
  });

  it('uses two columns for four icon items', async () => {
    expect(await render([fixture('icon-text-collection')])).toContain('--icon-text-columns: 2');
  });

  it('mega menu top items are disclosure buttons with aria-expanded and aria-controls', async () => {
    const html = await render([fixture('mega-menu')]);
    expect(html.match(/<button[^>]*aria-expanded="false"[^>]*aria-controls="mega-\d/g)).toHaveLength(2);
    expect(html).toContain('--mega-nav-height: 2.35rem');
  });

  it('article grid: renders the first page of the article search with its facets, read more hidden until the script runs', async () => {
    const facets = Array.from({ length: 6 }, (_, index) => ({ id: `tag-${index}`, label: `Tag ${index}`, count: 6 - index }));
    const { api, asked } = articleApi(() => ({ total: 8, offset: 0, limit: 3, result: ['a', 'b', 'c'].map((key) => articleResult(key, ['tag-0'])), facets }));
    const html = await render([fixture('article-grid')], { locals: { api } });
    expect(asked[0]!.pathname).toBe('/api/publish/caas/v1/articles/stride');
    expect(asked[0]!.searchParams.get('limit')).toBe('3');
    expect(html.match(/<article class="article-card/g)).toHaveLength(4); // three articles and the card template
    expect(html).toContain('href="/en-us/stories/a"');
    expect(html.match(/data-facet="tag-\d"/g)).toHaveLength(6);
    expect(html).toContain('data-total="8"');
    expect(html).toMatch(/<button[^>]*data-read-more[^>]*hidden/);
    expect(html).toContain('3 of 8 articles');
  });

  it('article grid: says the articles could not be loaded when the search fails, in the page language', async () => {
    const { api } = articleApi(() => ({ nonsense: true }));
    const html = await render([fixture('article-grid')], { locale: 'fr-fr', locals: { api } });
    expect(html).toMatch(/<p[^>]*data-error[^>]*>Impossible de charger les articles/);
    expect(html).not.toMatch(/<p[^>]*data-error[^>]*hidden/);
  });

  it('article page: without an editor pick, shows four articles sharing its tags, never itself', async () => {
    const data = fixture('article-page');
    data.data.related = [];
    data.data.tags = [{ id: 'trail', label: 'Trail' }];
    const { api, asked } = articleApi((url) => ({
      total: 6, offset: 0, limit: 8, facets: [],
      result: url.searchParams.get('tagId') === 'trail'
        ? ['self', 'one', 'two'].map((key) => articleResult(key, ['trail']))
        : ['one', 'three', 'four', 'five'].map((key) => articleResult(key, [])),
    }));
    const html = await render([data], { url: '/en-us/stories/self', locals: { api } });
    const related = html.slice(html.indexOf('related-articles-title'));
    expect(related.match(/href="\/en-us\/stories\/(\w+)"/g)).toEqual(['one', 'two', 'three', 'four'].map((key) => `href="/en-us/stories/${key}"`));
    expect(asked.map((url) => url.searchParams.get('tagId'))).toEqual(['trail', null]);
  });

  it('video player: poster from the image endpoint, captions track, sized, no script unless it autoplays', async () => {
    const html = await render([fixture('video-player')]);
    const video = html.match(/<video[^>]*>/)?.[0] ?? '';
    expect(video).toContain('poster="/img/media/content/stride-story-poster.jpg?w=1200&amp;h=675"');
    expect(video).toMatch(/width="1280"[^>]*height="720"|height="720"[^>]*width="1280"/);
    expect(video).toContain('controls');
    expect(video).not.toMatch(/\s(muted|autoplay)[\s>=]/);
    expect(html).toMatch(/<source src="\/media\/content\/stride-story.webm" type="video\/webm"[^>]*>/);
    expect(html).toMatch(/<track kind="captions" src="\/media\/content\/stride-story.en.vtt" srclang="en" label="English" default[^>]*>/);
    expect(html).not.toContain('<script');
  });

  it('video player: the autoplay variant is muted, inline, and starts from its custom element', async () => {
    const data = fixture('video-player');
    data.data.autoplay = true;
    const html = await render([data]);
    expect(html.match(/<video[^>]*>/)?.[0]).toMatch(/\smuted[\s>]/);
    expect(html.match(/<video[^>]*>/)?.[0]).toMatch(/\splaysinline[\s>]/);
    expect(html).toContain('data-autoplay="true"');
    expect(html).toContain('<script');
  });

  it.each(['article-grid', 'article-page', 'menu-banner', 'collection-carousel'])('%s: photos come resized from the image endpoint with a srcset', async (type) => {
    const { api } = articleApi(() => ({ total: 1, offset: 0, limit: 12, facets: [], result: [articleResult('one', [])] }));
    const html = await render([fixture(type)], { locals: { api } });
    const images = (html.match(/<img[^>]*>/g) ?? []).filter((img) => !img.includes('favicon.svg'));
    expect(images.length).toBeGreaterThan(0);
    for (const img of images) {
      expect(img).toMatch(/\ssrc="\/img\//);
      expect(img).toMatch(/\ssrcset="[^"]*\/img\/[^"]* \d+w/);
      expect(img).toMatch(/\ssizes="/);
    }
  });
});
