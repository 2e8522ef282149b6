/**
 * Each locale's typography, in one place. A language's catalogues are written once and pass their
 * texts through `typeset(language, …)` when they are defined, in the language's own convention;
 * a locale whose convention differs (fr-CA) reads them through `typesetFor`, which derives its copy
 * once. Code that joins a label and a value uses `labelled` or `colon`.
 * - French (France, Switzerland; Imprimerie nationale): a narrow no-break space (U+202F) before : ; ? and !.
 * - Quebec French (Office québécois de la langue française): a no-break space (U+00A0) before the colon
 *   only, no space before ; ? and !.
 * - The other languages: no space, texts as written.
 * Guillemets (« ») keep their inner spaces in both French conventions: no rule here touches them.
 */
export const NARROW_NO_BREAK_SPACE = '\u202F';
export const NO_BREAK_SPACE = '\u00A0';

/** How a locale sets the space before high punctuation. */
export type Typography = 'french' | 'quebec' | 'plain';

// By BCP 47 tag in lower case (the URL's locale code), then by language.
const TYPOGRAPHY: Readonly<Record<string, Typography>> = { fr: 'french', 'fr-ca': 'quebec' };

type HighMark = ':' | ';' | '?' | '!';
const SPACE_BEFORE: Readonly<Record<Exclude<Typography, 'plain'>, Readonly<Record<HighMark, string>>>> = {
  french: { ':': NARROW_NO_BREAK_SPACE, ';': NARROW_NO_BREAK_SPACE, '?': NARROW_NO_BREAK_SPACE, '!': NARROW_NO_BREAK_SPACE },
  quebec: { ':': NO_BREAK_SPACE, ';': '', '?': '', '!': '' },
};

/**
 * The typography of `locale`: a locale code (`fr-ca`), a BCP 47 tag (`fr-CA`) or a language (`fr`,
 * which is its main convention: France's for French).
 */
export function typographyOf(locale: string): Typography {
  const key = locale.toLowerCase();
  return TYPOGRAPHY[key] ?? TYPOGRAPHY[key.split('-')[0] ?? ''] ?? 'plain';
}

// A high punctuation mark after a word (with or without an ordinary, no-break or narrow no-break space
// before it), followed by a space, a closing mark or the end: "Couleur: {color}", "Vraiment ?". Not
// "10:30" or "https://". Text already set in one convention is set again in another by the same rule.
const HIGH_PUNCTUATION = /([^\s:;?!])[ \u00A0\u202F]?([:;?!])(?=[\s"'’»)\]]|$)/g;

// The same mark after a space at the very start of a text: a piece of rich text after a link or
// bold ("<a>le guide</a> !"), whose word is in the element before.
const LEADING_HIGH_PUNCTUATION = /^[ \u00A0\u202F]([:;?!])(?=[\s"'’»)\]]|$)/;

/** One text set in the typography of `locale` (a locale code or tag, or a language). */
export function typesetText(text: string, locale: string): string {
  const typography = typographyOf(locale);
  if (typography === 'plain') return text;
  const space = SPACE_BEFORE[typography];
  return text
    .replace(HIGH_PUNCTUATION, (_whole, before: string, mark: HighMark) => `${before}${space[mark]}${mark}`)
    .replace(LEADING_HIGH_PUNCTUATION, (_whole, mark: HighMark) => `${space[mark]}${mark}`);
}

/**
 * A catalogue (or any object of texts) with every string set in the typography of `locale`;
 * functions and other values are kept as they are. Placeholders such as `{name}` are untouched.
 */
export function typeset<T>(locale: string, catalogue: T): T {
  return typesetValue(catalogue, locale) as T;
}

function typesetValue(value: unknown, locale: string): unknown {
  if (typeof value === 'string') return typesetText(value, locale);
  if (Array.isArray(value)) return value.map((item) => typesetValue(item, locale));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, typesetValue(item, locale)]));
  }
  return value;
}

const derived = new WeakMap<object, Map<Typography, object>>();

/**
 * A language's catalogue (written in the language's own typography) as `locale` sets it: the same
 * object when the locale keeps its language's convention (fr-fr, en-ca, …), else a copy made once per
 * catalogue and convention (fr-ca reads the French catalogues with Quebec spacing).
 */
export function typesetFor<T extends object>(locale: string, catalogue: T): T {
  const typography = typographyOf(locale);
  if (typography === typographyOf(locale.split('-')[0] ?? '')) return catalogue;
  let copies = derived.get(catalogue);
  if (!copies) derived.set(catalogue, (copies = new Map()));
  let copy = copies.get(typography) as T | undefined;
  if (!copy) copies.set(typography, (copy = typeset(locale, catalogue)));
  return copy;
}

/** "Colour: Sage", "Couleur : Sauge" (U+202F; U+00A0 in fr-CA): a label and its value joined in code. */
export function labelled(label: string, value: string, locale: string): string {
  return `${label}${colon(locale)} ${value}`;
}

/** The colon after a label, as the locale writes it (":", or a narrow or plain no-break space before it in French). */
export function colon(locale: string): string {
  const typography = typographyOf(locale);
  return typography === 'plain' ? ':' : `${SPACE_BEFORE[typography][':']}:`;
}
