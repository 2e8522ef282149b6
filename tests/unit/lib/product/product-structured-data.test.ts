import { describe, expect, it } from 'vitest';
import type { Product } from '@schemas/commerce/product';
import { jsonForScript, productAlternates, productJsonLd } from '../../../../src/components/seo/product-structured-data';
import { price, variant } from './fixtures';

const product = {
  id: 'ST12345678', name: 'Trail </script> Runner', slug: 'trail-script-runner', brand: 'Stride', description: 'Grippy.',
  price: price(9_999), targetPublishDate: null, presale: false,
  images: [{ url: '/api/media/a.svg', alt: 'a', width: 1, height: 1, color: '001' }],
  variants: [variant('v1', { size: '9' }, false), variant('v2', { size: '10' })],
  rating: { score: 4.26, reviewsCount: 12 },
} as unknown as Product;

describe('product JSON-LD', () => {
  it('describes name, sku, image, brand, offer and rating', () => {
    const ld = productJsonLd(product, { origin: 'https://shop.example', pageUrl: 'https://shop.example/en-us/p/x' });
    expect(ld).toMatchObject({
      '@type': 'Product', sku: 'ST12345678', image: ['https://shop.example/api/media/a.svg'], brand: { '@type': 'Brand', name: 'Stride' },
      offers: { '@type': 'Offer', price: '99.99', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
      aggregateRating: { ratingValue: '4.3', reviewCount: 12 },
    });
  });

  it('uses an AggregateOffer for a price range and PreOrder for coming soon', () => {
    const ld = productJsonLd(
      { ...product, price: { ...price(5_000), highCurrent: 8_000 }, targetPublishDate: '2999-01-01T00:00:00Z' },
      { origin: 'https://shop.example', pageUrl: 'u' },
    );
    expect(ld.offers).toMatchObject({ '@type': 'AggregateOffer', lowPrice: '50.00', highPrice: '80.00', availability: 'https://schema.org/PreOrder' });
  });

  it('cannot close its script element', () => {
    expect(jsonForScript(productJsonLd(product, { origin: 'https://s.example', pageUrl: 'u' }))).not.toContain('</script>');
  });
});

describe('hreflang alternates', () => {
  it('lists every locale of the brand, keeping a non-default brand in the query', () => {
    const stride = productAlternates(product, 'stride', 'https://s.example');
    expect(stride).toHaveLength(7);
    expect(stride).toContainEqual({ hreflang: 'fr-CA', href: 'https://s.example/fr-ca/p/trail-script-runner-ST12345678' });
    expect(productAlternates(product, 'loom', 'https://s.example')[0]!.href).toMatch(/\?siteId=loom$/);
  });
});
