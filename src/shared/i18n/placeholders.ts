/** Values for a message's placeholders. */
export type MessageParams = Readonly<Record<string, string | number>>;

// {count, plural, one {# review} other {# reviews}}: the ICU plural form, cases without nesting.
const PLURAL = /\{(\w+), plural,((?:\s*=?\w+\s*\{[^{}]*\})+)\s*\}/g;
const PLURAL_CASE = /(=?\w+)\s*\{([^{}]*)\}/g;
const PLACEHOLDER = /\{(\w+)\}/g;
const pluralRules = new Map<string, Intl.PluralRules>();
const countFormats = new Map<string, Intl.NumberFormat>();

/** `#` is a count, written as the language writes numbers (1,250 · 1 250 · 1.250). */
function formatCount(value: string | number, language: string): string {
  if (typeof value !== 'number') return String(value);
  let format = countFormats.get(language);
  if (!format) countFormats.set(language, (format = new Intl.NumberFormat(language)));
  return format.format(value);
}

function pluralCategory(count: number, language: string): string {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
}

/**
 * The one way every catalogue fills its messages: `{name}` placeholders, and plural forms
 * `{count, plural, =0 {…} one {# item} other {# items}}` chosen by the language's plural rules
 * (`#` is the number, written with the language's digit grouping). A placeholder without a value is left visible rather than hidden.
 * Islands that do not know the language get English plural rules (one = exactly 1).
 */
export function fillPlaceholders(template: string, params: MessageParams = {}, language = 'en'): string {
  const plurals = template.includes(', plural,')
    ? template.replace(PLURAL, (whole, name: string, cases: string) => {
        if (!Object.hasOwn(params, name)) return whole;
        const count = Number(params[name]);
        const options = new Map([...cases.matchAll(PLURAL_CASE)].map((match) => [match[1]!, match[2]!]));
        const chosen = options.get(`=${count}`) ?? options.get(pluralCategory(count, language)) ?? options.get('other');
        return chosen === undefined ? whole : chosen.replace(/#/g, formatCount(params[name]!, language));
      })
    : template;
  return plurals.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
}
