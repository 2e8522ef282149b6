import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { catalogSchema, productSearchResultSchema, type CategoryNode } from '@schemas/commerce/catalog';
import { apiErrorBodySchema } from '@schemas/commerce/error';
import { productInventorySchema, productSchema } from '@schemas/commerce/product';
import { queryRows } from '../../../helpers/query-rows';
import { startTestApi, TEST_API_BASE, type TestApi } from '../../../helpers/api-app';
import { checkAnswerContract } from '@lib/api/check-answer.server';

const CATALOG_CACHE = 'public, max-age=60, stale-while-revalidate=300';

describe('products API', () => {
  let api: TestApi;
  let strideId: string;
  let loomId: string;

  beforeAll(async () => {
    api = await startTestApi();
    const rows = await queryRows<{ id: string; site_id: string }>(api.database.db, sql`select distinct on (site_id) id, site_id from catalog_products where product_type = 'physical' order by site_id, position`);
    strideId = rows.find((row) => row.site_id === 'stride')!.id;
    loomId = rows.find((row) => row.site_id === 'loom')!.id;
  });
  afterAll(async () => api?.close());

  it('answers product details in the contract shape, cacheable, with images under the API base path', async () => {
    const response = await api.call(`/products/v2/products/${strideId}/details`, { brand: 'stride' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(CATALOG_CACHE);
    const product = productSchema.parse(await response.json());
    expect(product).toMatchObject({ id: strideId, siteId: 'stride', currency: 'USD', brand: 'Stride' });
    expect(product.url).toBe(`/en-us/p/${product.slug}-${strideId}`);
    expect(product.variants.length).toBeGreaterThan(0);
    expect(product.attributes.map((attribute) => attribute.type).slice(0, 2)).toEqual(['color', 'size']);
    // Each colour from the side, from above and close up; the side view first (tiles, cart and quick shop use it).
    const colors = product.attributes[0]!.options.map((option) => option.value);
    expect(product.images.map((image) => image.url)).toEqual(
      colors.flatMap((color) => ['', '-top', '-detail'].map((view) => `${TEST_API_BASE}/media/products/${strideId}/${color}${view}.svg`)),
    );
    for (const image of product.images) expect(image).toMatchObject({ width: 800, height: 800 });
    expect(new Set(product.images.map((image) => image.alt)).size).toBe(product.images.length);
    for (const variant of product.variants) {
      expect(Number.isInteger(variant.price.current)).toBe(true);
      expect(variant.productInventoryState === 'InStock').toBe(variant.stockStatusLabel !== 'Out of stock');
    }
  });

  it('derives option availability from stock', async () => {
    const inventory = productInventorySchema.parse(await (await api.call(`/products/v2/products/${strideId}/inventory`, { brand: 'stride' })).json());
    const product = productSchema.parse(await (await api.call(`/products/v2/products/${strideId}/details`, { brand: 'stride' })).json());
    const size = product.attributes.find((attribute) => attribute.type === 'size')!;
    for (const option of size.options) {
      const inStock = product.variants.some((variant) => variant.attributes.size === option.value && inventory.variants[variant.id]!.quantity > 0);
      expect(option.available).toBe(inStock);
    }
  });

  it('marks coming-soon, presale, gift card and free gift products as the storefront expects', async () => {
    const pick = async (where: ReturnType<typeof sql>) => (await queryRows<{ id: string }>(api.database.db, sql`select id from catalog_products where site_id = 'summit' and ${where} order by position limit 1`))[0]!.id;
    const details = async (id: string) => productSchema.parse(await (await api.call(`/products/v2/products/${id}/details`, { brand: 'summit' })).json());

    const soon = await details(await pick(sql`target_publish_date is not null`));
    expect(new Date(soon.targetPublishDate!).getTime()).toBeGreaterThan(Date.now());
    expect(new Set(soon.variants.map((variant) => variant.stockStatusLabel))).toEqual(new Set(['Coming soon']));
    expect((await details(await pick(sql`presale`))).presale).toBe(true);
    const giftCard = await details(await pick(sql`product_type = 'digital'`));
    expect(giftCard).toMatchObject({ productType: 'digital' });
    expect(giftCard.variants.every((variant) => variant.productInventoryState === 'InStock' && !variant.notifyMe)).toBe(true);
    const freeGift = await details(await pick(sql`badge = 'Free Gift'`));
    expect(freeGift.price).toMatchObject({ current: 0, original: 0, percentagePriceDiscount: null });
    const customs = await details(await pick(sql`customs_external_url is not null`));
    expect(customs.customsExternalUrl).toBe(`/customizer/${customs.id}`);
  });

  it('answers inventory per variant with live-data caching', async () => {
    const response = await api.call(`/products/v2/products/${strideId}/inventory`, { brand: 'stride' });
    expect(response.headers.get('cache-control')).toBe('no-store');
    const inventory = productInventorySchema.parse(await response.json());
    for (const entry of Object.values(inventory.variants)) {
      expect(entry.stockStatus).toBe(entry.quantity > 0 ? 'InStock' : 'OutOfStock');
      expect(entry.lowStock).toBe(entry.quantity >= 1 && entry.quantity <= 3);
    }
  });

  it.each([
    ['en-ca', 'CAD'],
    ['fr-ca', 'CAD'],
    ['en-gb', 'GBP'],
    ['de-de', 'EUR'],
  ])('prices in the currency of %s', async (locale, currency) => {
    const product = productSchema.parse(await (await api.call(`/products/v2/products/${strideId}/details`, { brand: 'stride', locale })).json());
    expect(product.currency).toBe(currency);
    expect(product.price.currency).toBe(currency);
    expect(product.url.startsWith(`/${locale}/p/`)).toBe(true);
  });

  it('names colours, attributes and stock in the language of the locale', async () => {
    const product = productSchema.parse(await (await api.call(`/products/v2/products/${strideId}/details`, { brand: 'stride', locale: 'de-de' })).json());
    expect(product.attributes.map((attribute) => attribute.label).slice(0, 2)).toEqual(['Farbe', 'Größe']);
    const english = productSchema.parse(await (await api.call(`/products/v2/products/${strideId}/details`, { brand: 'stride' })).json());
    const colors = product.attributes[0]!.options.map((option) => option.label);
    expect(colors).not.toEqual(english.attributes[0]!.options.map((option) => option.label));
    for (const variant of product.variants) expect(['Auf Lager', 'Ausverkauft', 'Demnächst erhältlich']).toContain(variant.stockStatusLabel.replace(/^Nur noch \d+$/, 'Auf Lager'));
  });

  it('answers product copy, section titles and badges in the language of the locale, keeping the URL', async () => {
    const [badged] = await queryRows<{ id: string }>(api.database.db, sql`select id from catalog_products where site_id = 'stride' and badge = 'Limited Edition' and kind = 'shoe' order by position limit 1`);
    const details = async (locale: string) => productSchema.parse(await (await api.call(`/products/v2/products/${badged!.id}/details`, { brand: 'stride', locale })).json());
    const english = await details('en-us');
    // Words each language's copy is made of: a shoe's description and its section titles.
    const expected = {
      'fr-fr': { words: /\b(chaussure|semelle)\b/i, titles: ['Description', 'Caractéristiques', 'Avantages', 'Matières et entretien'], badge: 'Édition limitée', nameWord: /pour (homme|femme|enfant)|^Chaussure/ },
      'de-de': { words: /\b(Schuh|Laufsohle)\b/, titles: ['Beschreibung', 'Merkmale', 'Vorteile', 'Material und Pflege'], badge: 'Limitierte Edition', nameWord: /für (Herren|Damen|Kinder)|schuh\b/ },
      'it-it': { words: /\b(scarpa|suola)\b/i, titles: ['Descrizione', 'Caratteristiche', 'Vantaggi', 'Materiali e cura'], badge: 'Edizione limitata', nameWord: /da (uomo|donna|bambino)|^Scarpa/ },
    } as const;
    expect(english.badge).toBe('Limited Edition');
    for (const [locale, words] of Object.entries(expected)) {
      const product = await details(locale);
      expect(product.name, locale).not.toBe(english.name);
      expect(product.name, locale).toMatch(words.nameWord);
      expect(product.description, locale).not.toBe(english.description);
      expect(product.description, locale).toMatch(words.words);
      expect(product.details.sections.map((section) => section.title), locale).toEqual(words.titles);
      const features = product.details.sections[1]!.bullets!;
      expect(features.some((bullet) => english.details.sections[1]!.bullets!.includes(bullet)), locale).toBe(false);
      expect(product.badge, locale).toBe(words.badge);
      // One URL per product and locale whatever the copy: the slug stays the English name's.
      expect(product.slug, locale).toBe(english.slug);
      expect(product.url, locale).toBe(`/${locale}/p/${english.slug}-${badged!.id}`);
    }
  });

  it('finds products by their name in the locale\'s language', async () => {
    const response = await api.call('/products/v2/search/productSearch?query=chaussure%20running&limit=3', { brand: 'stride', locale: 'fr-fr' });
    const found = productSearchResultSchema.parse(await response.json());
    expect(found.total).toBeGreaterThan(0);
    for (const tile of found.products) expect(tile.name).toMatch(/^Chaussure de running /);
  });

  it('finds singular names when the shopper types the plural, in every language', async () => {
    const search = async (locale: string, query: string) =>
      productSearchResultSchema.parse(await (await api.call(`/products/v2/search/productSearch?query=${encodeURIComponent(query)}&limit=48`, { brand: 'stride', locale })).json());
    for (const [locale, plural, singular] of [
      ['fr-fr', 'sandales', 'sandale'], ['fr-fr', 'bottes', 'botte'], ['de-de', 'laufschuhe', 'laufschuh'],
      ['de-de', 'sandalen', 'sandale'], ['it-it', 'stivali', 'stival'], ['it-it', 'sandali', 'sandal'], ['en-us', 'boots', 'boot'],
    ] as const) {
      const found = await search(locale, plural);
      expect(found.total, `${locale} ${plural}`).toBeGreaterThan(0);
      expect(found.total, `${locale} ${plural}`).toBe((await search(locale, singular)).total);
      for (const tile of found.products) expect(tile.name.toLowerCase(), `${locale} ${plural}`).toContain(singular);
    }
    // The stem widens a plural, never a short word: 'shoes' does not find shorts.
    const shoes = await search('en-us', 'shoes');
    for (const tile of shoes.products) expect(tile.name.toLowerCase()).toContain('shoe');
  });

  it('answers 404 PRD404 in the §8 shape for unknown ids and for ids of another site, echoing the correlation id', async () => {
    for (const [id, brand] of [['STZZZZZZZ9', 'stride'], [loomId, 'stride'], ['not-an-id', 'stride']] as const) {
      const response = await api.call(`/products/v2/products/${id}/details`, { brand, headers: { 'x-correlation-id': 'corr-123' } });
      expect(response.status).toBe(404);
      const body = apiErrorBodySchema.parse(await response.json());
      expect(body.errorDetails[0]!.errorId).toBe('PRD404');
      expect(body.correlationId).toBe('corr-123');
      expect(body.statusCode).toBe(404);
    }
    expect((await api.call(`/products/v2/products/${loomId}/inventory`, { brand: 'stride' })).status).toBe(404);
  });

  it('answers the three-level category tree in the locale', async () => {
    const response = await api.call('/products/v2/catalog', { brand: 'loom', locale: 'de-de' });
    expect(response.headers.get('cache-control')).toBe(CATALOG_CACHE);
    const catalog = catalogSchema.parse(await response.json());
    expect(catalog).toMatchObject({ siteId: 'loom', locale: 'de-de' });
    expect(catalog.categories.map((category) => category.name)).toContain('Herren');
    const leaf = catalog.categories[0]!.children[0]!.children[0]!;
    expect(leaf.level).toBe(3);
    expect(leaf.url).toBe(`/de-de/c/${leaf.slug}-${leaf.id}`);
  });

  it('searches by name words and by category including its descendants, with stable paging', async () => {
    const catalog = catalogSchema.parse(await (await api.call('/products/v2/catalog', { brand: 'stride' })).json());
    const men = catalog.categories.find((category) => category.name === 'Men')!;
    const search = async (query: string) => {
      const response = await api.call(`/products/v2/search/productSearch?${query}`, { brand: 'stride' });
      expect(response.status).toBe(200);
      return productSearchResultSchema.parse(await response.json());
    };
    const all = await search(`category=${men.id}&limit=100`);
    expect(all.total).toBeGreaterThan(10);
    // Men's products, and unisex ones (listed under both, named without a gender): never a women's or kids' product.
    expect(all.products.some((tile) => tile.name.startsWith("Men's"))).toBe(true);
    expect(all.products.filter((tile) => /^(Women's|Kids')/.test(tile.name)).map((tile) => tile.name)).toEqual([]);
    const leafIds = (node: CategoryNode): string[] => (node.children.length ? node.children.flatMap(leafIds) : [node.id]);
    expect(leafIds(men).length).toBeGreaterThan(1);

    const firstPage = await search(`category=${men.id}&limit=5&offset=0`);
    const secondPage = await search(`category=${men.id}&limit=5&offset=5`);
    expect([...firstPage.products, ...secondPage.products].map((tile) => tile.id)).toEqual(all.products.slice(0, 10).map((tile) => tile.id));

    const runners = await search('query=trail%20RUNNER');
    expect(runners.total).toBeGreaterThan(0);
    for (const tile of runners.products) expect(tile.name.toLowerCase()).toContain('trail runner');
    expect(runners.products[0]!.image.url).toMatch(new RegExp(`^${TEST_API_BASE}/media/products/ST[A-Z0-9]+/\\d{3}\\.svg$`));
    expect((await search('query=%25')).total).toBe(0);
  });

  it('prices a search tile exactly like the product details', async () => {
    const response = await api.call('/products/v2/search/productSearch?limit=100&offset=0', { brand: 'loom', locale: 'en-gb' });
    const tiles = productSearchResultSchema.parse(await response.json()).products;
    for (const tile of tiles.filter((_, i) => i % 10 === 0)) {
      const product = productSchema.parse(await (await api.call(`/products/v2/products/${tile.id}/details`, { brand: 'loom', locale: 'en-gb' })).json());
      expect(tile.price).toEqual(product.price);
    }
  });

  it('rejects a negative limit with 400 API400 naming the field, and an unknown category with 404', async () => {
    const response = await api.call('/products/v2/search/productSearch?limit=-1', { brand: 'stride' });
    expect(response.status).toBe(400);
    const body = apiErrorBodySchema.parse(await response.json());
    expect(body.errorDetails[0]).toMatchObject({ errorId: 'API400', field: 'limit' });
    const unknown = await api.call('/products/v2/search/productSearch?category=99999', { brand: 'stride' });
    expect(unknown.status).toBe(404);
    expect(apiErrorBodySchema.parse(await unknown.json()).errorDetails[0]!.errorId).toBe('CAT404');
  });

  it('serves product images as cacheable SVG, and 404 for an unknown colour', async () => {
    const product = productSchema.parse(await (await api.call(`/products/v2/products/${strideId}/details`, { brand: 'stride' })).json());
    const response = await api.app.request(`http://localhost${product.images[0]!.url}`, { headers: { accept: 'image/svg+xml,image/*' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(response.headers.get('cache-control')).toContain('max-age=31536000');
    const svg = await response.text();
    expect(svg).toMatch(/^<svg [^>]*width="800" height="800"/);
    expect(svg).toContain(product.attributes[0]!.options[0]!.swatch!.color);
    expect((await api.app.request(`http://localhost${TEST_API_BASE}/media/products/${strideId}/999.svg`)).status).toBe(404);
    const color = product.images[0]!.color;
    expect((await api.app.request(`http://localhost${TEST_API_BASE}/media/products/${strideId}/${color}-back.svg`)).status).toBe(404);
    const views = await Promise.all(product.images.slice(0, 3).map(async (image) => (await api.app.request(`http://localhost${image.url}`)).text()));
    expect(new Set(views).size).toBe(3);
    for (const view of views) expect(view.length).toBeLessThan(6_000);
  });
});

describe('typed product client', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => api?.close());

  it('calls every product endpoint through ApiClient and validates the answers', async () => {
    const { ApiClient, ApiRequestError } = await import('@lib/api/client');
    const products = await import('@lib/api/products');
    const client = new ApiClient({ checkAnswer: checkAnswerContract, baseUrl: `http://localhost${TEST_API_BASE}`, fetch: (request) => Promise.resolve(api.app.fetch(request)), locale: 'it-it', siteId: 'summit' });
    const catalog = await products.getCatalog(client);
    expect(catalog.siteId).toBe('summit');
    const found = await products.searchProducts(client, { query: 'tent', limit: 3 });
    expect(found.products).toHaveLength(3);
    const product = await products.getProductDetails(client, found.products[0]!.id);
    expect(product.currency).toBe('EUR');
    const inventory = await products.getProductInventory(client, product.id);
    expect(Object.keys(inventory.variants)).toEqual(product.variants.map((variant) => variant.id));
    await expect(products.getProductDetails(client, 'SUNOTHERE1')).rejects.toBeInstanceOf(ApiRequestError);
  });
});
