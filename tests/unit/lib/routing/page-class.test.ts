import { describe, expect, it } from 'vitest';
import { classifyPage, ERROR_PAGE_DESCRIPTION, PAGE_CLASSES } from '@shared/routing/page-class';

describe('classifyPage', () => {
  it('keeps the route class for ordinary pages', () => {
    for (const pageClass of PAGE_CLASSES.filter((name) => name !== 'Error')) {
      expect(classifyPage(pageClass, 'A fine page')).toBe(pageClass);
    }
  });

  it("is Error when the description says 'Page is not available', whatever the route", () => {
    expect(ERROR_PAGE_DESCRIPTION).toBe('Page is not available');
    expect(classifyPage('Product', 'Page is not available')).toBe('Error');
    expect(classifyPage('Home', 'Sorry. Page is not available.')).toBe('Error');
  });

  it('is Error when no route matched', () => {
    expect(classifyPage(null, undefined)).toBe('Error');
  });
});
