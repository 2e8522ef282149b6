import { describe, expect, it } from 'vitest';
import { enrollmentSourceOf, isJoinLink, sourceToOpen } from '@lib/identity/enrollment-openers';

const PAGE = 'https://shop.example/en-us/p/trail-runner-ABC12345';

describe('enrollment openers (issue 13: join links and enrollment_marketing_source)', () => {
  it('a link to the loyalty page\'s join anchor of this site opens the flow; other links do not', () => {
    expect(isJoinLink('/en-us/loyalty#join', PAGE)).toBe(true);
    expect(isJoinLink('https://shop.example/de-de/loyalty/#join', PAGE)).toBe(true);
    expect(isJoinLink('/en-us/loyalty', PAGE)).toBe(false);
    expect(isJoinLink('/en-us/loyalty#my-points', PAGE)).toBe(false);
    expect(isJoinLink('/en-us/loyalty-terms#join', PAGE)).toBe(false);
    expect(isJoinLink('https://elsewhere.example/en-us/loyalty#join', PAGE)).toBe(false);
    expect(isJoinLink('http://[bad', PAGE)).toBe(false);
  });

  it('reads the campaign source, trimmed and cut to the 100 characters the server keeps', () => {
    expect(enrollmentSourceOf(`${PAGE}?enrollment_marketing_source=%20spring-mail%20`)).toBe('spring-mail');
    expect(enrollmentSourceOf(`${PAGE}?enrollment_marketing_source=${'x'.repeat(150)}`)).toHaveLength(100);
    expect(enrollmentSourceOf(`${PAGE}?enrollment_marketing_source=`)).toBeNull();
    expect(enrollmentSourceOf(PAGE)).toBeNull();
  });

  it('opens once per tab and source: the carried parameter does not reopen the flow on the next page', () => {
    const url = `${PAGE}?enrollment_marketing_source=spring-mail`;
    expect(sourceToOpen(url, null)).toBe('spring-mail');
    expect(sourceToOpen(url, 'spring-mail')).toBeNull();
    expect(sourceToOpen(url, 'autumn-mail')).toBe('spring-mail');
    expect(sourceToOpen(PAGE, null)).toBeNull();
  });
});
