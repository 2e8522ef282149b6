import { describe, expect, it } from 'vitest';
import { documentTitle, metaDescription } from '@lib/seo/page-meta';

describe('documentTitle', () => {
  it('names the brand once', () => {
    expect(documentTitle('Men', 'Stride')).toBe('Men | Stride');
    expect(documentTitle('Stride | Home', 'Stride')).toBe('Stride | Home');
    expect(documentTitle('Kontakt | Summit', 'Summit')).toBe('Kontakt | Summit');
    expect(documentTitle('Stride', 'Stride')).toBe('Stride');
    // A brand word inside a name is not the brand segment.
    expect(documentTitle('Stride Runner 2', 'Stride')).toBe('Stride Runner 2 | Stride');
  });
});

describe('metaDescription', () => {
  it('is plain text of at most 160 characters, cut at a word', () => {
    expect(metaDescription('  A <b>light</b>\n shoe. ')).toBe('A light shoe.');
    const long = 'Cushioned, light and quick: '.repeat(10);
    const cut = metaDescription(long)!;
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('…')).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(cut).not.toMatch(/[,:]…$/);
  });
  it('is undefined for nothing', () => {
    expect(metaDescription(undefined)).toBeUndefined();
    expect(metaDescription('  ')).toBeUndefined();
  });
});
