import type { SearchSort } from '@schemas/commerce/search';
import type { CopyLanguage, SearchEntry } from './snapshot';

export function queryWords(query: string | undefined): string[] {
  return (query ?? '').toLowerCase().trim().split(/\s+/).filter(Boolean).slice(0, 8);
}

/**
 * Name match quality in the shopper's language (or in English, the names' source; the better of
 * the two counts): 0 when a word is missing from the name; otherwise exact name 100, name starts
 * with the phrase 80, contains the phrase 60, every word starts a name word 40, else 20.
 */
export function relevance(entry: SearchEntry, words: readonly string[], language: CopyLanguage = 'en'): number {
  if (words.length === 0) return 1;
  const local = nameRelevance(entry.namesLc[language], words);
  return language === 'en' ? local : Math.max(local, nameRelevance(entry.namesLc.en, words));
}

function nameRelevance(nameLc: string, words: readonly string[]): number {
  if (!words.every((word) => nameLc.includes(word))) return 0;
  const phrase = words.join(' ');
  if (nameLc === phrase) return 100;
  if (nameLc.startsWith(phrase)) return 80;
  if (nameLc.includes(phrase)) return 60;
  const nameWords = nameLc.split(/[\s-]+/);
  if (words.every((word) => nameWords.some((nameWord) => nameWord.startsWith(word)))) return 40;
  return 20;
}

type Scored = { entry: SearchEntry; score: number };

const COMPARATORS: Record<SearchSort, (a: Scored, b: Scored) => number> = {
  relevance: (a, b) => b.score - a.score,
  newest: (a, b) => b.entry.releasedAt - a.entry.releasedAt,
  'price-low-high': (a, b) => a.entry.price.current - b.entry.price.current,
  'price-high-low': (a, b) => b.entry.price.current - a.entry.price.current,
  rating: (a, b) => b.entry.rating - a.entry.rating || b.entry.reviewsCount - a.entry.reviewsCount,
};

/** Sorts in place; seed position breaks ties so pages are stable. */
export function sortScored(scored: Scored[], sort: SearchSort): Scored[] {
  const compare = COMPARATORS[sort];
  return scored.sort((a, b) => compare(a, b) || a.entry.position - b.entry.position || a.entry.id.localeCompare(b.entry.id));
}
