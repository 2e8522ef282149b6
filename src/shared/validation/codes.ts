import type { MessageKey } from '@shared/i18n/messages';

/** The validation codes of spec §5 and the message each one shows. */
export const VALIDATION_CODES = {
  FE309: 'cardExpiryInvalid',
  FE340: 'passwordsDoNotMatch',
  FE872: 'passwordTooShort',
  AUT453: 'emailInvalid',
  PRO410: 'birthDateInvalidAge',
  PRO411: 'birthDateMissing',
  REV410: 'reviewTooLong',
} as const satisfies Record<string, MessageKey>;

export type ValidationCode = keyof typeof VALIDATION_CODES;

const CODE_BY_KEY = new Map<MessageKey, ValidationCode>(
  (Object.entries(VALIDATION_CODES) as [ValidationCode, MessageKey][]).map(([code, key]) => [key, code]),
);

export function isValidationCode(value: string): value is ValidationCode {
  return Object.hasOwn(VALIDATION_CODES, value);
}

export function messageKeyForCode(code: ValidationCode): MessageKey {
  return VALIDATION_CODES[code];
}

export function codeForMessageKey(key: MessageKey): ValidationCode | undefined {
  return CODE_BY_KEY.get(key);
}
