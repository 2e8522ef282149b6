import { describe, expect, it } from 'vitest';
import { localeSelfName } from '@lib/i18n/locale-names';

describe('localeSelfName', () => {
  it('names country and language in the locale’s own language, the way a locale picker lists them', () => {
    expect(localeSelfName('fr-CA')).toBe('Canada · français');
    expect(localeSelfName('de-DE')).toBe('Deutschland · Deutsch');
    expect(localeSelfName('en-GB')).toBe('United Kingdom · English');
    expect(localeSelfName('fr-CA')).toBe('Canada · français');
  });
});
