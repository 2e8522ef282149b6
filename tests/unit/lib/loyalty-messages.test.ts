import { describe, expect, it } from 'vitest';
import { LOYALTY_MESSAGES, loyaltyErrorText, loyaltyMessagesFor, loyaltyText } from '@lib/i18n/loyalty-messages';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)[,}]/g)].map((match) => match[1]).sort();
const flat = (catalogue: object, prefix = ''): Array<[string, string]> =>
  Object.entries(catalogue).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flat(value as object, `${key}.`)));

describe('loyalty messages', () => {
  it('have every key with the same placeholders in en, fr, de and it', () => {
    const { en, ...others } = LOYALTY_MESSAGES;
    const source = new Map(flat(en));
    for (const [language, catalogue] of Object.entries(others)) {
      const texts = new Map(flat(catalogue));
      expect([...texts.keys()].sort(), language).toEqual([...source.keys()].sort());
      for (const [key, text] of source) {
        expect(placeholders(texts.get(key)!), `${language}.${key}`).toEqual(placeholders(text));
        expect(texts.get(key)!.trim(), `${language}.${key}`).not.toBe('');
      }
    }
  });

  it('pick the locale’s language and show §8 messages: configured, else the server’s, else the generic one', () => {
    const de = loyaltyMessagesFor('de-de');
    expect(loyaltyText(de, 'redeemAction', { points: '1.000', amount: '10,00 €' })).toBe('1.000 Punkte gegen einen Gutschein über 10,00 € einlösen');
    expect(loyaltyErrorText(de, { errorId: 'REW409', message: 'server text' })).toBe(de.errors.REW409);
    expect(loyaltyErrorText(de, { errorId: 'API400', message: 'The request is not valid.' })).toBe('The request is not valid.');
    expect(loyaltyErrorText(de, { errorId: 'X' })).toBe(de.errors.GEN500);
    expect(loyaltyMessagesFor('xx-xx')).toBe(LOYALTY_MESSAGES.en);
  });
});
