import type { Product } from '@schemas/commerce/product';
import { LOCALES, SITES, DEFAULT_SITE, type LocaleCode, type SiteId } from '@shared/i18n/sites';
import { productPath } from '@shared/routing/routes';

/** Decimal string of minor units, as schema.org prices are written ("129.99"). */
function decimal(minor: number): string {
  return (minor / 100).toFixed(2);
}

function availabilityOf(product: Product, now: Date): string {
  if (product.targetPublishDate && Date.parse(product.targetPublishDate) > now.getTime()) return 'https://schema.org/PreOrder';
  if (product.presale) return 'https://schema.org/PreSale';
  return product.variants.some((variant) => variant.productInventoryState === 'InStock')
    ? 'https://schema.org/InStock'
    : 'https://schema.org/OutOfStock';
}

/** schema.org Product with an offer (or a price range) and the rating, for search engines. */
export function productJsonLd(product: Product, options: { origin: string; pageUrl: string; now?: Date }): Record<string, unknown> {
  const { price } = product;
  const isRange = price.lowCurrent !== price.highCurrent;
  const availability = availabilityOf(product, options.now ?? new Date());
  const images = [...new Set(product.images.map((image) => new URL(image.url, options.origin).href))];
  const offers = isRange
    ? { '@type': 'AggregateOffer', priceCurrency: price.currency, lowPrice: decimal(price.lowCurrent), highPrice: decimal(price.highCurrent), offerCount: product.variants.length, availability, url: options.pageUrl }
    : { '@type': 'Offer', priceCurrency: price.currency, price: decimal(price.current), availability, url: options.pageUrl };
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.id,
    description: product.description,
    image: images,
    brand: { '@type': 'Brand', name: product.brand },
    offers,
    ...(product.rating.reviewsCount > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating.score.toFixed(1), reviewCount: product.rating.reviewsCount, bestRating: '5', worstRating: '1' } }
      : {}),
  };
}

/** JSON for a <script> element: `<` escaped so no text can close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export interface Alternate {
  readonly hreflang: string;
  readonly href: string;
}

/**
 * The same product in every locale of the brand. A brand other than the default one is addressed
 * with ?siteId= (the carried query of §2), so its alternates keep it.
 */
export function productAlternates(product: Pick<Product, 'id' | 'slug'>, siteId: SiteId, origin: string): Alternate[] {
  const query = siteId === DEFAULT_SITE ? '' : `?siteId=${siteId}`;
  return SITES[siteId].locales.map((locale: LocaleCode) => ({
    hreflang: LOCALES[locale].tag,
    href: `${origin}${productPath(locale, product.slug, product.id)}${query}`,
  }));
}
