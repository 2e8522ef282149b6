import { describe, expect, it } from 'vitest';
import { applePayButtonConfig } from '../../../../src/components/catalog/apple-pay-props';
import { createPageContext } from '@lib/page/page-context';
import type { LocaleCode } from '@shared/i18n/sites';
import { price } from '../../lib/product/fixtures';

const ctx = (locale: LocaleCode) => createPageContext({ siteId: 'stride', locale, preview: false, pageClass: 'Product' });
const shoe = { price: price(12_000), currency: 'USD', productType: 'physical' as const, presale: false, customsExternalUrl: null };

describe('what the product page hands the Apple Pay button', () => {
  it('the store country, the price as the pending total and the sheet’s texts in the page language (German with Sie)', () => {
    const config = applePayButtonConfig({ ...shoe, price: { ...price(12_000), currency: 'EUR' }, currency: 'EUR' }, ctx('de-de'), {})!;
    expect(config).toMatchObject({ storeCountry: 'DE', currency: 'EUR', merchantName: 'Stride', pendingAmount: 12_000, autoPromoCode: null, language: 'de-DE' });
    expect(config.texts.applePayBuy).toBe('Mit Apple Pay kaufen');
    expect(config.texts.applePayFieldInvalid).toContain('verwenden Sie');
    expect(config.texts.applePayCountryError).toContain('{country}');
    expect(applePayButtonConfig(shoe, ctx('en-us'), { APPLE_PAY_AUTO_PROMO_CODE: ' WELCOME10 ' })!.autoPromoCode).toBe('WELCOME10');
  });

  it('no button for what cannot be bought as it is: a gift card (its amount), a presale (sign-in first), a customised product', () => {
    expect(applePayButtonConfig({ ...shoe, productType: 'digital' }, ctx('en-us'), {})).toBeNull();
    expect(applePayButtonConfig({ ...shoe, presale: true }, ctx('en-us'), {})).toBeNull();
    expect(applePayButtonConfig({ ...shoe, customsExternalUrl: 'https://custom.example' }, ctx('en-us'), {})).toBeNull();
  });
});
