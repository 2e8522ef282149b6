import { describe, expect, it } from 'vitest';
import { colon, labelled, typesetFor, typesetText } from '@shared/i18n/typography';
import { messagesFor, translatorFor } from '@shared/i18n/messages';
import { CART_MESSAGES } from '@shared/i18n/messages/cart';
import { UI_MESSAGES } from '@shared/i18n/messages/ui';

const NNBSP = '\u202F';
const NBSP = '\u00A0';

describe('typography per locale (src/shared/i18n/typography.ts)', () => {
  it('France: a narrow no-break space before : ; ? !', () => {
    expect(typesetText('Couleur: {color}; vraiment ? Oui!', 'fr-fr')).toBe(`Couleur${NNBSP}: {color}${NNBSP}; vraiment${NNBSP}? Oui${NNBSP}!`);
  });

  it('Quebec: a no-break space before the colon only, none before ; ? !', () => {
    expect(typesetText('Couleur : {color} ; vraiment ? Oui !', 'fr-ca')).toBe(`Couleur${NBSP}: {color}; vraiment? Oui!`);
    expect(typesetText('Couleur : Sauge', 'fr-CA')).toBe(`Couleur${NBSP}: Sauge`);
  });

  it('sets a text already set for France again for Quebec (the derived catalogues)', () => {
    expect(typesetText(typesetText('Besoin d’aide ? Écrivez-nous : ici !', 'fr'), 'fr-ca')).toBe(`Besoin d’aide? Écrivez-nous${NBSP}: ici!`);
  });

  it('leaves times, URLs, placeholders and guillemets’ inner spaces alone', () => {
    for (const locale of ['fr-fr', 'fr-ca']) {
      expect(typesetText('Ouvert à 10:30, voir https://example.com/?a=1', locale)).toBe('Ouvert à 10:30, voir https://example.com/?a=1');
      expect(typesetText(`«${NBSP}Bonjour${NBSP}»`, locale)).toBe(`«${NBSP}Bonjour${NBSP}»`);
    }
    expect(typesetText('{count, plural, one {# avis} other {# avis}} !', 'fr-ca')).toBe('{count, plural, one {# avis} other {# avis}}!');
  });

  it('the other languages keep their texts as written', () => {
    expect(typesetText('Color: Sage? Yes!', 'en-ca')).toBe('Color: Sage? Yes!');
    expect(colon('de-de')).toBe(':');
  });

  it('a label joined in code follows the locale', () => {
    expect(labelled('Couleur', 'Sauge', 'fr-fr')).toBe(`Couleur${NNBSP}: Sauge`);
    expect(labelled('Couleur', 'Sauge', 'fr-ca')).toBe(`Couleur${NBSP}: Sauge`);
    expect(labelled('Color', 'Sage', 'en-ca')).toBe('Color: Sage');
  });
});

describe('catalogues read for fr-ca', () => {
  it('are the French ones with Quebec spacing, derived once', () => {
    const quebec = messagesFor(CART_MESSAGES, 'fr-ca');
    expect(quebec).not.toBe(CART_MESSAGES.fr);
    expect(messagesFor(CART_MESSAGES, 'fr-ca')).toBe(quebec);
    expect(CART_MESSAGES.fr.orderCanNotBeCompletedOOS).toContain(`aboutir${NNBSP}:`);
    expect(quebec.orderCanNotBeCompletedOOS).toContain(`aboutir${NBSP}:`);
    expect(Object.values(quebec).join('\n')).not.toContain(NNBSP);
  });

  it('France and the other locales read the catalogue as written', () => {
    expect(messagesFor(CART_MESSAGES, 'fr-fr')).toBe(CART_MESSAGES.fr);
    expect(messagesFor(CART_MESSAGES, 'en-ca')).toBe(CART_MESSAGES.en);
    expect(typesetFor('de-de', UI_MESSAGES.de)).toBe(UI_MESSAGES.de);
  });

  it('the translator writes plural counts with fr-CA digit grouping', () => {
    expect(translatorFor(CART_MESSAGES, 'fr-ca')('cartCount', { count: 1250 })).toBe(`1${NBSP}250 articles`);
    expect(translatorFor(CART_MESSAGES, 'fr-fr')('cartCount', { count: 1250 })).toBe(`1${NNBSP}250 articles`);
  });
});

describe('catalog labels for fr-ca', () => {
  it('name colours in French (the translator’s tag is fr-CA, its language still French) and keep English rows in English', async () => {
    const { colorLabel } = await import('@server/domain/catalog/labels');
    const { CATALOG_LABELS } = await import('@shared/i18n/messages/catalog');
    const key = Object.keys(CATALOG_LABELS.fr).find((k) => k.startsWith('color_'))!;
    const value = key.slice('color_'.length);
    expect(colorLabel(value, 'English name', 'fr-ca')).toBe((CATALOG_LABELS.fr as Record<string, string>)[key]);
    expect(colorLabel(value, 'English name', 'en-ca')).toBe('English name');
  });
});
