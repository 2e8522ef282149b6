import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from '@shared/i18n/placeholders';
import { formatPercentValue, formatRating } from '@shared/i18n/numbers';
import { labelled, NARROW_NO_BREAK_SPACE, typesetText } from '@shared/i18n/typography';
import { uiText } from '@shared/i18n/messages/ui';
import { CATALOGUES } from '../../../helpers/catalogues';
import { COPY_VOCABULARIES } from '../../../../src/server/db/seed/catalog/product-copy';
import { PRODUCT_LABEL_VALUES, productLabel, sizeLabel } from '../../../../src/server/domain/catalog/labels';

type Language = 'en' | 'fr' | 'de' | 'it';

/** Every catalogue of a language (every area of src/shared/i18n/messages), by name, and the seeded product copy. */
function cataloguesOf(language: Language): Record<string, unknown> {
  return {
    ...Object.fromEntries(Object.entries(CATALOGUES).map(([area, catalogues]) => [area, catalogues[language]])),
    productCopy: COPY_VOCABULARIES[language],
  };
}

/** [path, text] of every string in a catalogue tree (functions are left out). */
function textsOf(value: unknown, path: string): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => textsOf(item, `${path}.${key}`));
  return [];
}

const allTexts = (language: Language) => Object.entries(cataloguesOf(language)).flatMap(([name, catalogue]) => textsOf(catalogue, name));

describe('German catalogues', () => {
  // The informal address (pronouns, possessives and the verb forms that go with them). German uses "Sie".
  const DU_FORM = /\b(du|dich|dir|dein|deine|deinen|deinem|deiner|deines|hast|bist|kannst|musst|willst|möchtest)\b/i;

  it('address the shopper as "Sie", never "du"', () => {
    const informal = allTexts('de').filter(([, text]) => DU_FORM.test(text));
    expect(informal).toEqual([]);
  });
});

describe('French catalogues', () => {
  // ": ; ? !" after a word, with no narrow no-break space before it ("Couleur: Sauge", "Vraiment ?").
  const UNSPACED = new RegExp(`(?<!${NARROW_NO_BREAK_SPACE})[:;?!](?=\\s|$)`);

  it('put a narrow no-break space before a colon, semicolon, question or exclamation mark', () => {
    const unspaced = allTexts('fr').filter(([, text]) => UNSPACED.test(text));
    expect(unspaced).toEqual([]);
  });

  it('join a label and its value with the same spacing in code', () => {
    expect(labelled('Couleur', 'Sauge', 'fr')).toBe(`Couleur${NARROW_NO_BREAK_SPACE}: Sauge`);
    expect(labelled('Farbe', 'Salbei', 'de')).toBe('Farbe: Salbei');
    expect(typesetText('Tout voir : {name} ! Prêt ? 10:30, https://x.example', 'fr')).toBe(
      `Tout voir${NARROW_NO_BREAK_SPACE}: {name}${NARROW_NO_BREAK_SPACE}! Prêt${NARROW_NO_BREAK_SPACE}? 10:30, https://x.example`,
    );
  });
});

describe('product page headings and badges', () => {
  const LOCALES = { fr: 'fr-fr', de: 'de-de', it: 'it-it' } as const;
  // Words that are the same in English and in that language.
  const SAME_AS_ENGLISH: Record<string, readonly string[]> = { fr: ['Description'], de: ['Details'], it: [] };

  it.each(Object.entries(LOCALES))('are not English in %s', (language, locale) => {
    const english = COPY_VOCABULARIES.en;
    const words = COPY_VOCABULARIES[language as 'fr' | 'de' | 'it'];
    const englishTitles = Object.values(english.sectionTitles);
    const untranslatedTitles = Object.values(words.sectionTitles).filter((title, i) => title === englishTitles[i] && !SAME_AS_ENGLISH[language]!.includes(title));
    expect(untranslatedTitles).toEqual([]);
    const details = uiText(locale, 'details');
    if (!SAME_AS_ENGLISH[language]!.includes(details)) expect(details).not.toBe(uiText('en-us', 'details'));
    const untranslatedBadges = PRODUCT_LABEL_VALUES.filter((value) => productLabel(value, locale) === value);
    expect(untranslatedBadges).toEqual([]);
    const sameBlurbs = Object.entries(words.blurbs).filter(([kind, text]) => english.blurbs[kind as keyof typeof english.blurbs] === text);
    expect(sameBlurbs).toEqual([]);
  });
});

describe('numbers in the locale', () => {
  it('write a rating with the locale’s decimal separator', () => {
    expect(formatRating(4.8, 'en-us')).toBe('4.8');
    expect(formatRating(4.8, 'fr-fr')).toBe('4,8');
    expect(formatRating(4.8, 'de-de')).toBe('4,8');
    expect(formatRating(4, 'it-it')).toBe('4,0');
    expect(uiText('fr-fr', 'rating', { score: formatRating(4.8, 'fr-fr') })).toBe('Noté 4,8 sur 5');
    expect([39.8, 50].map((percent) => formatPercentValue(percent, 'de-de'))).toEqual(['39,8', '50']);
  });

  it('write half sizes with the locale’s decimal separator, keeping other sizes as they are', () => {
    expect(['8.5', '10.5K', '9', 'M', '32'].map((size) => sizeLabel(size, 'fr-fr'))).toEqual(['8,5', '10,5K', '9', 'M', '32']);
    expect(sizeLabel('8.5', 'en-gb')).toBe('8.5');
  });

  it('group the digits of a count', () => {
    const template = '{count, plural, one {# avis} other {# avis}}';
    expect(fillPlaceholders(template, { count: 1250 }, 'fr')).toBe(`1${NARROW_NO_BREAK_SPACE}250 avis`);
    expect(fillPlaceholders('{count, plural, one {# review} other {# reviews}}', { count: 1250 }, 'en')).toBe('1,250 reviews');
  });
});
