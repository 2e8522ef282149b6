// Crockford's base32: no I, L, O or U, so a case number read out on the phone cannot be misheard.
const CASE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A case number a shopper can read out and type (contact requests, warranty claims): CS-7KQ2M-X9PD4 (50 random bits). */
export function newCaseNumber(): string {
  const chars = [...crypto.getRandomValues(new Uint8Array(10))].map((byte) => CASE_ALPHABET[byte % 32]).join('');
  return `CS-${chars.slice(0, 5)}-${chars.slice(5)}`;
}
