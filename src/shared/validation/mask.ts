/**
 * Input masks: `X` or `9` is a digit, `A` a letter, `*` a letter or digit; anything else is
 * shown as typed. '(XXX) XXX - XXXX' turns '4165550123' into '(416) 555 - 0123'.
 */
const SLOT_TESTS: Readonly<Record<string, RegExp>> = {
  X: /\d/,
  '9': /\d/,
  A: /\p{L}/u,
  '*': /[\p{L}\d]/u,
};

function isSlot(maskChar: string): boolean {
  return Object.hasOwn(SLOT_TESTS, maskChar);
}

export function maskSlotCount(mask: string): number {
  return [...mask].filter(isSlot).length;
}

export interface ApplyMaskOptions {
  /** What to do with characters beyond the mask: keep them (phones) or drop them (postal codes). */
  readonly overflow?: 'append' | 'truncate';
}

/**
 * Formats as the user types: characters that fit no slot are skipped, and literals after the
 * last typed character are not added, so deleting backwards works.
 */
export function applyMask(input: string, mask: string, { overflow = 'truncate' }: ApplyMaskOptions = {}): string {
  const chars = [...input].filter((c) => /[\p{L}\d]/u.test(c));
  let out = '';
  let pending = '';
  let next = 0;
  for (const maskChar of mask) {
    if (next >= chars.length) break;
    if (!isSlot(maskChar)) {
      pending += maskChar;
      continue;
    }
    const test = SLOT_TESTS[maskChar]!;
    while (next < chars.length && !test.test(chars[next]!)) next += 1;
    if (next >= chars.length) break;
    out += pending + chars[next];
    pending = '';
    next += 1;
  }
  return overflow === 'append' ? out + chars.slice(next).join('') : out;
}
