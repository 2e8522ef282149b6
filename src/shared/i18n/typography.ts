/**
 * Each language's typography, in one place: the catalogues pass their texts through `typeset`
 * once, when they are defined, and code that joins a label and a value uses `labelled`.
 * French puts a narrow no-break space (U+202F) before : ; ? and ! (Imprimerie nationale);
 * the other languages put none.
 */
export const NARROW_NO_BREAK_SPACE = '\u202F';

// A high punctuation mark after a word (with or without an ordinary or no-break space before it),
// followed by a space, a closing mark or the end: "Couleur: {color}", "Vraiment ?". Not "10:30" or "https://".
const FRENCH_HIGH_PUNCTUATION = /([^\s:;?!])[ \u00A0]?([:;?!])(?=[\s"'’»)\]]|$)/g;

// The same mark after a space at the very start of a text: a piece of rich text after a link or
// bold ("<a>le guide</a> !"), whose word is in the element before.
const FRENCH_LEADING_HIGH_PUNCTUATION = /^[ \u00A0]([:;?!])(?=[\s"'’»)\]]|$)/;

/** One text set in the typography of `language` (a language such as `fr`, not a locale). */
export function typesetText(text: string, language: string): string {
  if (language !== 'fr') return text;
  return text.replace(FRENCH_HIGH_PUNCTUATION, `$1${NARROW_NO_BREAK_SPACE}$2`).replace(FRENCH_LEADING_HIGH_PUNCTUATION, `${NARROW_NO_BREAK_SPACE}$1`);
}

/**
 * A catalogue (or any object of texts) with every string set in the typography of `language`;
 * functions and other values are kept as they are. Placeholders such as `{name}` are untouched.
 */
export function typeset<T>(language: string, catalogue: T): T {
  return typesetValue(catalogue, language) as T;
}

function typesetValue(value: unknown, language: string): unknown {
  if (typeof value === 'string') return typesetText(value, language);
  if (Array.isArray(value)) return value.map((item) => typesetValue(item, language));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, typesetValue(item, language)]));
  }
  return value;
}

/** "Colour: Sage", "Couleur : Sauge" (narrow no-break space): a label and its value joined in code. */
export function labelled(label: string, value: string, language: string): string {
  return `${label}${colon(language)} ${value}`;
}

/** The colon after a label, as the language writes it ("", or U+202F before it in French). */
export function colon(language: string): string {
  return language === 'fr' ? `${NARROW_NO_BREAK_SPACE}:` : ':';
}
