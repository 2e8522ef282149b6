import { PASSWORD_MIN_LENGTH } from '@schemas/constants';
import type { MessageKey, MessageParams } from '@shared/i18n/messages';
import { firstIssue, issue, type Rule } from '../issue';
import { charLength } from '../text';
import { requiredRule } from './required';

export type PasswordRequirement = 'length' | 'number' | 'uppercase' | 'lowercase';

export interface PasswordChecklistItem {
  readonly requirement: PasswordRequirement;
  readonly met: boolean;
  readonly key: MessageKey;
  readonly params?: MessageParams;
}

/** Each requirement and whether it is met, in the order the sign-up checklist shows them. */
export function passwordChecklist(password: string): PasswordChecklistItem[] {
  return [
    { requirement: 'length', met: charLength(password) >= PASSWORD_MIN_LENGTH, key: 'passwordLength', params: { min: PASSWORD_MIN_LENGTH } },
    { requirement: 'number', met: /\p{Nd}/u.test(password), key: 'passwordNumber' },
    { requirement: 'uppercase', met: /\p{Lu}/u.test(password), key: 'passwordUppercase' },
    { requirement: 'lowercase', met: /\p{Ll}/u.test(password), key: 'passwordLowercase' },
  ];
}

/** 'Password does not meet requirements.' when any checklist item is not met. */
export const passwordRule: Rule = (value) =>
  firstIssue(value, [requiredRule, (v) => (passwordChecklist(v).every((item) => item.met) ? null : issue('passwordRequirements'))]);

/** FE872, for flows that only enforce the minimum length (e.g. a server-side check). */
export const passwordMinLengthRule: Rule = (value) =>
  charLength(value) < PASSWORD_MIN_LENGTH ? issue('passwordTooShort', { min: PASSWORD_MIN_LENGTH }) : null;

export const signInPasswordRule: Rule = (value) => requiredRule(value);
