import type { AutoSuggestResponse } from '@schemas/commerce/search';
import { LOCALES, type LocaleCode, type SiteId } from '../../../../shared/i18n/sites';
import { categoryPath } from '../../../../shared/routing/routes';
import type { Database } from '../../../db/client';
import { languageOf } from '../labels';
import { popularQueries } from './popular';
import { holdsEveryWord, relevance, searchTerms, sortScored } from './ranking';
import { searchSnapshot } from './snapshot';
import { tileOf } from './tiles';

const MAX_PRODUCTS = 5;
const MAX_CATEGORIES = 6;

/** Type-ahead: best five products by name match, matching categories, popular queries. No SQL per request. */
export async function autoSuggest(db: Database, siteId: SiteId, locale: LocaleCode, query: string, apiBase: string): Promise<AutoSuggestResponse> {
  const snapshot = await searchSnapshot(db, siteId, LOCALES[locale].currency);
  const language = languageOf(locale);
  const terms = searchTerms(query, language);
  const scored = snapshot.entries.map((entry) => ({ entry, score: relevance(entry, terms) })).filter((s) => s.score > 0);
  const products = sortScored(scored, 'relevance').slice(0, MAX_PRODUCTS).map(({ entry }) => tileOf(entry, locale, apiBase));

  const byId = new Map(snapshot.categories.map((category) => [category.id, category]));
  const categories = snapshot.categories
    .filter((category) => holdsEveryWord(category.names[language].toLowerCase(), terms))
    .slice(0, MAX_CATEGORIES)
    .map((category) => {
      const trail: string[] = [];
      for (let at: typeof category | undefined = category; at; at = at.parentId ? byId.get(at.parentId) : undefined) trail.unshift(at.names[language]);
      const name = category.names[language];
      return { id: category.id, name, url: categoryPath(locale, name, category.id), path: trail.join(' > ') };
    });
  return { query, products, categories, popularQueries: popularQueries(siteId, language, terms.words[0] ?? '') };
}
