import { describe, expect, it } from 'vitest';
import { documentTitle, metaDescription } from '@lib/seo/page-meta';

describe('documentTitle', () => {
  it('names the brand once', () => {
    expect(documentTitle('Men', 'Stride')).toBe('Men | Stride');
    expect(documentTitle('Sign in | Stride', 'Stride')).toBe('Sign in | Stride');
    expect(documentTitle('Stride | Sign in | Stride', 'Stride')).toBe('Sign in | Stride');
    expect(documentTitle('Kontakt | summit', 'Summit')).toBe('Kontakt | Summit');
    expect(documentTitle('Stride', 'Stride')).toBe('Stride');
    expect(documentTitle(' | ', 'Stride')).toBe('Stride');
    // A brand word inside a name is not the brand segment.
    expect(documentTitle('Stride Runner 2', 'Stride')).toBe('Stride Runner 2 | Stride');
  });
  it('leads with the site name on the home page', () => {
    expect(documentTitle('Made for the long run', 'Stride', { home: true })).toBe('Stride | Made for the long run');
    expect(documentTitle('Stride | Home', 'Stride', { home: true })).toBe('Stride | Home');
    expect(documentTitle('Stride', 'Stride', { home: true })).toBe('Stride');
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
