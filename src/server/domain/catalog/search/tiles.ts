import type { ProductTile } from '@schemas/commerce/catalog';
import type { LocaleCode } from '../../../../shared/i18n/sites';
import { productPath } from '../../../../shared/routing/routes';
import { colorLabel, languageOf, productLabel } from '../labels';
import { PRODUCT_IMAGE_SIZE, productImageUrl } from '../product-image';
import type { SearchEntry } from './snapshot';

/** A search entry as a product tile in the locale. */
function buildTile(entry: SearchEntry, locale: LocaleCode, apiBase: string): ProductTile {
  const firstColor = entry.colors[0]!;
  const name = entry.names[languageOf(locale)];
  return {
    id: entry.id,
    name,
    url: productPath(locale, entry.name, entry.id),
    image: {
      url: productImageUrl(apiBase, entry.id, firstColor.value),
      alt: `${name}, ${colorLabel(firstColor.value, firstColor.label, locale)}`,
      ...PRODUCT_IMAGE_SIZE,
    },
    price: entry.price,
    badge: productLabel(entry.badge, locale),
    eyebrow: productLabel(entry.eyebrow, locale),
    colorCount: entry.colors.length,
    rating: { score: entry.rating, reviewsCount: entry.reviewsCount },
  };
}

/** Tiles are immutable per snapshot entry, locale and API base: built once, reused by every request. */
const built = new WeakMap<SearchEntry, Map<string, ProductTile>>();

export function tileOf(entry: SearchEntry, locale: LocaleCode, apiBase: string): ProductTile {
  let perEntry = built.get(entry);
  if (!perEntry) built.set(entry, (perEntry = new Map()));
  const key = `${locale}|${apiBase}`;
  let tile = perEntry.get(key);
  if (!tile) perEntry.set(key, (tile = buildTile(entry, locale, apiBase)));
  return tile;
}
