/**
 * Whether an address line names a post office box (PO Box 12, P.O. Box, Post Office Box, BP 12,
 * Postfach 12, Casella postale 12). Used where a delivery method cannot ship to one.
 */
const PO_BOX = /\b(?:p\.?\s*o\.?\s*box|post\s+office\s+box|pob\s+\d|postfach|casella\s+postale|b\.?\s*p\.?\s+\d|bo[iî]te\s+postale)\b/i;

export function isPoBox(...lines: Array<string | undefined>): boolean {
  return lines.some((line) => line !== undefined && PO_BOX.test(line));
}
