import { describe, expect, it } from 'vitest';
import { buyButtonState, isActionable, isComingSoon, type BuyButtonInput, type BuyButtonKind } from '@lib/product/buy-button';
import { parseGiftCardAmount } from '@lib/product/gift-card-amount';
import { variant } from './fixtures';

const now = new Date('2030-01-01T00:00:00Z');
const inStock = variant('a', { size: '9' });
const outNotify = variant('b', { size: '10' }, false, true);
const outNoNotify = variant('c', { size: '11' }, false, false);
const plain = { targetPublishDate: null, presale: false, customsExternalUrl: null };
const presale = { ...plain, presale: true };

const base: BuyButtonInput = { product: plain, variant: inStock, session: 'guest', context: 'page', notifyMeEnabled: true, now };

// Spec §4 quick-shop footer priority, one row per rule, higher rows winning over lower ones.
describe('buy button priority (§4)', () => {
  it.each<[string, Partial<BuyButtonInput>, BuyButtonKind]>([
    ['out of stock, can notify, feature on → notify-me', { variant: outNotify }, 'notify-me'],
    ['notify-me beats presale sign-in', { variant: outNotify, product: presale }, 'notify-me'],
    ['notify-me beats update context', { variant: outNotify, context: 'update' }, 'notify-me'],
    ['out of stock, feature off → out-of-stock', { variant: outNotify, notifyMeEnabled: false }, 'out-of-stock'],
    ['out of stock, variant cannot notify → out-of-stock', { variant: outNoNotify }, 'out-of-stock'],
    ['out-of-stock beats presale sign-in', { variant: outNoNotify, product: presale }, 'out-of-stock'],
    ['presale, guest → sign-in-to-buy', { product: presale }, 'sign-in-to-buy'],
    ['presale sign-in beats update context', { product: presale, context: 'update' }, 'sign-in-to-buy'],
    ['presale, registered → add-to-cart', { product: presale, session: 'registered' }, 'add-to-cart'],
    ['update context → update-in-cart', { context: 'update' }, 'update-in-cart'],
    ['quick shop → add-to-cart', { context: 'quickshop' }, 'add-to-cart'],
    ['otherwise → add-to-cart', {}, 'add-to-cart'],
    ['no variant chosen → choose-options', { variant: null }, 'choose-options'],
    ['coming soon wins over everything', { product: { ...plain, targetPublishDate: '2030-02-01T00:00:00Z' }, variant: outNotify }, 'coming-soon'],
    ['past publish date is buyable', { product: { ...plain, targetPublishDate: '2029-02-01T00:00:00Z' } }, 'add-to-cart'],
    ['customs → customize', { product: { ...plain, customsExternalUrl: 'https://custom.example/x' } }, 'customize'],
  ])('%s', (_name, overrides, expected) => {
    expect(buyButtonState({ ...base, ...overrides }).kind).toBe(expected);
  });

  it('coming soon carries its date; disabled states are not actionable', () => {
    const state = buyButtonState({ ...base, product: { ...plain, targetPublishDate: '2030-02-01T00:00:00Z' } });
    expect(state).toEqual({ kind: 'coming-soon', date: '2030-02-01T00:00:00Z' });
    expect(isActionable(state)).toBe(false);
    expect(isActionable({ kind: 'out-of-stock' })).toBe(false);
    expect(isActionable({ kind: 'notify-me' })).toBe(true);
    expect(isComingSoon({ targetPublishDate: null }, now)).toBe(false);
  });
});

describe('gift card amount', () => {
  it.each([
    ['', { ok: false, reason: 'required' }],
    ['abc', { ok: false, reason: 'not-a-number' }],
    ['5', { ok: false, reason: 'below-min' }],
    ['501', { ok: false, reason: 'above-max' }],
    ['25,50', { ok: true, amount: 2550 }],
    ['500', { ok: true, amount: 50_000 }],
  ] as const)('%s → %o', (input, expected) => {
    expect(parseGiftCardAmount(input)).toEqual(expected);
  });
});
