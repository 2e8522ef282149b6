import type { IdentityMessages } from '../../src/shared/i18n/messages/identity/en';
import { translator } from '../../src/shared/i18n/translator';

/** The identity catalogue read through the one translator ({placeholders} filled). */
export const identityText = (identity: IdentityMessages) => translator(identity);
