import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from '@shared/i18n/placeholders';
import { uiText } from '@shared/i18n/messages/ui';
import { productExtrasText } from '@shared/i18n/messages/product-extras';

describe('message placeholders', () => {
  it('fills named values and leaves a missing one visible', () => {
    expect(fillPlaceholders('Stores near {postalCode}: {count}', { postalCode: '30301', count: 3 })).toBe('Stores near 30301: 3');
    expect(fillPlaceholders('Hi, {name}')).toBe('Hi, {name}');
  });

  it('chooses the plural form by the language’s rules, with # as the number', () => {
    const template = '{count, plural, =0 {no reviews} one {# review} other {# reviews}}';
    expect([0, 1, 2, 21].map((count) => fillPlaceholders(template, { count }))).toEqual(['no reviews', '1 review', '2 reviews', '21 reviews']);
    // French counts 0 and 1 as singular.
    expect(fillPlaceholders('{count, plural, one {# avis donné} other {# avis donnés}}', { count: 0 }, 'fr')).toBe('0 avis donné');
    expect(fillPlaceholders('{count, plural, one {# item} other {# items}}', {})).toBe('{count, plural, one {# item} other {# items}}');
  });

  it('shoppers read “1 review”, “1 product” and “1 item”, not “1 reviews”', () => {
    expect(uiText('en-us', 'reviews', { count: 1 })).toBe('1 review');
    expect(uiText('en-us', 'reviews', { count: 12 })).toBe('12 reviews');
    expect(uiText('de-de', 'products', { count: 1 })).toBe('1 Produkt');
    expect(uiText('fr-fr', 'cartCount', { count: 0 })).toBe('0 article');
    expect(uiText('it-it', 'colors', { count: 3 })).toBe('3 colori');
    expect(productExtrasText('en-us', 'reviewsSummary', { average: '4.5', count: 1 })).toBe('4.5 out of 5 from 1 review');
  });
});
