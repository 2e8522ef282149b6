import { describe, expect, it } from 'vitest';
import { expectCatalogueParity } from '../../../helpers/message-parity';
import { CATALOGUES } from '../../../helpers/catalogues';
import { loadAssociateMessages } from '@shared/i18n/messages/associate/load';
import { loadCartMessages } from '@shared/i18n/messages/cart/load';
import { loadEventMessages } from '@shared/i18n/messages/events/load';
import { loadFavoritesMessages } from '@shared/i18n/messages/favorites/load';
import { loadIdentityMessages } from '@shared/i18n/messages/identity/load';
import { loadProductExtrasMessages } from '@shared/i18n/messages/product-extras/load';
import { loadUiMessages } from '@shared/i18n/messages/ui/load';
import { loadUgcMessages } from '@shared/i18n/messages/ugc/load';
import { loadValidationMessages } from '@shared/i18n/messages/validation/load';
import { messageLanguageOf, messagesFor } from '@shared/i18n/messages';
import { LOCALE_CODES } from '@shared/i18n/sites';

describe('message catalogues (src/shared/i18n/messages/<area>/<language>.ts)', () => {
  it('are the areas the storefront reads', () => {
    expect(Object.keys(CATALOGUES).sort()).toEqual(
      ['account-area', 'associate', 'blocks', 'cart', 'catalog', 'checkout', 'contact', 'events', 'favorites', 'identity', 'location', 'loyalty', 'mail', 'product-extras', 'ugc', 'ui', 'utility', 'validation'],
    );
  });

  it.each(Object.keys(CATALOGUES))('%s has every key of en in fr, de and it, none empty, each with en’s placeholders', (area) => {
    expectCatalogueParity(CATALOGUES[area]!);
  });

  it.each(LOCALE_CODES)('a browser loads the %s catalogue of an area alone, the same texts as the server reads', async (locale) => {
    const loaders = {
      associate: loadAssociateMessages, cart: loadCartMessages, events: loadEventMessages, favorites: loadFavoritesMessages, identity: loadIdentityMessages,
      'product-extras': loadProductExtrasMessages, ui: loadUiMessages, ugc: loadUgcMessages, validation: loadValidationMessages,
    };
    for (const [area, load] of Object.entries(loaders)) expect(await load(locale), area).toBe(messagesFor(CATALOGUES[area]!, locale));
  });

  it('pick the language of a locale, English for one they do not know', () => {
    expect(['fr-ca', 'de-de', 'it-it', 'en-gb', 'fr', 'fr-be', 'xx-xx', ''].map(messageLanguageOf)).toEqual(['fr', 'de', 'it', 'en', 'fr', 'fr', 'en', 'en']);
  });
});
