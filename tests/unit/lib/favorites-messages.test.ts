import { describe, expect, it } from 'vitest';
import { FAVORITES_MESSAGES, favoritesMessagesFor, favoritesText } from '@shared/i18n/messages/favorites';
import { errorText, translator } from '@shared/i18n/translator';

// Keys and placeholders in every language: tests/unit/lib/i18n/catalogues.test.ts.
describe('favorites messages', () => {
  it('name the product on a tile’s heart and count entries by the language’s rules', () => {
    expect(favoritesText('de-de', 'addNamedToFavorites', { name: 'Zephyr' })).toBe('Zephyr zu Favoriten hinzufügen');
    expect(favoritesText('fr-ca', 'itemCount', { count: 1 })).toBe('1 article');
    expect(favoritesText('en-gb', 'itemCount', { count: 2 })).toBe('2 items');
  });

  it('show the configured message of a known errorId, else the server’s, else the generic one (§8)', () => {
    const it = favoritesMessagesFor('it-it');
    const t = translator(it, 'it');
    expect(errorText(t, { errorId: 'LST403', message: 'server text' })).toBe(it.error_LST403);
    expect(errorText(t, { errorId: 'API400', message: 'The id is not valid.' })).toBe('The id is not valid.');
    expect(errorText(t, { errorId: 'GEN500' })).toBe(it.error_GEN500);
    expect(favoritesMessagesFor('xx-xx')).toBe(FAVORITES_MESSAGES.en);
  });
});
