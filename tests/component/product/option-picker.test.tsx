// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import OptionPicker from '@islands/product/OptionPicker';
import type { AttributeState } from '@lib/product/variant-selection';
import type { LocaleCode } from '@shared/i18n/sites';

const color: AttributeState = {
  type: 'color', label: 'Couleur',
  options: [{ value: 'sage', label: 'Sauge', exists: true, inStock: true, stockStatusLabel: null, canNotify: false, selected: true }],
};
const legendOf = (locale: LocaleCode) => {
  const { container } = render(<OptionPicker attribute={color} legend="Couleur" locale={locale} idPrefix="t" notifyMeEnabled={false} onSelect={() => {}} />);
  return container.querySelector('legend')!.textContent;
};

describe('the buy box’s colour legend', () => {
  afterEach(cleanup);

  it('names the chosen colour after the colon as the locale writes it: France, Quebec, English', () => {
    expect(legendOf('fr-fr')).toBe('Couleur\u202F: Sauge');
    cleanup();
    expect(legendOf('fr-ca')).toBe('Couleur\u00A0: Sauge');
    cleanup();
    expect(legendOf('en-ca')).toBe('Couleur: Sauge');
  });
});
