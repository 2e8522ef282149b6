import { applyMask } from './mask';
import { issue, type Rule } from './issue';
import { applyTransform, type TextTransform } from './text';

/** How one country's postal code is checked and typed; the server may send its own. */
export interface PostalCodeFormat {
  readonly pattern: RegExp;
  readonly mask?: string;
  readonly transform?: TextTransform;
}

export const POSTAL_CODE_FORMATS: Readonly<Record<string, PostalCodeFormat>> = {
  US: { pattern: /^\d{5}(?:-\d{4})?$/, mask: '99999-9999' },
  // Canada Post never uses D, F, I, O, Q, U, nor W or Z first.
  CA: { pattern: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/, mask: 'A9A 9A9', transform: 'capitalize' },
  GB: { pattern: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/, transform: 'capitalize' },
  FR: { pattern: /^\d{5}$/, mask: '99999' },
  DE: { pattern: /^\d{5}$/, mask: '99999' },
  IT: { pattern: /^\d{5}$/, mask: '99999' },
};

export function postalCodeFormat(country: string): PostalCodeFormat | undefined {
  return POSTAL_CODE_FORMATS[country.toUpperCase()];
}

/** 'Postal code is not valid.' Blank passes (see requiredRule); a country without a format accepts anything. */
export function postalCodeRule(country: string, format = postalCodeFormat(country)): Rule {
  return (value) => {
    const typed = applyTransform(value.trim(), format?.transform);
    return typed !== '' && format && !format.pattern.test(typed) ? issue('postalCodeInvalid') : null;
  };
}

/** Formats a postal code as it is typed: transform, then mask (extra characters are dropped). */
export function formatPostalCode(input: string, country: string, format = postalCodeFormat(country)): string {
  const typed = applyTransform(input, format?.transform);
  return format?.mask ? applyMask(typed, format.mask) : typed;
}
