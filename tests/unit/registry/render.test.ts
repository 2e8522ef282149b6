import { readFileSync } from 'node:fs';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, it } from 'vitest';
import RenderBlocks from '@registry/RenderBlocks.astro';
import PageWithBrokenBlock from '../../fixtures/components/PageWithBrokenBlock.astro';
import { createPageContext } from '@lib/page/page-context';
import { resolveCanvas } from '@shared/content/resolve-canvas';

const fixture = (type: string) => JSON.parse(readFileSync(new URL(`../../fixtures/blocks/${type}.json`, import.meta.url), 'utf8'));

let container: AstroContainer;
beforeAll(async () => {
  container = await AstroContainer.create();
});

async function render(blocks: unknown[], preview = false, carried = new URLSearchParams()) {
  const { blocks: resolved } = resolveCanvas({ blocks }, { preview, page: 'test', warn: () => {} });
  const ctx = createPageContext({
    siteId: 'stride', locale: 'en-us', preview, pageClass: 'Home', carried,
    categories: [{ id: '1001', url: '/en-us/c/running-1001', children: [] }],
  });
  return container.renderToString(RenderBlocks, { props: { blocks: resolved, ctx } });
}

describe('RenderBlocks', () => {
  it('renders the hero with an eager h1 image and links carrying the query', async () => {
    const html = await render([fixture('hero-banner')], false, new URLSearchParams('siteId=stride'));
    expect(html).toMatch(/<h1[^>]*>Run further this spring<\/h1>/);
    expect(html).toMatch(/<img[^>]*loading="eager"/);
    expect(html).toContain('href="/en-us/c/running-1001?siteId=stride"');
  });

  it('gives every non-hero image width, height, alt and lazy loading', async () => {
    const html = await render(['image-banner', 'espot-banner', 'category-cards'].map(fixture));
    const images = html.match(/<img[^>]*>/g) ?? [];
    expect(images.length).toBe(5);
    for (const img of images) {
      expect(img).toMatch(/width="\d+"/);
      expect(img).toMatch(/height="\d+"/);
      expect(img).toMatch(/\salt(="[^"]*")?[\s>]/);
      expect(img).toContain('loading="lazy"');
    }
  });

  it('links category cards through the catalog and falls back to their url', async () => {
    const html = await render([fixture('category-cards')]);
    expect(html).toContain('href="/en-us/c/running-1001"');
    expect(html).toContain('href="/en-us/search"');
    expect(html).not.toMatch(/<a[^>]*>Trail<\/a>/);
    expect(html).toContain('--three-card-columns: 0.5fr 0.25fr 0.25fr');
  });

  it('renders nested blocks of a section', async () => {
    const html = await render([fixture('section')]);
    expect(html).toContain('Explore');
    expect(html).toContain('<p>Find your fit.</p>');
  });

  it('shows placeholders in preview and nothing in production', async () => {
    const bad = { id: 'x', type: 'hero-banner', version: 1, data: { name: 'n', title: 't' } };
    const preview = await render([bad, { id: 'y', type: 'nope', version: 1, data: {} }], true);
    expect(preview).toContain('Block "hero-banner" could not be shown');
    expect(preview).toMatch(/<code[^>]*>media<\/code>/);
    expect(preview).toContain('Block "nope" could not be shown');
    const production = await render([bad, fixture('rich-text')]);
    expect(production).not.toContain('could not be shown');
    expect(production).toContain('Shipping and returns');
  });

  it('contains a component that throws: the rest of the page still renders', async () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const production = await container.renderToString(PageWithBrokenBlock, { props: { preview: false } });
      expect(production).toContain('before');
      expect(production).toContain('after');
      expect(production).not.toContain('could not be shown');
      const preview = await container.renderToString(PageWithBrokenBlock, { props: { preview: true } });
      expect(preview).toContain('Block "broken" could not be shown');
      expect(preview).toContain('boom from a broken block');
      expect(errors.length).toBe(2);
    } finally {
      console.error = original;
    }
  });
});
