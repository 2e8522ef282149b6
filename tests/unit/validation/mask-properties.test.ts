import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyMask, formatPhoneAsYouType, formatPostalCode, isValidPhone, normalisePhone } from '@shared/validation';

const digits = fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 14 });

describe('mask properties', () => {
  it('a phone mask keeps every digit, in order', () => {
    fc.assert(
      fc.property(digits, fc.constantFrom('US', 'FR', 'DE', 'IT'), (typed, country) => {
        expect(formatPhoneAsYouType(typed, country).replace(/\D/g, '')).toBe(typed);
      }),
    );
  });
  it('formatting twice changes nothing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), fc.constantFrom('US', 'CA', 'GB', 'FR'), (typed, country) => {
        const once = formatPostalCode(typed, country);
        expect(formatPostalCode(once, country)).toBe(once);
      }),
    );
    fc.assert(
      fc.property(digits, (typed) => {
        const once = applyMask(typed, '(XXX) XXX - XXXX');
        expect(applyMask(once, '(XXX) XXX - XXXX')).toBe(once);
      }),
    );
  });
  it('a formatted phone is as valid as the typed one, and a valid one normalises the same', () => {
    fc.assert(
      fc.property(digits, fc.constantFrom('US', 'CA', 'GB', 'FR', 'DE', 'IT'), (typed, country) => {
        const formatted = formatPhoneAsYouType(typed, country);
        expect(isValidPhone(formatted, country)).toBe(isValidPhone(typed, country));
        // Garbage such as a lone UK trunk '00' may normalise differently once formatted; a valid number may not.
        if (isValidPhone(typed, country)) {
          expect(normalisePhone(formatted, country)?.international).toBe(normalisePhone(typed, country)?.international);
        }
      }),
    );
  });
});
