import { describe, expect, it } from 'vitest';
import { LOYALTY_MESSAGES, loyaltyMessagesFor } from '@shared/i18n/messages/loyalty';
import { errorText, translator } from '@shared/i18n/translator';

// Keys and placeholders in every language: tests/unit/lib/i18n/catalogues.test.ts.
describe('loyalty messages', () => {
  it('pick the locale’s language and show §8 messages: configured, else the server’s, else the generic one', () => {
    const de = loyaltyMessagesFor('de-de');
    const t = translator(de, 'de');
    expect(t('redeemAction', { points: '1.000', amount: '10,00 €' })).toBe('1.000 Punkte gegen einen Gutschein über 10,00 € einlösen');
    expect(errorText(t, { errorId: 'REW409', message: 'server text' })).toBe(de.error_REW409);
    expect(errorText(t, { errorId: 'API400', message: 'The request is not valid.' })).toBe('The request is not valid.');
    expect(errorText(t, { errorId: 'X' })).toBe(de.error_GEN500);
    expect(loyaltyMessagesFor('xx-xx')).toBe(LOYALTY_MESSAGES.en);
  });
});
