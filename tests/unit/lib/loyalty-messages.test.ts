import { describe, expect, it } from 'vitest';
import { expectCatalogueParity } from '../../helpers/message-parity';
import { LOYALTY_MESSAGES, loyaltyErrorText, loyaltyMessagesFor, loyaltyText } from '@lib/i18n/loyalty-messages';

describe('loyalty messages', () => {
  it('have every key with the same placeholders in en, fr, de and it', () => {
    expectCatalogueParity(LOYALTY_MESSAGES);
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
