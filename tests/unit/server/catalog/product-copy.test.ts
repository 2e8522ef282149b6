import { describe, expect, it } from 'vitest';
import { productCopy, productName } from '@server/domain/catalog/product-copy';
import { typeset } from '@shared/i18n/typography';

const french = typeset('fr', { name: 'Botte Velocity !', description: 'Chaude ; légère.', details: ['Entretien : éponge'], modelMeasurements: null });
const row = { name: 'Velocity boot!', description: 'Warm; light.', details: ['Care: sponge'], modelMeasurements: null, translations: { fr: french } } as unknown as Parameters<typeof productCopy>[0];

describe('product copy in the locale', () => {
  it('fr-ca reads the French translation with Quebec spacing, fr-fr as written, English untouched', () => {
    expect(productCopy(row, 'fr-ca')).toMatchObject({ name: 'Botte Velocity!', description: 'Chaude; légère.', details: ['Entretien\u00A0: éponge'] });
    expect(productCopy(row, 'fr-fr')).toBe(french);
    expect(productCopy(row, 'en-ca')).toMatchObject({ name: 'Velocity boot!', description: 'Warm; light.' });
    expect(productName(row, 'fr-ca')).toBe('Botte Velocity!');
    expect(productName(row, 'fr-fr')).toBe('Botte Velocity\u202F!');
  });
});
