import { describe, expect, it } from 'vitest';
import { addressLines, addressSummaryLine, addressWithNameLine } from '@lib/i18n/address-lines';

const person = { firstName: 'Sam', lastName: 'Shopper', addressLine1: '12 Main Street' };

describe('an address as the shopper reads it', () => {
  it('names the country in the shopper language, not by its code', () => {
    const berlin = { ...person, addressLine1: 'Unter den Linden 5', postalCode: '10117', city: 'Berlin', country: 'DE' };
    expect(addressLines(berlin, 'de-de').at(-1)).toBe('Deutschland');
    expect(addressLines(berlin, 'fr-fr').at(-1)).toBe('Allemagne');
    expect(addressLines(berlin, 'en-gb').at(-1)).toBe('Germany');
  });

  it('writes the town line as the post of the country does', () => {
    expect(addressLines({ ...person, city: 'New York', stateCode: 'NY', postalCode: '10013', country: 'US' }, 'en-us'))
      .toEqual(['Sam Shopper', '12 Main Street', 'New York, NY 10013', 'United States']);
    expect(addressLines({ ...person, city: 'Montréal', province: 'QC', postalCode: 'H2X 1Y4', countryCode: 'ca' }, 'fr-ca'))
      .toEqual(['Sam Shopper', '12 Main Street', 'Montréal, QC H2X 1Y4', 'Canada']);
    expect(addressLines({ ...person, city: 'London', postalCode: 'SW1A 1AA', country: 'GB' }, 'en-gb'))
      .toEqual(['Sam Shopper', '12 Main Street', 'London', 'SW1A 1AA', 'United Kingdom']);
    expect(addressLines({ ...person, addressLine2: 'Bât. B', city: 'Paris', postalCode: '75001', country: 'FR' }, 'fr-fr'))
      .toEqual(['Sam Shopper', '12 Main Street', 'Bât. B', '75001 Paris', 'France']);
  });

  it('leaves out what is missing and keeps a country it cannot name as given', () => {
    expect(addressLines({ firstName: 'Sam', city: 'New York', country: 'US' }, 'en-us')).toEqual(['Sam', 'New York', 'United States']);
    expect(addressLines({ ...person, city: 'Atlantis', country: 'Atlantis' }, 'en-us').at(-1)).toBe('Atlantis');
    expect(addressLines(null, 'en-us')).toEqual([]);
  });

  it('names an address on one line by its street and town, as its post writes the town', () => {
    expect(addressSummaryLine({ addressLine1: '1 First Ave', city: 'Albany', stateCode: 'NY', postalCode: '12207', country: 'US' })).toBe('1 First Ave, Albany, NY 12207');
    expect(addressSummaryLine({ addressLine1: '2 Rue de Rivoli', city: 'Paris', postalCode: '75001', country: 'FR' })).toBe('2 Rue de Rivoli, 75001 Paris');
    expect(addressSummaryLine({ addressLine1: '10 Downing Street', city: 'London', postalCode: 'SW1A 2AA', country: 'GB' })).toBe('10 Downing Street, London, SW1A 2AA');
    expect(addressWithNameLine({ ...person, city: 'New York', stateCode: 'NY', postalCode: '10013', country: 'US' })).toBe('Sam Shopper, 12 Main Street, New York, NY 10013');
  });
});
