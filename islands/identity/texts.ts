import { fillPlaceholders, type MessageParams } from '../../src/shared/i18n/placeholders';
import type { IdentityMessageKey, IdentityMessages } from '../../src/shared/i18n/messages/identity/en';

/** A translator over the identity catalogue ({placeholders} filled). */
export function identityText(identity: IdentityMessages) {
  return (key: IdentityMessageKey, params?: MessageParams) => fillPlaceholders(identity[key], params);
}
