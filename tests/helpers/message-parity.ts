import { expect } from 'vitest';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)[,}]/g)].map((match) => match[1]).sort();
const flat = (catalogue: object, prefix = ''): Array<[string, string]> =>
  Object.entries(catalogue).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flat(value as object, `${key}.`)));

/** Every language of a catalogue has en's keys (nested too), none empty, each with en's placeholders. */
export function expectCatalogueParity(catalogues: { readonly en: object } & Record<string, object>): void {
  const { en, ...others } = catalogues;
  const source = new Map(flat(en));
  for (const [language, catalogue] of Object.entries(others)) {
    const texts = new Map(flat(catalogue));
    expect([...texts.keys()].sort(), language).toEqual([...source.keys()].sort());
    for (const [key, text] of source) {
      expect(placeholders(texts.get(key)!), `${language}.${key}`).toEqual(placeholders(text));
      expect(texts.get(key)!.trim(), `${language}.${key}`).not.toBe('');
    }
  }
}
