import { describe, expect, it } from 'vitest';
import { expectCatalogueParity } from '../../helpers/message-parity';
import { FAVORITES_MESSAGES, favoritesErrorText, favoritesMessagesFor, favoritesText } from '@lib/i18n/favorites-messages';

describe('favorites messages', () => {
  it('have every key with the same placeholders in en, fr, de and it', () => {
    expectCatalogueParity(FAVORITES_MESSAGES);
  });

  it('name the product on a tile’s heart and count entries by the language’s rules', () => {
    expect(favoritesText('de-de', 'addNamedToFavorites', { name: 'Zephyr' })).toBe('Zephyr zu Favoriten hinzufügen');
    expect(favoritesText('fr-ca', 'itemCount', { count: 1 })).toBe('1 article');
    expect(favoritesText('en-gb', 'itemCount', { count: 2 })).toBe('2 items');
  });

  it('show the configured message of a known errorId, else the server’s, else the generic one (§8)', () => {
    const it = favoritesMessagesFor('it-it');
    expect(favoritesErrorText(it, { errorId: 'LST403', message: 'server text' })).toBe(it.errors.LST403);
    expect(favoritesErrorText(it, { errorId: 'API400', message: 'The id is not valid.' })).toBe('The id is not valid.');
    expect(favoritesErrorText(it, { errorId: 'GEN500' })).toBe(it.errors.GEN500);
    expect(favoritesMessagesFor('xx-xx')).toBe(FAVORITES_MESSAGES.en);
  });
});
