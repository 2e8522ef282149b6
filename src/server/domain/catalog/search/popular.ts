import { SITES, type SiteId } from '../../../../shared/i18n/sites';
import type { CopyLanguage } from './snapshot';

type Vertical = 'footwear' | 'apparel' | 'outdoor';

/**
 * Curated popular queries per brand vertical and language (what the search hub and suggestions
 * offer), in the words the catalog's names use in that language, so each finds products
 * (`tests/unit/server/catalog/popular-queries.test.ts` searches every one).
 */
const POPULAR: Record<Vertical, Record<CopyLanguage, readonly string[]>> = {
  footwear: {
    en: ['runner', 'trail', 'sandals', 'boots', 'hiker', 'kids', 'sneakers', 'slides'],
    fr: ['chaussures de running', 'trail', 'sandales', 'bottes', 'randonnée', 'enfant', 'baskets', 'claquettes'],
    de: ['laufschuhe', 'trailschuhe', 'sandalen', 'stiefel', 'wanderschuhe', 'kinder', 'sneaker', 'badeschuhe'],
    it: ['scarpe da running', 'trail', 'sandali', 'stivali', 'trekking', 'bambino', 'sneaker', 'ciabatte'],
  },
  apparel: {
    en: ['tee', 'jacket', 'chinos', 'shorts', 'sweatshirt', 'jeans', 'oxford shirt', 'coat'],
    fr: ['t-shirt', 'veste', 'chino', 'short', 'sweat', 'jean', 'chemise', 'manteau'],
    de: ['t-shirt', 'jacke', 'chinohose', 'shorts', 'sweatshirt', 'jeans', 'hemd', 'mantel'],
    it: ['t-shirt', 'giacca', 'chino', 'pantaloncini', 'felpa', 'jeans', 'camicia', 'cappotto'],
  },
  outdoor: {
    en: ['tent', 'backpack', 'sleeping bag', 'rain jacket', 'hiking trousers', 'trekking', 'insulated jacket', 'duffel'],
    fr: ['tente', 'sac à dos', 'sac de couchage', 'veste de pluie', 'pantalon de randonnée', 'trek', 'veste isolante', 'sac de voyage'],
    de: ['zelt', 'rucksack', 'schlafsack', 'regenjacke', 'wanderhose', 'trekking', 'isolationsjacke', 'reisetasche'],
    it: ['tenda', 'zaino', 'sacco a pelo', 'giacca antipioggia', 'pantaloni da trekking', 'trekking', 'giacca imbottita', 'borsone'],
  },
};

export function popularQueries(siteId: SiteId, language: CopyLanguage, prefix = '', limit = 6): string[] {
  const all = POPULAR[SITES[siteId].vertical][language];
  const wanted = prefix.trim().toLowerCase();
  if (!wanted) return all.slice(0, limit);
  const matching = all.filter((query) => query.split(' ').some((word) => word.startsWith(wanted)) || query.startsWith(wanted));
  return matching.slice(0, limit);
}

/** Every popular query of a site, in every language (for tests that search them). */
export function allPopularQueries(siteId: SiteId): Readonly<Record<CopyLanguage, readonly string[]>> {
  return POPULAR[SITES[siteId].vertical];
}
