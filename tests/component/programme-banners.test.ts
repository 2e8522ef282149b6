import { describe, expect, it } from 'vitest';
import type { ConsumerProfile } from '@schemas/commerce/consumer';
import { programmeBanners } from '../../islands/identity/ProgrammeBanners';
import { en } from '../../src/shared/i18n/messages/identity/en';
import { fr } from '../../src/shared/i18n/messages/identity/fr';

type Details = ConsumerProfile['consumerDetails'];
const base = { email: 'a@example.com', identity: [] } as unknown as Details;
const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('programme banners (spec §4 order, §6)', () => {
  it('shows employee, athlete, IPA and WRANX in that order, each only for its programme', () => {
    const everything = { ...base, employee: { currentSpend: 42_000, annualCap: 150_000 }, athlete: { currentSpend: 18_000, annualCredit: 100_000 }, identity: [{ type: 'WRANX' }, { type: 'IPA' }] } as Details;
    const banners = programmeBanners(everything, { employee: true, termsAccepted: true }, en, 'en-us');
    expect(banners.map((banner) => banner.kind)).toEqual(['employee', 'athlete', 'ipa', 'wranx']);
    expect(banners[0]!.text).toBe('Employee discount active: $1,080.00 of your $1,500.00 yearly allowance left.');
    expect(banners[1]!.text).toBe('Athlete credit: $820.00 of $1,000.00 left this year.');
    expect(programmeBanners(everything, { employee: true, termsAccepted: false }, en, 'en-us').map((banner) => banner.kind)).toEqual(['athlete', 'ipa', 'wranx']);
    expect(programmeBanners(base, { employee: false, termsAccepted: false }, en, 'en-us')).toEqual([]);
  });

  it('says where the employee allowance applies on a site in another currency, and when it is used up', () => {
    const employee = { ...base, employee: { currentSpend: 42_000, annualCap: 150_000 } } as Details;
    const [elsewhere] = programmeBanners(employee, { employee: true, termsAccepted: true }, fr, 'fr-fr');
    expect(nbsp(elsewhere!.text)).toBe('Votre remise employé s’applique aux commandes en dollars des États-Unis : il vous reste 1 080,00 $ sur votre plafond annuel de 1 500,00 $.');
    const usedUp = { ...base, employee: { currentSpend: 150_000, annualCap: 150_000 } } as Details;
    expect(programmeBanners(usedUp, { employee: true, termsAccepted: true }, en, 'en-us')[0]!.text).toBe('You have used your $1,500.00 yearly employee allowance. Prices are regular until it renews.');
  });
});
