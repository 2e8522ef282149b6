import type { MessageKey } from '@shared/i18n/messages';
import { issue, type Rule } from '../issue';

/** The value must equal another field's value, read when the rule runs. */
export function sameAsRule(other: () => string, key: MessageKey = 'sameAs'): Rule {
  return (value) => (value !== other() ? issue(key) : null);
}

/** FE340: the confirmation must repeat the password. */
export function confirmPasswordRule(password: () => string): Rule {
  return sameAsRule(password, 'passwordsDoNotMatch');
}
