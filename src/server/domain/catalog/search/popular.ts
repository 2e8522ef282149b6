import { SITES, type SiteId } from '../../../../shared/i18n/sites';

/** Curated popular queries per brand vertical (what the search hub and suggestions offer). */
const POPULAR: Record<'footwear' | 'apparel' | 'outdoor', string[]> = {
  footwear: ['running shoes', 'trail', 'sandals', 'boots', 'waterproof', 'kids shoes', 'wide fit', 'sneakers'],
  apparel: ['t-shirt', 'jacket', 'trousers', 'shorts', 'hoodie', 'slim fit', 'kids', 'organic cotton'],
  outdoor: ['tent', 'backpack', 'sleeping bag', 'rain jacket', 'hiking boots', 'camping', 'lightweight', 'trekking'],
};

export function popularQueries(siteId: SiteId, prefix = '', limit = 6): string[] {
  const all = POPULAR[SITES[siteId].vertical];
  const wanted = prefix.trim().toLowerCase();
  if (!wanted) return all.slice(0, limit);
  const matching = all.filter((query) => query.split(' ').some((word) => word.startsWith(wanted)) || query.startsWith(wanted));
  return matching.slice(0, limit);
}
