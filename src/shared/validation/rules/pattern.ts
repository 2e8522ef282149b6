import type { MessageKey } from '@shared/i18n/messages';
import { issue, type Rule } from '../issue';

/** Blank passes (see requiredRule). The whole value must match. */
export function patternRule(pattern: RegExp, key: MessageKey = 'patternMismatch'): Rule {
  return (value) => (value !== '' && !fullMatch(pattern, value) ? issue(key) : null);
}

function fullMatch(pattern: RegExp, value: string): boolean {
  // A fresh, non-global copy: a shared /g regex keeps lastIndex between calls.
  const anchored = new RegExp(`^(?:${pattern.source})$`, pattern.flags.replace('g', '').replace('y', ''));
  return anchored.test(value);
}
