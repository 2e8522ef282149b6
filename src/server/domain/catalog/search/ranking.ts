import type { SearchSort } from '@schemas/commerce/search';
import type { CopyLanguage, SearchEntry } from './snapshot';

function queryWords(query: string | undefined): string[] {
  return (query ?? '').toLowerCase().trim().split(/\s+/).filter(Boolean).slice(0, 8);
}

/**
 * Plural endings a shopper types that a name in the singular lacks ("sandales", "Laufschuhe",
 * "stivali", "boots"): a word of five letters or more also matches without them. Names are
 * singular in every language, so the stem only widens a search to what the shopper meant.
 */
const PLURAL_ENDINGS: Record<CopyLanguage, readonly string[]> = {
  en: ['s'],
  fr: ['s', 'x'],
  de: ['en', 'n', 'e', 's'],
  it: ['i', 'e'],
};
const STEM_MIN_LENGTH = 5;

/** The word and, when it ends like a plural of the language (or of English, the names' source), its stem. */
function formsOf(word: string, language: CopyLanguage): readonly string[] {
  if (word.length < STEM_MIN_LENGTH) return [word];
  const endings = language === 'en' ? PLURAL_ENDINGS.en : [...PLURAL_ENDINGS[language], ...PLURAL_ENDINGS.en];
  const ending = endings.find((candidate) => word.endsWith(candidate));
  return ending ? [word, word.slice(0, -ending.length)] : [word];
}

/** A query read once per search: its words, each with the forms a name may hold it in, and the phrase. */
export interface SearchTerms {
  readonly words: readonly string[];
  readonly forms: readonly (readonly string[])[];
  readonly phrase: string;
  readonly language: CopyLanguage;
}

export function searchTerms(query: string | undefined, language: CopyLanguage = 'en'): SearchTerms {
  const words = queryWords(query);
  return { words, forms: words.map((word) => formsOf(word, language)), phrase: words.join(' '), language };
}

/**
 * Name match quality in the shopper's language (or in English, the names' source; the better of
 * the two counts): 0 when a word (or its singular stem) is missing from the name; otherwise exact
 * name 100, name starts with the phrase 80, contains the phrase 60, every word starts a name word
 * 40, else 20.
 */
export function relevance(entry: SearchEntry, terms: SearchTerms): number {
  if (terms.words.length === 0) return 1;
  const local = nameRelevance(entry.namesLc[terms.language], terms);
  return terms.language === 'en' ? local : Math.max(local, nameRelevance(entry.namesLc.en, terms));
}

/** Whether a lower-cased text holds every word of the query (or its singular stem): names, category names. */
export function holdsEveryWord(textLc: string, { forms }: SearchTerms): boolean {
  return forms.every((wordForms) => wordForms.some((form) => textLc.includes(form)));
}

function nameRelevance(nameLc: string, terms: SearchTerms): number {
  const { forms, phrase } = terms;
  if (!holdsEveryWord(nameLc, terms)) return 0;
  if (nameLc === phrase) return 100;
  if (nameLc.startsWith(phrase)) return 80;
  if (nameLc.includes(phrase)) return 60;
  const nameWords = nameLc.split(/[\s-]+/);
  if (forms.every((wordForms) => nameWords.some((nameWord) => wordForms.some((form) => nameWord.startsWith(form))))) return 40;
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
